/**
 * The revenue screen's tables (docs/rules.md R16.12): the months of one building (or of every
 * building) with nights available and sold, occupancy, room revenue, ADR and RevPAR and the year's
 * total; the pace's weeks this year and a year earlier with the total. Money in rubles, occupancy
 * with one decimal, in the interface language. The charts above them load lazily
 * ({@link RevenueChart}).
 */
import { Table } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { PaceBucketRow, RevenueMonthRow } from '../../../src/contracts/backoffice-revenue';
import type { RevenueChartData } from './revenue-charts';
import { formatDisplayDate, formatMonth } from '../../../src/domain/datetime';
import { addDaysIso } from '../../../src/domain/iso-days';
import { formatMoney } from '../../../src/domain/money';
import { formatPercent } from '../../../src/domain/numbers';
import { lazyWhenVisible } from '../../../src/components/when-visible';
import { useLocale } from '../../../src/components/backoffice/use-locale';

const R = 'backoffice-revenue';

/** The charts' height, px (reserved before a chart loads). */
const CHART_HEIGHT = 260;
const LazyChart = lazyWhenVisible(() => import('./revenue-charts').then((m) => m.default), CHART_HEIGHT);

/** A chart of the screen, its code loaded when it comes near the viewport. */
export function RevenueChart(props: RevenueChartData) {
  return <LazyChart {...props} height={CHART_HEIGHT} />;
}

/** A week `[from, to)` as its first and last night: `28.11–04.12.2026`. */
const weekOf = (from: string, to: string) =>
  `${formatDisplayDate(from, 'short')}–${formatDisplayDate(addDaysIso(to, -1), 'full')}`;

/** The months of the chosen building and the year's total row (`revenue-months`). */
export function MonthTable({ rows, total }: { rows: readonly RevenueMonthRow[]; total?: RevenueMonthRow }) {
  const t = useTranslate();
  const lang = useLocale();
  const f = (k: string) => t(`${R}.fields.${k}`);
  const m = (k: number) => formatMoney(k, lang);
  const pct = (p: number) => formatPercent(p, lang, 1, 1);
  const cells = (r: RevenueMonthRow) => [
    r.nightsAvailable,
    r.nightsSold,
    pct(r.occupancyPercent),
    m(r.revenueKopecks),
    m(r.adrKopecks),
    m(r.revparKopecks),
  ];
  return (
    <Table<RevenueMonthRow>
      data-testid="revenue-months"
      size="small"
      rowKey="month"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[...rows]}
      locale={{ emptyText: t(`${R}.empty.months`) }}
      columns={[
        { title: f('month'), render: (_, r) => formatMonth(r.month, lang) },
        ...['nightsAvailable', 'nightsSold', 'occupancy', 'revenue', 'adr', 'revpar'].map((k, i) => ({
          title: f(k),
          key: k,
          align: 'right' as const,
          render: (_: unknown, r: RevenueMonthRow) => cells(r)[i],
        })),
      ]}
      summary={() =>
        total && rows.length ? (
          <Table.Summary.Row data-testid="revenue-months-total">
            <Table.Summary.Cell index={0}>
              <strong>{f('total')}</strong>
            </Table.Summary.Cell>
            {cells(total).map((c, i) => (
              <Table.Summary.Cell key={i} index={i + 1} align="right">
                <strong>{c}</strong>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}

/** The pace's weeks, this year and a year earlier, and the window's total (`revenue-pace`). */
export function PaceTable({ buckets }: { buckets: readonly PaceBucketRow[] }) {
  const t = useTranslate();
  const lang = useLocale();
  const f = (k: string) => t(`${R}.fields.${k}`);
  const m = (k: number) => formatMoney(k, lang);
  const sum = (k: 'nights' | 'lastNights' | 'revenueKopecks' | 'lastRevenueKopecks') =>
    buckets.reduce((s, b) => s + b[k], 0);
  const totals = [sum('nights'), sum('lastNights'), m(sum('revenueKopecks')), m(sum('lastRevenueKopecks'))];
  return (
    <Table<PaceBucketRow>
      data-testid="revenue-pace"
      size="small"
      rowKey="from"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[...buckets]}
      columns={[
        { title: f('week'), render: (_, b) => weekOf(b.from, b.to) },
        { title: f('lastWeek'), render: (_, b) => weekOf(b.lastFrom, b.lastTo) },
        { title: f('nights'), dataIndex: 'nights', align: 'right' },
        { title: f('lastNights'), dataIndex: 'lastNights', align: 'right' },
        { title: f('paceRevenue'), align: 'right', render: (_, b) => m(b.revenueKopecks) },
        { title: f('lastRevenue'), align: 'right', render: (_, b) => m(b.lastRevenueKopecks) },
      ]}
      summary={() => (
        <Table.Summary.Row data-testid="revenue-pace-total">
          <Table.Summary.Cell index={0} colSpan={2}>
            <strong>{f('total')}</strong>
          </Table.Summary.Cell>
          {totals.map((c, i) => (
            <Table.Summary.Cell key={i} index={i + 2} align="right">
              <strong>{c}</strong>
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      )}
    />
  );
}
