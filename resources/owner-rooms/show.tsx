/**
 * /my-rooms/{id} (docs/rules.md R12.2–R12.8, R3.7): one room on `<Show>` + `useShow`
 * (GET app/v1/owner-rooms/{id}): facts and agreements; links to the room's forms the caller may use
 * — add an agent (the owner), add a tenant (a self-administered room, act `tenants`), hand it over
 * to the MC (`control`) or give the termination notice, connect a subscription (`pay`) — as the
 * room's `acts` allow; a self-administered room's tenants (resources/rents, docs/rules.md R12.4),
 * the owner's own stays (blocked and freed by the owner only), and the room's applications.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Card, Skeleton, Space, Typography } from 'antd';
import { ApiOutlined, SyncOutlined, UserAddOutlined } from '@ant-design/icons';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import type { Identity } from '../../providers/auth-provider';
import type { OwnerRoomDetail } from '../../src/contracts/owner-rooms';
import { ApplicationsTable } from './components/applications-table';
import { OwnStays } from './components/own-stays';
import { RoomSummary } from './components/room-summary';
import { RoomTenants } from '../rents/widgets';
import { LinkButton } from '../../src/components/link-button';
import { useEndpointShow } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';
import { ShowFailed } from '../../src/components/show-failed';
import { RecordShow } from '../../src/components/record-show';
import { ConversationButton } from '../../src/components/conversation-button';

const section = (title: string) => <h2 style={{ fontSize: 18, margin: 0 }}>{title}</h2>;

export default function OwnerRoomShowPage() {
  const { id } = useParams();
  const t = useTranslate();
  const { data: me } = useGetIdentity<Identity>();
  const { query, result: r } = useEndpointShow(api['owner-rooms'].show, {
    id,
    errorNotification: false,
  });
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.isError || !r) {
    return (
      <ShowFailed
        query={query}
        notFound={t('owner-rooms.errors.notFound')}
        back={{ to: '/my-rooms', label: t('owner-rooms.titles.list') }}
      />
    );
  }
  const pending = (kind: string) => r.openApplications.some((a) => a.kind === kind);
  const may = (act: OwnerRoomDetail['acts'][number]) => r.acts.includes(act);
  const isOwner = me?.role === 'owner';
  const terminating = r.applications.find((a) => a.kind === 'terminate' && a.status !== 'rejected');
  const go = (to: string, label: string, icon?: ReactNode, danger = false) => (
    <LinkButton
      to={`/my-rooms/${r.id}/${to}`}
      icon={icon}
      danger={danger}
      type={to === 'connect-to-control' ? 'primary' : 'default'}
    >
      {label}
    </LinkButton>
  );
  const control = !may('control') ? null : r.management === 'self' ? (
    pending('connect') ? (
      <Typography.Text>{t('owner-rooms.hints.connectPending')}</Typography.Text>
    ) : (
      go('connect-to-control', t('owner-rooms.actions.connect'), <ApiOutlined />)
    )
  ) : terminating ? (
    <Typography.Text data-testid="termination-pending">
      {t('owner-rooms.hints.pendingTermination', {
        date: String(terminating.payload.desiredDate ?? '')
          .split('-')
          .reverse()
          .join('.'),
      })}
    </Typography.Text>
  ) : (
    go('control-termination', t('owner-rooms.actions.terminate'), undefined, true)
  );
  const actions = [
    control,
    isOwner ? go('add-agent', t('owner-rooms.actions.addAgent'), <UserAddOutlined />) : null,
    may('pay') ? go('add-subscription', t('owner-rooms.actions.addSubscription'), <SyncOutlined />) : null,
  ].filter(Boolean);
  return (
    <RecordShow
      resource="owner-rooms"
      id={r.id}
      back={{ to: '/my-rooms', label: t('owner-rooms.titles.list') }}
      title={`${r.building} · ${r.number}`}
    >
      <RoomSummary room={r} />
      <ConversationButton kind="owner_room" subjectId={r.id} />
      <Space wrap style={{ marginBottom: 16 }} data-testid="room-actions">
        {actions.length ? (
          actions
        ) : (
          <Typography.Text type="secondary">{t('owner-rooms.hints.actsNone')}</Typography.Text>
        )}
      </Space>
      {r.management === 'self' ? (
        <Card size="small" title={section(t('rents.fields.tenant'))} style={{ marginBottom: 16 }}>
          <RoomTenants objectId={r.id} canAdd={may('tenants')} />
        </Card>
      ) : null}
      <Card size="small" title={section(t('owner-rooms.sections.stays'))} style={{ marginBottom: 16 }}>
        <OwnStays room={r} editable={isOwner} />
      </Card>
      <Card size="small" title={section(t('owner-rooms.sections.applications'))}>
        <ApplicationsTable rows={r.applications} />
      </Card>
    </RecordShow>
  );
}
