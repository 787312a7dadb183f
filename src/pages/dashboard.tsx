/**
 * /dashboard (docs/rules.md R7.9, R9.6): the account's start page. A guest (tenant) sees what is due
 * next, debts and alerts of their leases and utility accounts (resources/rents/components/tenant-summary.tsx),
 * then their bookings (resources/bookings/list.tsx, `useTable`); another role sees what it has in that role:
 * an owner's rooms come only after the management company verifies an application, an agent's
 * only from an owner's valid proxy, a manager works in the back office (docs/rules.md
 * R3.5–R3.8).
 * The policy table (src/domain/access.ts) decides which.
 */
import { Link } from 'react-router';
import { Button, Empty, Skeleton, Typography } from 'antd';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import { can } from '../domain/access';
import type { Identity } from '../../providers/auth-provider';
import { BookingsTable } from '../../resources/bookings/list';
import { TenantSummary } from '../../resources/rents/components/tenant-summary';

/** What a session without bookings sees in its role: no data, only the way forward. */
function RoleEmpty({ role, canSwitch }: { role: Exclude<Identity['role'], 'guest'>; canSwitch: boolean }) {
  const t = useTranslate();
  return (
    <Empty data-testid="dashboard-role-empty" description={<><strong>{t(`dashboard.role.${role}.title`)}</strong><br />{t(`dashboard.role.${role}.text`)}</>}>
      {canSwitch && (
        <Link to="/profile">
          <Button>{t('dashboard.role.changeRole')}</Button>
        </Link>
      )}
    </Empty>
  );
}

export default function DashboardPage() {
  const t = useTranslate();
  const { data: me, isLoading } = useGetIdentity<Identity>();
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {me?.name ? t('dashboard.hello', { name: me.name }) : t('dashboard.helloAnon')}
      </Typography.Title>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t('pages.dashboard')}
      </Typography.Title>
      {isLoading || !me ? (
        <Skeleton active />
      ) : me.role !== 'guest' && !can(me.role, 'bookings', 'list') ? (
        <RoleEmpty role={me.role} canSwitch={me.roles.includes('guest')} />
      ) : (
        <>
          {me.role === 'guest' ? <TenantSummary /> : null}
          <BookingsTable
            empty={
              <Empty description={<><strong>{t('dashboard.emptyTitle')}</strong><br />{t('dashboard.emptyText')}</>}>
                <Link to="/objects">
                  <Button type="primary">{t('dashboard.find')}</Button>
                </Link>
              </Empty>
            }
          />
        </>
      )}
    </div>
  );
}
