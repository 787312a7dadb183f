/**
 * The revenue screen's charts (docs/rules.md R16.12): ADR and RevPAR by month as grouped columns,
 * and the pace's nights or revenue by week, this year against a year earlier. The only importer of
 * `@ant-design/charts` in the resource: the page loads it lazily when a chart comes near the
 * viewport, so the chart library stays off the screen's first load (`npm run size`).
 */
import { Column } from '@ant-design/charts';
import { useTranslate } from '@refinedev/core';
import type { PaceBucketRow, RevenueMonthRow } from '../../../src/contracts/backoffice-revenue';
import { formatDisplayDate, formatMonth } from '../../../src/domain/datetime';
import { formatMoney, rublesToKopecks } from '../../../src/domain/money';
import { formatNumber } from '../../../src/domain/numbers';
import { useLocale } from '../../../src/components/backoffice/use-locale';

const R = 'backoffice-revenue';

/** What one chart draws: the months' ADR and RevPAR, or the pace's `nights` or `revenue`. */
export type RevenueChartData =
  | { which: 'months'; rows: readonly RevenueMonthRow[] }
  | { which: 'nights' | 'revenue'; buckets: readonly PaceBucketRow[] };
/** {@link RevenueChartData} and the chart's height, px. */
export type RevenueChartProps = RevenueChartData & { height: number };

export default function RevenueChart(props: RevenueChartProps) {
  const t = useTranslate();
  const lang = useLocale();
  const money = (rubles: number | string) => formatMoney(rublesToKopecks(Number(rubles)), lang);
  const count = (n: number | string) => formatNumber(Number(n), lang);
  let data: { x: string; series: string; value: number }[];
  let label: (v: number | string) => string;
  let title: string;
  if (props.which === 'months') {
    data = props.rows.flatMap((r) => [
      { x: formatMonth(r.month, lang), series: t(`${R}.fields.adr`), value: Math.round(r.adrKopecks / 100) },
      { x: formatMonth(r.month, lang), series: t(`${R}.fields.revpar`), value: Math.round(r.revparKopecks / 100) },
    ]);
    label = money;
    title = `${t(`${R}.fields.adr`)} / ${t(`${R}.fields.revpar`)}`;
  } else {
    const revenue = props.which === 'revenue';
    data = props.buckets.flatMap((b) => {
      const x = formatDisplayDate(b.from, 'short');
      return [
        {
          x,
          series: t(`${R}.fields.thisYear`),
          value: revenue ? Math.round(b.revenueKopecks / 100) : b.nights,
        },
        {
          x,
          series: t(`${R}.fields.lastYear`),
          value: revenue ? Math.round(b.lastRevenueKopecks / 100) : b.lastNights,
        },
      ];
    });
    label = revenue ? money : count;
    title = t(`${R}.charts.${props.which}`);
  }
  return (
    <div role="img" aria-label={title} data-testid={`revenue-chart-${props.which}`}>
      <Column
        height={props.height}
        data={data}
        xField="x"
        yField="value"
        colorField="series"
        group
        axis={{ y: { labelFormatter: label } }}
        tooltip={{ items: [{ channel: 'y', valueFormatter: label }] }}
      />
    </div>
  );
}
