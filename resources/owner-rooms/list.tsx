/**
 * /my-rooms (docs/rules.md R12.1, R12.5, R12.9): the owner's rooms on `<List>` + `useTable`
 * (GET app/v1/owner-rooms) — building, floor, number, area, management, booking state, agreement
 * numbers or "not concluded", tenant, agents, open applications — a table on desktop, cards under
 * 768 px; below, the owner's applications (GET app/v1/applications) with their state and reason.
 * An agent sees its proxied rooms without the agents column (the owner's business) and without
 * "Add a room". On a desktop of 1366 px the table fits: one agreements column, headers kept on one
 * line, cells wrapping; a narrower window scrolls it sideways rather than cut a column. A role that cannot list rooms (a guest) gets no request at all, only what the
 * roles are and how to become an owner (docs/rules.md R3.6, R3.7, R12.9).
 */
import { Link } from 'react-router';
import { Card, Descriptions, Empty, Skeleton, Space, Table, Tag } from 'antd';
import { List } from '@refinedev/antd';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import type { Identity } from '../../providers/auth-provider';
import { can } from '../../src/domain/access';
import { useClientState } from '../../src/components/client-state';
import type { OwnerRoomRow } from '../../src/contracts/owner-rooms';
import { RecordCards } from '../../src/components/backoffice/record-cards';
import { ApplicationsTable } from './components/applications-table';
import { useNumberFormat } from '../../src/components/use-number-format';
import { LinkButton } from '../../src/components/link-button';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';
import { useEndpointList } from '../../providers/endpoints';
import { PageTitle } from '../../src/components/page-title';

/** What a role without owners' rooms sees instead of them (docs/rules.md R3.6, R3.7): who sees rooms here, and how. */
function RoleHint({ me }: { me: Identity }) {
  const t = useTranslate();
  return (
    <Empty
      data-testid="owner-rooms-role-hint"
      description={
        <>
          <strong>{t('owner-rooms.roleHint.title')}</strong>
          <br />
          {t('owner-rooms.roleHint.text')}
        </>
      }
    >
      {me.roles.some((r) => can(r, 'owner-rooms', 'list')) ? (
        <LinkButton to="/profile">{t('owner-rooms.roleHint.switch')}</LinkButton>
      ) : null}
    </Empty>
  );
}

export default function OwnerRoomsListPage() {
  const { data: me, isLoading } = useGetIdentity<Identity>();
  if (isLoading || !me) return <Skeleton active />;
  if (!can(me.role, 'owner-rooms', 'list')) return <RoleHint me={me} />;
  return <OwnerRoomsList role={me.role} />;
}

function OwnerRoomsList({ role }: { role: Identity['role'] }) {
  const t = useTranslate();
  const n = useNumberFormat();
  const { platform } = useClientState();
  const { tableProps } = useEndpointTable(api['owner-rooms'].list, {
    syncWithLocation: true,
    pagination: { pageSize: 20 },
  });
  const isOwner = role === 'owner';
  const apps = useEndpointList(api.applications.list, {
    pagination: { pageSize: 50 },
    queryOptions: { enabled: can(role, 'applications', 'list') },
  });
  const agreement = (no: string | null) => no ?? <span className="muted-inline">{t('owner-rooms.notConcluded')}</span>;
  const link = (r: OwnerRoomRow) => <Link to={`/my-rooms/${r.id}`}>{`${r.building} · ${r.number}`}</Link>;
  // Both agreements are concluded together (docs/rules.md R12.5): two numbers, or "not concluded" once.
  const agreements = (r: OwnerRoomRow) =>
    r.mcAgreementNo || r.serviceAgreementNo ? (
      <>
        <div>{agreement(r.mcAgreementNo)}</div>
        <div>{agreement(r.serviceAgreementNo)}</div>
      </>
    ) : (
      <span className="muted-inline">{t('owner-rooms.notConcludedBoth')}</span>
    );
  const head = (key: string) => <span style={{ whiteSpace: 'nowrap' }}>{t(key)}</span>;
  const mode = (r: OwnerRoomRow) => (
    <Tag color={r.management === 'mc' ? 'blue' : 'default'} style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
      {t(`owner-rooms.management.${r.management}`)}
    </Tag>
  );
  const state = (r: OwnerRoomRow) => t(`owner-rooms.state.${r.booked ? 'booked' : 'free'}`);
  const open = (r: OwnerRoomRow) =>
    r.openApplications.length
      ? r.openApplications.map((a) => (
          <Tag key={a.id} color="gold">
            {t(`applications.kinds.${a.kind}`)}
          </Tag>
        ))
      : '—';
  return (
    <List
      resource="owner-rooms"
      breadcrumb={false}
      title={<PageTitle>{t('owner-rooms.titles.list')}</PageTitle>}
      canCreate={can(role, 'owner-rooms', 'create')}
      createButtonProps={{ children: t('owner-rooms.actions.create') }}
    >
      {platform === 'mobile' ? (
        <RecordCards<OwnerRoomRow> tableProps={tableProps} testId="owner-room-cards" title={link}>
          {(r) => (
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('owner-rooms.fields.floor')}>{r.floor}</Descriptions.Item>
              <Descriptions.Item label={t('owner-rooms.fields.area')}>{n.number(r.area)}</Descriptions.Item>
              <Descriptions.Item label={t('owner-rooms.fields.management')}>{mode(r)}</Descriptions.Item>
              <Descriptions.Item label={t('owner-rooms.fields.state')}>{state(r)}</Descriptions.Item>
              <Descriptions.Item label={t('owner-rooms.fields.mcAgreementNo')}>
                {agreement(r.mcAgreementNo)}
              </Descriptions.Item>
              <Descriptions.Item label={t('owner-rooms.fields.serviceAgreementNo')}>
                {agreement(r.serviceAgreementNo)}
              </Descriptions.Item>
              <Descriptions.Item label={t('owner-rooms.fields.tenant')}>{r.tenant ?? '—'}</Descriptions.Item>
              {isOwner ? (
                <Descriptions.Item label={t('owner-rooms.fields.agents')}>
                  {r.agents.length ? r.agents.join(', ') : '—'}
                </Descriptions.Item>
              ) : null}
              <Descriptions.Item label={t('owner-rooms.fields.openApplications')}>{open(r)}</Descriptions.Item>
            </Descriptions>
          )}
        </RecordCards>
      ) : (
        <Table<OwnerRoomRow>
          {...tableProps}
          rowKey="id"
          size="middle"
          // Cells wrap to fit the page; below this width (a narrow window) the table scrolls sideways.
          scroll={{ x: 960 }}
          locale={{ emptyText: t('owner-rooms.empty') }}
          columns={[
            { title: head('owner-rooms.fields.building'), dataIndex: 'building' },
            { title: head('owner-rooms.fields.floor'), dataIndex: 'floor', align: 'right' },
            {
              title: head('owner-rooms.fields.number'),
              render: (_, r) => <Link to={`/my-rooms/${r.id}`}>{r.number}</Link>,
            },
            {
              title: head('owner-rooms.fields.area'),
              dataIndex: 'area',
              align: 'right',
              render: (v: number) => n.number(v),
            },
            { title: head('owner-rooms.fields.management'), render: (_, r) => mode(r) },
            { title: head('owner-rooms.fields.state'), render: (_, r) => state(r) },
            { title: head('owner-rooms.sections.agreements'), render: (_, r) => agreements(r) },
            { title: head('owner-rooms.fields.tenant'), render: (_, r) => r.tenant ?? '—' },
            ...(isOwner
              ? [
                  {
                    title: head('owner-rooms.fields.agents'),
                    render: (_: unknown, r: OwnerRoomRow) => (r.agents.length ? r.agents.join(', ') : '—'),
                  },
                ]
              : []),
            { title: head('owner-rooms.fields.openApplications'), render: (_, r) => <Space wrap>{open(r)}</Space> },
          ]}
        />
      )}
      <Card
        size="small"
        title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('owner-rooms.sections.myApplications')}</h2>}
        style={{ marginTop: 24 }}
      >
        <ApplicationsTable rows={apps.result?.data ?? []} loading={apps.query.isLoading} />
      </Card>
    </List>
  );
}
