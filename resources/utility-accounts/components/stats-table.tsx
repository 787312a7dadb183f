/**
 * The table alternative of a /bills/stats/{id} chart (docs/rules.md R10.8): the same numbers as
 * rows, readable by a screen reader; the selected month's row is marked.
 */
import { useTranslate } from '@refinedev/core';
import type { BillStats } from '../../../src/contracts/utility-accounts';
import { percentChange } from '../../../src/domain/utility-stats';
import { useBillFormat } from './use-account-format';
import { InlineTable } from '../../../src/components/inline-table';

type Series = BillStats['consumption'][number];

export function ConsumptionTable({ series, month, caption }: { series: Series; month: string; caption: string }) {
  const t = useTranslate();
  const f = useBillFormat();
  const vol = (v: number | null) => (v === null ? '—' : f.volume(v, series.unit));
  return (
    <InlineTable
      rowKey="month"
      dataSource={series.points}
      caption={caption}
      rowClassName={(p) => (p.month === month ? 'ant-table-row-selected' : '')}
      columns={[
        { title: t('bills.fields.month'), dataIndex: 'month', render: (m: string) => f.month(m) },
        { title: t('bills.stats.thisYear'), dataIndex: 'volume', render: vol },
        { title: t('bills.stats.lastYear'), dataIndex: 'lastYearVolume', render: vol },
        {
          title: t('bills.stats.change'),
          render: (_, p) => {
            const c = percentChange(p.volume, p.lastYearVolume);
            return c === null ? '—' : `${c > 0 ? '+' : ''}${c} %`;
          },
        },
      ]}
    />
  );
}

export function MoneyTable({ points, month, caption }: { points: BillStats['money']; month: string; caption: string }) {
  const t = useTranslate();
  const f = useBillFormat();
  return (
    <InlineTable
      rowKey="month"
      dataSource={points}
      caption={caption}
      rowClassName={(p) => (p.month === month ? 'ant-table-row-selected' : '')}
      columns={[
        { title: t('bills.fields.month'), dataIndex: 'month', render: (m: string) => f.month(m) },
        { title: t('bills.stats.charged'), dataIndex: 'chargedKopecks', render: (v: number) => f.money(v) },
        { title: t('bills.stats.paid'), dataIndex: 'paidKopecks', render: (v: number) => f.money(v) },
      ]}
    />
  );
}
