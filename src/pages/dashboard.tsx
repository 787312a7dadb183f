/**
 * /dashboard (docs/rules.md R7.9, R9.6): the account's start page. A guest (tenant) sees what is due
 * next, debts and alerts of their leases and utility accounts (resources/rents/components/tenant-summary.tsx, through resources/rents/widgets.ts),
 * then their bookings (resources/bookings/list.tsx, `useTable`), drawn in turn; another role sees what it has in that role:
 * an owner or agent its rooms (GET app/v1/owner-rooms, the same list as /my-rooms: an owner's after
 * the management company verifies an application, an agent's from an owner's valid proxy), or what
 * to do while it has none; a manager works in the back office (docs/rules.md R3.5–R3.8, R12.9).
 * The policy table (src/domain/access.ts) decides which.
 */
import { use } from 'react';
import { Link } from 'react-router';
import { Card, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import { can } from '../domain/access';
import type { Identity } from '../../providers/auth-provider';
import { BookingsTable } from '../../resources/bookings/widgets';
import { TenantSummary } from '../../resources/rents/widgets';
import { loadAreas } from '../locales/areas';
import { LinkButton } from '../components/link-button';
import { Progressive } from '../components/progressive';
import { useEndpointList } from '../../providers/endpoints';
import { api } from '../contracts/api';

/** The strings of the leases (the tenant's summary) and the rooms (an owner's list), loaded with this page. */
const strings = loadAreas('rents', 'owner-rooms');

/** What a session without bookings sees in its role: no data, only the way forward. */
function RoleEmpty({ role, canSwitch }: { role: Exclude<Identity['role'], 'guest'>; canSwitch: boolean }) {
  const t = useTranslate();
  return (
    <Empty
      data-testid="dashboard-role-empty"
      description={
        <>
          <strong>{t(`dashboard.role.${role}.title`)}</strong>
          <br />
          {t(`dashboard.role.${role}.text`)}
        </>
      }
    >
      {canSwitch && <LinkButton to="/profile">{t('dashboard.role.changeRole')}</LinkButton>}
    </Empty>
  );
}

/** How many rooms the dashboard lists before "All rooms". */
const DASHBOARD_ROOMS = 5;

/**
 * An owner's or agent's rooms (the first {@link DASHBOARD_ROOMS} of /my-rooms, with their
 * management) and the way to all of them; {@link RoleEmpty} while the role has none.
 */
function LandlordRooms({ role, canSwitch }: { role: 'owner' | 'agent'; canSwitch: boolean }) {
  const t = useTranslate();
  const { result, query } = useEndpointList(api['owner-rooms'].list, {
    pagination: { pageSize: DASHBOARD_ROOMS },
  });
  if (query.isLoading) return <Skeleton active />;
  const rooms = result?.data ?? [];
  if (!rooms.length) return <RoleEmpty role={role} canSwitch={canSwitch} />;
  return (
    <Card
      size="small"
      data-testid="dashboard-rooms"
      title={<h3 style={{ fontSize: 18, margin: 0 }}>{t(`dashboard.rooms.${role}`)}</h3>}
      extra={<Link to="/my-rooms">{`${t('dashboard.rooms.all')} (${result?.total ?? rooms.length})`}</Link>}
      style={{ maxWidth: 720 }}
    >
      <List
        size="small"
        dataSource={rooms}
        renderItem={(r) => (
          <List.Item
            extra={
              <Tag color={r.management === 'mc' ? 'blue' : 'default'}>
                {t(`owner-rooms.management.${r.management}`)}
              </Tag>
            }
          >
            <Link to={`/my-rooms/${r.id}`}>{`${r.building} · ${r.number}`}</Link>
          </List.Item>
        )}
      />
    </Card>
  );
}

export default function DashboardPage() {
  use(strings);
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
      ) : (me.role === 'owner' || me.role === 'agent') && can(me.role, 'owner-rooms', 'list') ? (
        <LandlordRooms role={me.role} canSwitch={me.roles.includes('guest')} />
      ) : me.role !== 'guest' && !can(me.role, 'bookings', 'list') ? (
        <RoleEmpty role={me.role} canSwitch={me.roles.includes('guest')} />
      ) : (
        // The summary first, the bookings table in a transition after it (issue 41 item 2: two
        // shorter tasks instead of one, src/components/progressive.tsx).
        <Progressive>
          {me.role === 'guest' ? <TenantSummary /> : null}
          <BookingsTable
            empty={
              <Empty
                description={
                  <>
                    <strong>{t('dashboard.emptyTitle')}</strong>
                    <br />
                    {t('dashboard.emptyText')}
                  </>
                }
              >
                <LinkButton to="/objects" type="primary">
                  {t('dashboard.find')}
                </LinkButton>
              </Empty>
            }
          />
        </Progressive>
      )}
    </div>
  );
}
