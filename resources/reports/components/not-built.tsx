/**
 * The empty report (docs/rules.md R13.4): "Report has not been built; try changing the
 * parameters", and a button to the last period that has data when there is one.
 */
import { Button, Result } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { ReportData } from '../../../src/contracts/reports';
import { useReportFormat, useReportPeriod } from './use-report';

export function NotBuilt({ report }: { report: ReportData }) {
  const t = useTranslate();
  const f = useReportFormat();
  const { setPeriod } = useReportPeriod();
  const last = report.lastWithData;
  return (
    <Result
      status="info"
      title={t('reports.notBuilt')}
      extra={
        last ? (
          <Button type="primary" onClick={() => setPeriod(last.from, last.to)}>
            {t('reports.lastPeriod', { from: f.month(last.from), to: f.month(last.to) })}
          </Button>
        ) : null
      }
    />
  );
}
