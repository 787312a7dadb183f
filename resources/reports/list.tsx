/**
 * /reports (docs/rules.md R13.5): the owner's published monthly statements (GET
 * app/v1/reports/statements) — month, income, expenses, amount payable, state; a month opens its
 * period totals. A table on desktop, cards on phones.
 */
import { Link } from 'react-router';
import { Card, List as AntList, Table, Tag } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { useClientState } from '../../src/components/client-state';
import type { StatementRow } from '../../src/contracts/reports';
import { PeriodBar } from './components/period-bar';
import { useReportFormat } from './components/use-report';
import { LoadFailed } from '../../src/components/load-failed';
import { useEndpointList } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';
import { PageTitle } from '../../src/components/page-title';

const statusColor = { draft: 'default', published: 'blue', paid: 'green' } as const;

export default function ReportsListPage() {
  const t = useTranslate();
  const f = useReportFormat();
  const { platform } = useClientState();
  const { result, query } = useEndpointList(api.reports.statements, { pagination: { pageSize: 100 } });
  const rows = result?.data ?? [];
  const open = (r: StatementRow) => `/reports/control-total?from=${r.month}&to=${r.month}`;
  return (
    <List resource="reports" breadcrumb={false} title={<PageTitle>{t('reports.titles.list')}</PageTitle>}>
      <PeriodBar exportable={false} />
      {query.isError ? <LoadFailed onRetry={() => query.refetch()} /> : null}
      {!query.isLoading && !rows.length && !query.isError ? <p>{t('reports.noStatements')}</p> : null}
      {platform === 'mobile' ? (
        <AntList
          dataSource={rows}
          loading={query.isLoading}
          renderItem={(r) => (
            <Card
              size="small"
              style={{ marginBottom: 12 }}
              title={<Link to={open(r)}>{f.month(r.month)}</Link>}
              extra={<Tag color={statusColor[r.status]}>{t(`reports.status.${r.status}`)}</Tag>}
            >
              <div>
                {t('reports.fields.income')}: {f.money(r.incomeKopecks)}
              </div>
              <div>
                {t('reports.fields.expenses')}: {f.money(r.expensesKopecks)}
              </div>
              <strong>
                {t('reports.fields.payable')}: {f.money(r.payableKopecks)}
              </strong>
            </Card>
          )}
        />
      ) : (
        <Table<StatementRow>
          rowKey="id"
          loading={query.isLoading}
          dataSource={rows}
          pagination={false}
          columns={[
            { title: t('reports.fields.month'), render: (_, r) => <Link to={open(r)}>{f.month(r.month)}</Link> },
            { title: t('reports.fields.income'), align: 'right', render: (_, r) => f.money(r.incomeKopecks) },
            { title: t('reports.fields.expenses'), align: 'right', render: (_, r) => f.money(r.expensesKopecks) },
            {
              title: t('reports.fields.payable'),
              align: 'right',
              render: (_, r) => <strong>{f.money(r.payableKopecks)}</strong>,
            },
            {
              title: t('reports.fields.status'),
              render: (_, r) => <Tag color={statusColor[r.status]}>{t(`reports.status.${r.status}`)}</Tag>,
            },
          ]}
        />
      )}
    </List>
  );
}
