/**
 * The dashboard's charts (occupancy by day, revenue by month). The only importer of
 * `@ant-design/charts`: it is loaded lazily by the dashboard, so the chart library stays in
 * this chunk and off every other page.
 */
import { Column, Line } from '@ant-design/charts';
import { useTranslate } from '@refinedev/core';
import type { Dashboard } from '../../../src/contracts/backoffice-dashboard';
import { formatDisplayDate } from '../../../src/domain/datetime';
import { revenueChart } from '../../../src/domain/dashboard';
import { useLocale } from '../../../src/components/backoffice/use-locale';

export default function DashboardCharts({ data, which }: { data: Dashboard; which: 'occupancy' | 'revenue' }) {
  const t = useTranslate();
  const lang = useLocale();
  if (which === 'occupancy') {
    return (
      <Line
        height={240}
        data={data.occupancySeries.map((d) => ({ date: formatDisplayDate(d.date, 'short'), percent: d.percent }))}
        xField="date"
        yField="percent"
        axis={{ y: { title: t('backoffice-dashboard.fields.percent') } }}
        scale={{ y: { domainMin: 0, domainMax: 100 } }}
      />
    );
  }
  // Months by name and rubles with the language's grouping (docs/rules.md R8.1, R8.2), on the axis and in the tooltip.
  const revenue = revenueChart(data.revenueSeries, lang);
  return (
    <Column
      height={240}
      data={revenue.data}
      xField="month"
      yField="revenue"
      axis={{ y: { title: t('backoffice-dashboard.fields.revenue'), labelFormatter: revenue.moneyLabel } }}
      tooltip={{ items: [{ channel: 'y', valueFormatter: revenue.moneyLabel }] }}
    />
  );
}
