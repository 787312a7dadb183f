/** Readings by month and meter (docs/rules.md R10.3–R10.5, R10.9, R10.11): value, consumption, state, the management company's note. */
import { Table } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { BillDetail, ReadingDto } from '../../../src/contracts/utility-accounts';
import { METER_UNITS } from '../../../src/domain/utility-accounts';
import { BillStatusTag } from './account-status';
import { useBillFormat } from './use-account-format';

export function ReadingsTable({ bill }: { bill: BillDetail }) {
  const t = useTranslate();
  const f = useBillFormat();
  return (
    <Table<ReadingDto>
      rowKey="id"
      size="small"
      dataSource={bill.readings}
      pagination={{ pageSize: 8, hideOnSinglePage: true }}
      // Wider than a phone: the table scrolls inside its card, the page does not (a 390 px screen).
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('bills.fields.month'), render: (_, r) => f.month(r.month) },
        { title: t('bills.fields.meter'), render: (_, r) => `${t(`bills.meter.${r.kind}`)} · ${r.serial}` },
        { title: t('bills.fields.value'), align: 'right', render: (_, r) => f.number(r.value) },
        {
          title: t('bills.fields.consumption'),
          align: 'right',
          render: (_, r) => f.volume(r.consumption, METER_UNITS[r.kind]),
        },
        { title: t('bills.fields.status'), render: (_, r) => <BillStatusTag status={r.status} /> },
        { title: t('bills.fields.note'), render: (_, r) => r.note ?? '' },
      ]}
    />
  );
}
