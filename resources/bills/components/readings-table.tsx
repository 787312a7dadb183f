/** Readings by month and meter (docs/rules.md R10.3–R10.5): value, consumption, state. */
import { Table } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { BillDetail, ReadingDto } from '../../../src/contracts/bills';
import { BillStatusTag } from './bill-status';
import { useBillFormat } from './use-bill-format';

export function ReadingsTable({ bill }: { bill: BillDetail }) {
  const t = useTranslate();
  const f = useBillFormat();
  const meter = (id: number) => bill.meters.find((m) => m.id === id);
  return (
    <Table<ReadingDto>
      rowKey="id"
      size="small"
      dataSource={bill.readings}
      pagination={{ pageSize: 8, hideOnSinglePage: true }}
      columns={[
        { title: t('bills.fields.month'), render: (_, r) => f.month(r.month) },
        { title: t('bills.fields.meter'), render: (_, r) => (meter(r.meterId) ? t(`bills.meter.${meter(r.meterId)!.kind}`) : '') },
        { title: t('bills.fields.value'), align: 'right', render: (_, r) => r.value.toLocaleString() },
        { title: t('bills.fields.consumption'), align: 'right', render: (_, r) => f.volume(r.consumption, meter(r.meterId)?.unit ?? 'm3') },
        { title: t('bills.fields.status'), render: (_, r) => <BillStatusTag status={r.status} /> },
      ]}
    />
  );
}
