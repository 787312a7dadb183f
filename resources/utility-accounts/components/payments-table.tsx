/** Payments of the account (docs/rules.md R10.7): time, amount, method, state. */
import { Table } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { BillDetail } from '../../../src/contracts/utility-accounts';
import { formatServerTimestamp } from '../../../src/domain/datetime';
import { BillStatusTag } from './account-status';
import { useBillFormat } from './use-account-format';

type Payment = BillDetail['payments'][number];

export function PaymentsTable({ payments }: { payments: Payment[] }) {
  const t = useTranslate();
  const f = useBillFormat();
  return (
    <Table<Payment>
      rowKey="id"
      size="small"
      dataSource={payments}
      pagination={{ pageSize: 6, hideOnSinglePage: true }}
      // Wider than a phone: the table scrolls inside its card, the page does not (a 390 px screen).
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('bills.fields.date'), render: (_, p) => formatServerTimestamp(p.createdAt) },
        { title: t('bills.fields.amount'), align: 'right', render: (_, p) => f.money(p.amountKopecks) },
        { title: t('bills.fields.status'), render: (_, p) => <BillStatusTag status={p.status} /> },
      ]}
    />
  );
}
