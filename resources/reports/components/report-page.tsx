/**
 * The frame of an owner's report page (docs/rules.md R13.1): the title, the period bar with the
 * export, then the report of the URL's period — loading, the load error, "not built" for a period
 * without data — and `children` with the built report.
 */
import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { List } from '@refinedev/antd';
import { LoadFailed } from '../../../src/components/load-failed';
import { PeriodBar } from './period-bar';
import { NotBuilt } from './not-built';
import { useReport, useReportPeriod } from './use-report';
import { PageTitle } from '../../../src/components/page-title';

/** The report of a period, as GET app/v1/reports answers it. */
export type Report = NonNullable<ReturnType<typeof useReport>['data']>['data'];

/**
 * A report page.
 *
 * @param title - the translated title.
 * @param children - the page's body, given the built report of the period.
 */
export function ReportPage({ title, children }: { title: string; children: (report: Report) => ReactNode }) {
  const { from, to } = useReportPeriod();
  const query = useReport(from, to);
  const r = query.data?.data;
  return (
    <List resource="reports" breadcrumb={false} title={<PageTitle>{title}</PageTitle>}>
      <PeriodBar exportable={!!r?.built} />
      {query.isError ? (
        <LoadFailed onRetry={() => query.refetch()} />
      ) : !r ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !r.built ? (
        <NotBuilt report={r} />
      ) : (
        children(r)
      )}
    </List>
  );
}
