/**
 * /my-rooms (docs/rules.md R12.1, R12.5, R12.9): the owner's rooms on `<List>` + `useTable`
 * (GET app/v1/owner-rooms) — building, floor, number, area, management, booking state, agreement
 * numbers or "not concluded", tenant, agents, open applications — a table on desktop, cards under
 * 768 px; below, the owner's applications (GET app/v1/applications) with their state and reason.
 */
import { Link } from 'react-router';
import { Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { List, useTable } from '@refinedev/antd';
import { useList, useTranslate } from '@refinedev/core';
import { useClientState } from '../../src/components/client-state';
import type { OwnerRoomRow } from '../../src/contracts/owner-rooms';
import type { ApplicationRow } from '../../src/contracts/applications';
import { RecordCards } from '../backoffice/components/record-cards';
import { ApplicationsTable } from './components/applications-table';

export default function OwnerRoomsListPage() {
  const t = useTranslate();
  const { platform } = useClientState();
  const { tableProps } = useTable<OwnerRoomRow>({ resource: 'owner-rooms', syncWithLocation: true, pagination: { pageSize: 20 } });
  const apps = useList<ApplicationRow>({ resource: 'applications', pagination: { pageSize: 50 } });
  const agreement = (no: string | null) => no ?? <span className="muted-inline">{t('owner-rooms.notConcluded')}</span>;
  const link = (r: OwnerRoomRow) => <Link to={`/my-rooms/${r.id}`}>{`${r.building} · ${r.number}`}</Link>;
  const mode = (r: OwnerRoomRow) => <Tag color={r.management === 'mc' ? 'blue' : 'default'}>{t(`owner-rooms.management.${r.management}`)}</Tag>;
  const state = (r: OwnerRoomRow) => t(`owner-rooms.state.${r.booked ? 'booked' : 'free'}`);
  const open = (r: OwnerRoomRow) => (r.openApplications.length ? r.openApplications.map((a) => <Tag key={a.id} color="gold">{t(`applications.kinds.${a.kind}`)}</Tag>) : '—');
  return (
    <List
      resource="owner-rooms"
      breadcrumb={false}
      title={<Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>{t('owner-rooms.titles.list')}</Typography.Title>}
      createButtonProps={{ children: t('owner-rooms.actions.create') }}
    >
      {platform === 'mobile' ? (
        <RecordCards<OwnerRoomRow> tableProps={tableProps} testId="owner-room-cards" title={link}>
          {(r) => (
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('owner-rooms.fields.floor')}>{r.floor}</Descriptions.Item>
              <Descriptions.Item label={t('owner-rooms.fields.area')}>{r.area}</Descriptions.Item>
              <Descriptions.Item label={t('owner-rooms.fields.management')}>{mode(r)}</Descriptions.Item>
              <Descriptions.Item label={t('owner-rooms.fields.state')}>{state(r)}</Descriptions.Item>
              <Descriptions.Item label={t('owner-rooms.fields.mcAgreementNo')}>{agreement(r.mcAgreementNo)}</Descriptions.Item>
              <Descriptions.Item label={t('owner-rooms.fields.serviceAgreementNo')}>{agreement(r.serviceAgreementNo)}</Descriptions.Item>
              <Descriptions.Item label={t('owner-rooms.fields.openApplications')}>{open(r)}</Descriptions.Item>
            </Descriptions>
          )}
        </RecordCards>
      ) : (
        <Table<OwnerRoomRow>
          {...tableProps}
          rowKey="id"
          scroll={{ x: true }}
          locale={{ emptyText: t('owner-rooms.empty') }}
          columns={[
            { title: t('owner-rooms.fields.building'), render: (_, r) => link(r) },
            { title: t('owner-rooms.fields.floor'), dataIndex: 'floor' },
            { title: t('owner-rooms.fields.number'), dataIndex: 'number' },
            { title: t('owner-rooms.fields.area'), dataIndex: 'area', align: 'right' },
            { title: t('owner-rooms.fields.management'), render: (_, r) => mode(r) },
            { title: t('owner-rooms.fields.state'), render: (_, r) => state(r) },
            { title: t('owner-rooms.fields.mcAgreementNo'), render: (_, r) => agreement(r.mcAgreementNo) },
            { title: t('owner-rooms.fields.serviceAgreementNo'), render: (_, r) => agreement(r.serviceAgreementNo) },
            // Filled by the leases and agents resources (R12.3, R12.4).
            { title: t('owner-rooms.fields.tenant'), render: (_, r) => r.tenant ?? '—' },
            { title: t('owner-rooms.fields.agents'), render: (_, r) => (r.agents.length ? r.agents.join(', ') : '—') },
            { title: t('owner-rooms.fields.openApplications'), render: (_, r) => <Space wrap>{open(r)}</Space> },
          ]}
        />
      )}
      <Card size="small" title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('owner-rooms.sections.myApplications')}</h2>} style={{ marginTop: 24 }}>
        <ApplicationsTable rows={apps.result?.data ?? []} loading={apps.query.isLoading} />
      </Card>
    </List>
  );
}
