/**
 * The dashboard's charts (occupancy by day, revenue by month). The only importer of
 * `@ant-design/charts`: it is loaded lazily by the dashboard, so the chart library stays in
 * this chunk and off every other page.
 */
import { Column, Line } from '@ant-design/charts';
import { useTranslate } from '@refinedev/core';
import type { Dashboard } from '../../../src/contracts/backoffice-dashboard';
import { formatDisplayDate } from '../../../src/domain/datetime';

export default function DashboardCharts({ data, which }: { data: Dashboard; which: 'occupancy' | 'revenue' }) {
  const t = useTranslate();
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
  return (
    <Column
      height={240}
      data={data.revenueSeries.map((d) => ({ month: d.month, revenue: Math.round(d.revenueKopecks / 100) }))}
      xField="month"
      yField="revenue"
      axis={{ y: { title: t('backoffice-dashboard.fields.revenue') } }}
    />
  );
}
