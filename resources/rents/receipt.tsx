/**
 * /rents/{id}/receipt/{paymentId} (docs/rules.md R9.4): the receipt of a rent payment — seller,
 * what was paid (the period), amount, method and time — printable; under it, the payment's fiscal
 * receipts (54-FZ, docs/rules.md R5.24) as the acquirer's cash register registered them.
 */
import { Link, useParams } from 'react-router';
import { Button, Card, Descriptions, Result, Skeleton, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import { useRentFormat } from './components/use-rent-format';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { useEndpointShow } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';
import { LazyPaymentReceipts } from '../../src/components/lazy-fiscal-receipt';

export default function RentReceiptPage() {
  const { id, paymentId } = useParams();
  const t = useTranslate();
  const f = useRentFormat();
  const { query, result: r } = useEndpointShow(api.rents.show, { id, errorNotification: false });
  if (query.isLoading) return <Skeleton active />;
  const p = r?.payments.find((x) => String(x.id) === paymentId && x.status === 'succeeded');
  const c = p && r?.charges.find((x) => x.id === p.chargeId);
  if (!r || !p || !c)
    return (
      <Result
        status="404"
        title={t('rents.errors.notFound')}
        extra={<Link to="/rents">{t('rents.titles.list')}</Link>}
      />
    );
  return (
    <>
      <Card
        style={{ maxWidth: 560, marginBottom: 16 }}
        title={
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            {t('rents.titles.receipt')} № {p.id}
          </Typography.Title>
        }
      >
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('rents.fields.date')}>{formatServerTimestamp(p.createdAt)}</Descriptions.Item>
          <Descriptions.Item
            label={t('rents.fields.charge')}
          >{`${t('rents.titles.show', { id: r.id })}, ${f.period(c.periodFrom, c.periodTo)}`}</Descriptions.Item>
          <Descriptions.Item label={t('rents.fields.object')}>{r.objectTitle}</Descriptions.Item>
          <Descriptions.Item label={t('rents.fields.method')}>{t(`rents.method.${p.method}`)}</Descriptions.Item>
          <Descriptions.Item label={t('rents.fields.total')}>
            <strong>{f.money(p.amountKopecks)}</strong>
          </Descriptions.Item>
        </Descriptions>
        <Button style={{ marginTop: 16 }} onClick={() => window.print()}>
          {t('rents.actions.print')}
        </Button>
      </Card>
      <LazyPaymentReceipts paymentId={p.id} />
    </>
  );
}
