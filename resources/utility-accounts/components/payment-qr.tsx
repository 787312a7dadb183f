/**
 * The account's payment QR (ГОСТ Р 56042-2014; docs/rules.md R10.13): GET app/v1/bills/{id}/payment-qr
 * gives the standard text of the debt to the provider (requisites, Sum, Purpose, PersAcc,
 * PaymPeriod), drawn by antd's `QRCode` with the accessible name "QR code for payment"; a bank app
 * reads it into a filled-in transfer. Nothing while the account has no receipt.
 */
import { Card, QRCode, Space, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import { useEndpointQuery } from '../../../providers/endpoints';
import type { BillDetail } from '../../../src/contracts/utility-accounts';
import { useBillFormat } from './use-account-format';

export function BillPaymentQr({ bill: b }: { bill: BillDetail }) {
  const t = useTranslate();
  const f = useBillFormat();
  const { query } = useEndpointQuery(api['utility-accounts'].paymentQr, { params: { id: b.id } });
  const qr = query.data?.data;
  if (!qr) return null;
  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('bills.qr.title')}</h2>}
      style={{ marginBottom: 16 }}
    >
      <Space align="start" wrap size="large">
        <div data-testid="bill-payment-qr" data-qr-text={qr.text}>
          <QRCode
            value={qr.text}
            type="svg"
            size={180}
            errorLevel="M"
            bordered={false}
            role="img"
            aria-label={t('bills.qr.alt')}
          />
        </div>
        <div style={{ maxWidth: 360 }}>
          <Typography.Paragraph>{t('bills.qr.hint')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {b.providerName} · {f.month(qr.month)}
            {qr.sumKopecks > 0 ? (
              <>
                <br />
                {t('bills.qr.sum', { amount: f.money(qr.sumKopecks) })}
              </>
            ) : null}
          </Typography.Paragraph>
        </div>
      </Space>
    </Card>
  );
}
