/**
 * The charts of /bills/stats/{id} (docs/rules.md R10.8): a meter kind's consumption per month
 * against the same month a year earlier, or charges against payments, as grouped columns. The
 * only importer of `@ant-design/charts` in the bills resource: the stats page loads it lazily,
 * so the chart library stays off /bills and /bills/{id}. The selected month is drawn darker.
 */
import { Column } from '@ant-design/charts';
import { useTranslate } from '@refinedev/core';
import type { BillStats } from '../../../src/contracts/utility-accounts';

type Props =
  | { which: 'consumption'; series: BillStats['consumption'][number]; month: string; label: (m: string) => string }
  | { which: 'money'; points: BillStats['money']; month: string; label: (m: string) => string };

export default function StatsChart(props: Props) {
  const t = useTranslate();
  const data =
    props.which === 'consumption'
      ? props.series.points.flatMap((p) => [
          { month: props.label(p.month), key: p.month, period: t('bills.stats.thisYear'), value: p.volume ?? 0 },
          {
            month: props.label(p.month),
            key: p.month,
            period: t('bills.stats.lastYear'),
            value: p.lastYearVolume ?? 0,
          },
        ])
      : props.points.flatMap((p) => [
          {
            month: props.label(p.month),
            key: p.month,
            period: t('bills.stats.charged'),
            value: p.chargedKopecks / 100,
          },
          { month: props.label(p.month), key: p.month, period: t('bills.stats.paid'), value: p.paidKopecks / 100 },
        ]);
  return (
    <div
      role="img"
      aria-label={t('bills.stats.chartLabel')}
      data-testid={`stats-chart-${props.which === 'consumption' ? props.series.kind : 'money'}`}
    >
      <Column
        height={260}
        data={data}
        xField="month"
        yField="value"
        colorField="period"
        group
        style={{ fillOpacity: (d: { key: string }) => (d.key === props.month ? 1 : 0.55) }}
        axis={{ y: { title: props.which === 'consumption' ? t(`bills.unit.${props.series.unit}`) : '₽' } }}
      />
    </div>
  );
}
