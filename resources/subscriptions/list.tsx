/**
 * /subscriptions (docs/rules.md R12.8) on `<List>` + `useTable` (GET app/v1/subscriptions): room,
 * service, price per month, status, next payment or the date it ends, auto-charge. A table on
 * desktop, cards under 768 px (the back office's `RecordCards`).
 */
import { Link } from 'react-router';
import { Space, Table, Tag, Typography } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import type { SubscriptionRow } from '../../src/contracts/subscriptions';
import { useSubscriptionFormat } from './components/use-format';
import { useClientState } from '../../src/components/client-state';
import { RecordCards } from '../../src/components/backoffice/record-cards';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';
import { PageTitle } from '../../src/components/page-title';

export const STATUS_COLORS = {
  pending_payment: 'blue',
  active: 'green',
  past_due: 'orange',
  inactive: 'default',
} as const;

export default function SubscriptionsListPage() {
  const t = useTranslate();
  const f = useSubscriptionFormat();
  const { tableProps } = useEndpointTable(api.subscriptions.list, {
    syncWithLocation: true,
    pagination: { pageSize: 20 },
  });
  const rows = (tableProps.dataSource ?? []) as SubscriptionRow[];
  const { platform } = useClientState();
  const service = (r: SubscriptionRow) => (
    <Link to={`/subscriptions/${r.id}`}>{t(`subscriptions.service.${r.service}`)}</Link>
  );
  const status = (r: SubscriptionRow) => (
    <Tag color={STATUS_COLORS[r.status]}>{t(`subscriptions.status.${r.status}`)}</Tag>
  );
  const next = (r: SubscriptionRow) =>
    r.endsOn ? `${t('subscriptions.fields.endsOn')} ${f.date(r.endsOn)}` : f.date(r.nextPaymentOn);
  const autoCharge = (r: SubscriptionRow) =>
    r.autoCharge
      ? t('subscriptions.autoCharge.card', { card: r.cardLabel ?? t('subscriptions.autoCharge.savedCard') })
      : t('subscriptions.autoCharge.notSet');
  return (
    <List
      resource="subscriptions"
      breadcrumb={false}
      createButtonProps={{ children: t('subscriptions.actions.add') }}
      title={<PageTitle>{t('subscriptions.titles.list')}</PageTitle>}
    >
      {!tableProps.loading && !rows.length ? <p>{t('subscriptions.hints.empty')}</p> : null}
      {platform === 'mobile' ? (
        rows.length ? (
          <RecordCards<SubscriptionRow> tableProps={tableProps} testId="subscription-cards" title={service}>
            {(r) => (
              <Space direction="vertical" size={4}>
                <span>{r.room}</span>
                <span>{t('subscriptions.perMonth', { price: f.money(r.priceKopecks) })}</span>
                <span>
                  {status(r)} {t('subscriptions.fields.nextPayment')}: {next(r)}
                </span>
                <Typography.Text type="secondary">
                  {t('subscriptions.fields.autoCharge')}: {autoCharge(r)}
                </Typography.Text>
              </Space>
            )}
          </RecordCards>
        ) : null
      ) : (
        <Table<SubscriptionRow>
          {...tableProps}
          rowKey="id"
          scroll={{ x: true }}
          columns={[
            { title: t('subscriptions.fields.service'), render: (_, r) => service(r) },
            { title: t('subscriptions.fields.room'), dataIndex: 'room' },
            { title: t('subscriptions.fields.price'), align: 'right', render: (_, r) => f.money(r.priceKopecks) },
            { title: t('subscriptions.fields.status'), render: (_, r) => status(r) },
            { title: t('subscriptions.fields.nextPayment'), render: (_, r) => next(r) },
            { title: t('subscriptions.fields.autoCharge'), render: (_, r) => autoCharge(r) },
          ]}
        />
      )}
    </List>
  );
}
