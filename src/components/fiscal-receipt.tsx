/**
 * A payment's fiscal receipts (54-FZ; docs/rules.md R5.24) as the payer reads them: the items with
 * quantity, amount, VAT and the payment mode, the total and the VAT in it, the tax system, the
 * customer and — once the provider registered the receipt — its fiscal attributes (ФН, ФД, ФПД);
 * before that, "being registered". The payment's receipt comes first, then its settlement or
 * refund receipts. Used by the payment result of every payable thing and the sandbox page.
 */
import { Alert, Card, Descriptions, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FiscalReceipt } from '../contracts/payments';
import { api } from '../contracts/api';
import { useEndpointQuery } from '../../providers/endpoints';
import { formatMoney } from '../domain/money';
import { formatServerTimestamp } from '../domain/datetime';

type Item = FiscalReceipt['items'][number];

const TITLE = { payment: 'title', refund: 'titleRefund', settlement: 'titleSettlement' } as const;
const COLOR = { pending: 'processing', registered: 'success', failed: 'error' } as const;

/** One fiscal receipt (R5.24): items, totals, tax system, customer, registration. */
export function FiscalReceiptCard({ receipt: r, itemsOnly = false }: { receipt: FiscalReceipt; itemsOnly?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const f = (k: string) => t(`payment.fiscal.${k}`);
  const money = (k: number) => formatMoney(k, lang);
  const vat = (i: Item) => (i.vatPercent === null ? f('noVat') : `${i.vatPercent} % · ${money(i.vatKopecks)}`);
  return (
    <Card
      size="small"
      data-testid="fiscal-receipt"
      title={f(TITLE[r.kind])}
      extra={itemsOnly ? null : <Tag color={COLOR[r.status]}>{f(r.status)}</Tag>}
      style={{ marginBottom: 16 }}
    >
      <Table<Item>
        size="small"
        pagination={false}
        rowKey={(_, n) => String(n)}
        dataSource={r.items}
        scroll={{ x: true }}
        columns={[
          {
            title: f('item'),
            render: (_, i) => (
              <>
                {i.description}
                <br />
                <small>{f(`mode.${i.paymentMode}`)}</small>
              </>
            ),
          },
          { title: f('quantity'), align: 'right', render: (_, i) => i.quantity },
          { title: f('amount'), align: 'right', render: (_, i) => money(i.amountKopecks) },
          { title: f('vat'), align: 'right', render: (_, i) => vat(i) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <strong>{f('total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <strong data-testid="fiscal-total">{money(r.amountKopecks)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {f('vatTotal')} {money(r.vatKopecks)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {itemsOnly ? null : (
        <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={f('taxSystem')}>{f(`taxSystems.${r.taxSystemCode}`)}</Descriptions.Item>
            <Descriptions.Item label={f('customer')}>{r.customer.email ?? r.customer.phone}</Descriptions.Item>
            {r.status === 'registered' ? (
              <>
                <Descriptions.Item label={f('fn')}>{r.fiscalStorageNumber}</Descriptions.Item>
                <Descriptions.Item label={f('fd')}>{r.fiscalDocumentNumber}</Descriptions.Item>
                <Descriptions.Item label={f('fpd')}>{r.fiscalAttribute}</Descriptions.Item>
                {r.registeredAt ? (
                  <Descriptions.Item label={f('registeredAt')}>
                    {formatServerTimestamp(r.registeredAt)}
                  </Descriptions.Item>
                ) : null}
              </>
            ) : null}
          </Descriptions>
          {r.status === 'pending' ? <Alert type="info" showIcon message={f('pending')} /> : null}
          {r.status === 'failed' ? <Alert type="warning" showIcon message={f('failed')} /> : null}
        </Space>
      )}
    </Card>
  );
}

/** Every fiscal receipt of a payment, oldest first (R5.24); nothing when it has none. */
export function FiscalReceipts({ receipts, itemsOnly }: { receipts: readonly FiscalReceipt[]; itemsOnly?: boolean }) {
  return (
    <>
      {receipts.map((r) => (
        <FiscalReceiptCard key={r.id} receipt={r} itemsOnly={itemsOnly} />
      ))}
    </>
  );
}

/** The fiscal receipts of payment `paymentId` (R5.24), read from GET app/v1/payments/{id}: a thing's page shows its last paid payment's. */
export function PaymentReceipts({ paymentId }: { paymentId: number }) {
  const { query } = useEndpointQuery(api.payments.show, { params: { id: String(paymentId) } });
  return <FiscalReceipts receipts={query.data?.data.fiscalReceipts ?? []} />;
}
