/**
 * /bills (docs/rules.md R10.1): the tenant's utility accounts on `<List>` + `useTable`
 * (GET app/v1/bills): number, room, category, provider, debt, last and next payment, the reading
 * window. A table on desktop, cards under 768 px; a link to the providers' details.
 */
import { Link } from 'react-router';
import { Table } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { useClientState } from '../../src/components/client-state';
import type { BillRow } from '../../src/contracts/utility-accounts';
import { api } from '../../src/contracts/api';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { BillCards } from './components/account-cards';
import { DebtTag } from './components/account-status';
import { useBillFormat } from './components/use-account-format';
import { LinkButton } from '../../src/components/link-button';
import { LoadFailed } from '../../src/components/load-failed';
import { PageTitle } from '../../src/components/page-title';

export default function BillsListPage() {
  const t = useTranslate();
  const f = useBillFormat();
  const { platform } = useClientState();
  const { tableProps, tableQuery } = useEndpointTable(api['utility-accounts'].list, {
    syncWithLocation: true,
    pagination: { pageSize: 20 },
  });
  const rows = (tableProps.dataSource ?? []) as BillRow[];
  return (
    <List
      resource="bills"
      breadcrumb={false}
      title={<PageTitle>{t('bills.titles.list')}</PageTitle>}
      headerButtons={<LinkButton to="/bills/requisites">{t('bills.actions.requisites')}</LinkButton>}
    >
      {tableQuery.isError ? <LoadFailed onRetry={() => tableQuery.refetch()} /> : null}
      {!tableQuery.isLoading && !rows.length && !tableQuery.isError ? <p>{t('bills.empty')}</p> : null}
      {platform === 'mobile' ? (
        <BillCards rows={rows} />
      ) : (
        <Table<BillRow>
          {...tableProps}
          rowKey="id"
          columns={[
            {
              title: t('bills.fields.number'),
              dataIndex: 'number',
              render: (_, r) => <Link to={`/bills/${r.id}`}>{r.number}</Link>,
            },
            { title: t('bills.fields.category'), render: (_, r) => t(`bills.category.${r.category}`) },
            { title: t('bills.fields.room'), dataIndex: 'objectTitle' },
            { title: t('bills.fields.provider'), dataIndex: 'providerName' },
            {
              title: t('bills.fields.debt'),
              align: 'right',
              render: (_, r) => <DebtTag kopecks={r.debtKopecks} creditKopecks={r.creditKopecks} />,
            },
            {
              title: t('bills.fields.lastPayment'),
              render: (_, r) =>
                r.lastPaymentKopecks !== null ? `${f.date(r.lastPaymentDate)} · ${f.money(r.lastPaymentKopecks)}` : '—',
            },
            { title: t('bills.fields.nextPayment'), render: (_, r) => f.date(r.nextPaymentDate) },
            {
              title: t('bills.sections.readings'),
              render: (_, r) =>
                r.window.open
                  ? t('bills.window.open', { to: f.date(r.window.to) })
                  : t('bills.window.closed', { from: f.date(r.window.from), to: f.date(r.window.to) }),
            },
          ]}
        />
      )}
    </List>
  );
}
