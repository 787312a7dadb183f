/**
 * Income and amount payable by month as grouped columns (docs/rules.md R13.1). The only importer
 * of `@ant-design/charts` in the reports resource: the period-totals page loads it lazily.
 */
import { Column } from '@ant-design/charts';
import { useTranslate } from '@refinedev/core';
import type { ReportMonth } from '../../../src/contracts/reports';

export default function ReportChart({ months, label }: { months: ReportMonth[]; label: (m: string) => string }) {
  const t = useTranslate();
  const data = months.flatMap((m) => [
    { month: label(m.month), series: t('reports.fields.income'), value: m.incomeKopecks / 100 },
    { month: label(m.month), series: t('reports.fields.payable'), value: m.payableKopecks / 100 },
  ]);
  return (
    <div role="img" aria-label={t('reports.sections.chart')} data-testid="report-chart">
      <Column
        height={280}
        data={data}
        xField="month"
        yField="value"
        colorField="series"
        group
        axis={{ y: { title: '₽' } }}
      />
    </div>
  );
}
