/**
 * /rents (docs/rules.md R9.1, R12.4): the caller's leases on `<List>` + `useTable`
 * (GET app/v1/rents): room, tenant (for an owner), period, monthly rent, status, next charge and
 * debt. A table on desktop, cards under 768 px. An owner or agent gets the "Add a tenant" button
 * (the access-control provider decides from the policy table).
 */
import { Link } from 'react-router';
import { Card, List as AntList, Table, Typography } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { useClientState } from '../../src/components/client-state';
import type { RentRow } from '../../src/contracts/rents';
import { RentStatusTag } from './components/rent-status';
import { useRentFormat } from './components/use-rent-format';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';
import { LoadFailed } from '../../src/components/load-failed';
import { PageTitle } from '../../src/components/page-title';

function RentCards({ rows }: { rows: RentRow[] }) {
  const t = useTranslate();
  const f = useRentFormat();
  return (
    <AntList
      dataSource={rows}
      renderItem={(r) => (
        <Card
          size="small"
          style={{ marginBottom: 12 }}
          title={<Link to={`/rents/${r.id}`}>{r.objectTitle}</Link>}
          extra={<RentStatusTag status={r.status} />}
        >
          <div>{f.period(r.startDate, r.endDate)}</div>
          {!r.isTenant ? (
            <div>
              {t('rents.fields.tenant')}: {r.tenantName ?? r.tenantPhone}
            </div>
          ) : null}
          <div>
            {t('rents.fields.monthlyRent')}: {f.money(r.monthlyRentKopecks)}
          </div>
          {r.nextCharge ? (
            <div>
              {t('rents.fields.nextCharge')}: {f.money(r.nextCharge.amountKopecks)} · {f.date(r.nextCharge.dueDate)}
            </div>
          ) : null}
          {r.debtKopecks > 0 ? (
            <Typography.Text type="danger">
              {t('rents.fields.debt')}: {f.money(r.debtKopecks)}
            </Typography.Text>
          ) : null}
        </Card>
      )}
    />
  );
}

export default function RentsListPage() {
  const t = useTranslate();
  const f = useRentFormat();
  const { platform } = useClientState();
  const { tableProps, tableQuery } = useEndpointTable(api.rents.list, {
    syncWithLocation: true,
    pagination: { pageSize: 20 },
  });
  const rows = (tableProps.dataSource ?? []) as RentRow[];
  const landlord = rows.some((r) => !r.isTenant);
  return (
    <List resource="rents" breadcrumb={false} title={<PageTitle>{t('rents.titles.list')}</PageTitle>}>
      {tableQuery.isError ? <LoadFailed onRetry={() => tableQuery.refetch()} /> : null}
      {!tableQuery.isLoading && !rows.length && !tableQuery.isError ? <p>{t('rents.empty')}</p> : null}
      {platform === 'mobile' ? (
        <RentCards rows={rows} />
      ) : (
        <Table<RentRow>
          {...tableProps}
          rowKey="id"
          columns={[
            { title: t('rents.fields.object'), render: (_, r) => <Link to={`/rents/${r.id}`}>{r.objectTitle}</Link> },
            ...(landlord
              ? [
                  {
                    title: t('rents.fields.tenant'),
                    render: (_: unknown, r: RentRow) =>
                      r.isTenant ? '—' : `${r.tenantName ?? ''} ${r.tenantPhone}`.trim(),
                  },
                ]
              : []),
            { title: t('rents.fields.period'), render: (_, r) => f.period(r.startDate, r.endDate) },
            { title: t('rents.fields.monthlyRent'), align: 'right', render: (_, r) => f.money(r.monthlyRentKopecks) },
            { title: t('rents.fields.status'), render: (_, r) => <RentStatusTag status={r.status} /> },
            {
              title: t('rents.fields.nextCharge'),
              render: (_, r) =>
                r.nextCharge ? `${f.money(r.nextCharge.amountKopecks)} · ${f.date(r.nextCharge.dueDate)}` : '—',
            },
            {
              title: t('rents.fields.debt'),
              align: 'right',
              render: (_, r) =>
                r.debtKopecks > 0 ? <Typography.Text type="danger">{f.money(r.debtKopecks)}</Typography.Text> : '—',
            },
          ]}
        />
      )}
    </List>
  );
}
