/**
 * /subscriptions (docs/rules.md R12.8) on `<List>` + `useTable` (GET app/v1/subscriptions): room,
 * service, price per month, status, next payment or the date it ends.
 */
import { Link } from 'react-router';
import { Table, Tag, Typography } from 'antd';
import { List, useTable } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import type { SubscriptionRow } from '../../src/contracts/subscriptions';
import { useSubscriptionFormat } from './components/use-format';

export const STATUS_COLORS = { pending_payment: 'blue', active: 'green', past_due: 'orange', inactive: 'default' } as const;

export default function SubscriptionsListPage() {
  const t = useTranslate();
  const f = useSubscriptionFormat();
  const { tableProps } = useTable<SubscriptionRow>({ resource: 'subscriptions', syncWithLocation: true, pagination: { pageSize: 20 } });
  const rows = (tableProps.dataSource ?? []) as SubscriptionRow[];
  return (
    <List
      resource="subscriptions"
      breadcrumb={false}
      createButtonProps={{ children: t('subscriptions.actions.add') }}
      title={<Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>{t('subscriptions.titles.list')}</Typography.Title>}
    >
      {!tableProps.loading && !rows.length ? <p>{t('subscriptions.hints.empty')}</p> : null}
      <Table<SubscriptionRow>
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        columns={[
          { title: t('subscriptions.fields.service'), render: (_, r) => <Link to={`/subscriptions/${r.id}`}>{t(`subscriptions.service.${r.service}`)}</Link> },
          { title: t('subscriptions.fields.room'), dataIndex: 'room' },
          { title: t('subscriptions.fields.price'), align: 'right', render: (_, r) => f.money(r.priceKopecks) },
          { title: t('subscriptions.fields.status'), render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`subscriptions.status.${r.status}`)}</Tag> },
          { title: t('subscriptions.fields.nextPayment'), render: (_, r) => (r.endsOn ? `${t('subscriptions.fields.endsOn')} ${f.date(r.endsOn)}` : f.date(r.nextPaymentOn)) },
        ]}
      />
    </List>
  );
}
