/**
 * /rent-payment-success/{rentId}?payment=<id> (docs/rules.md R9.4): where the acquirer returns
 * the tenant — the payment's result (`PaymentResult` polls while pending), the amount, the next
 * charge, the receipt link; for a bank transfer, the company's details to pay with.
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { Card, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import { PaymentResult } from '../../src/components/payment-result';
import { useRentFormat } from './components/use-rent-format';
import { LinkButton } from '../../src/components/link-button';
import { useEndpointShow } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';

export default function RentPaymentSuccessPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const t = useTranslate();
  const f = useRentFormat();
  const { query, result: r } = useEndpointShow(api.rents.show, { id, errorNotification: false });
  if (query.isLoading) return <Skeleton active />;
  if (!r)
    return (
      <Result
        status="404"
        title={t('rents.errors.notFound')}
        extra={<Link to="/rents">{t('rents.titles.list')}</Link>}
      />
    );
  const p = r.payments.find((x) => String(x.id) === paymentId);
  return (
    <div style={{ maxWidth: 720 }}>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {t('rents.titles.success')}
      </Typography.Title>
      {paymentId && p?.method !== 'bank_transfer' ? (
        <PaymentResult paymentId={paymentId} recordId={r.id} resource="rents" />
      ) : null}
      <Card size="small" style={{ marginBottom: 16 }}>
        <Typography.Paragraph>{r.objectTitle}</Typography.Paragraph>
        {p?.status === 'succeeded' ? (
          <Typography.Paragraph strong data-testid="rent-paid">
            {t('rents.success.paid', { amount: f.money(p.amountKopecks) })}
          </Typography.Paragraph>
        ) : null}
        <Typography.Paragraph data-testid="rent-next">
          {r.nextCharge
            ? t('rents.success.next', {
                amount: f.money(r.nextCharge.amountKopecks),
                date: f.date(r.nextCharge.dueDate),
              })
            : t('rents.success.noNext')}
        </Typography.Paragraph>
        {p?.method === 'bank_transfer' && r.requisites ? (
          <>
            <Typography.Paragraph>{t('rents.success.transfer')}</Typography.Paragraph>
            <Descriptions title={t('payment.requisites')} size="small" column={1} bordered>
              <Descriptions.Item label={t('payment.recipient')}>{r.requisites.recipient}</Descriptions.Item>
              <Descriptions.Item label={t('payment.innKpp')}>
                <Typography.Text copyable>{`${r.requisites.inn ?? ''} / ${r.requisites.kpp ?? ''}`}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('payment.bank')}>{r.requisites.bank}</Descriptions.Item>
              <Descriptions.Item label={t('payment.bik')}>
                <Typography.Text copyable>{r.requisites.bik}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('payment.account')}>
                <Typography.Text copyable>{r.requisites.account}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('payment.corrAccount')}>
                <Typography.Text copyable>{r.requisites.corrAccount}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('payment.amount')}>{f.money(p.amountKopecks)}</Descriptions.Item>
            </Descriptions>
          </>
        ) : null}
      </Card>
      <Space wrap>
        {p?.receiptUrl ? <LinkButton to={p.receiptUrl}>{t('rents.actions.receipt')}</LinkButton> : null}
        <LinkButton to={`/rents/${r.id}`} type="primary">
          {t('rents.actions.toLease')}
        </LinkButton>
      </Space>
    </div>
  );
}
