/** A person (docs/rules.md R16.4, R16.6): contacts, roles, state, bookings, rooms owned, and the actions. */
import { Link } from 'react-router';
import { Card, Descriptions, Space } from 'antd';
import { Show } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { UserActions } from './components/user-actions';
import { UserRoles, UserState } from './components/user-state';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { formatPhone } from '../../src/domain/phone';
import { useEndpointShow } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';
import { InlineTable } from '../../src/components/inline-table';

export default function BackofficeUserShow() {
  const t = useTranslate();
  const f = (k: string) => t(`backoffice-users.fields.${k}`);
  const { query } = useEndpointShow(api['backoffice-users'].show);
  const u = query.data?.data;
  return (
    <Show
      isLoading={query.isLoading}
      canDelete={false}
      canEdit={false}
      title={u ? u.fullName || (u.phone && formatPhone(u.phone)) || `#${u.id}` : undefined}
    >
      {u && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <UserActions user={u} />
          <Descriptions bordered column={1} size="small">
            <Descriptions.Item label={f('phone')}>{u.phone ? formatPhone(u.phone) : '—'}</Descriptions.Item>
            <Descriptions.Item label={f('email')}>{u.email ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f('roles')}>
              <UserRoles row={u} />
            </Descriptions.Item>
            <Descriptions.Item label={f('state')}>
              <UserState row={u} />
            </Descriptions.Item>
            <Descriptions.Item label={f('createdAt')}>{formatServerTimestamp(u.createdAt)}</Descriptions.Item>
          </Descriptions>
          <Card size="small" title={f('bookings')}>
            <InlineTable
              rowKey="id"
              dataSource={u.bookings}
              columns={[
                { title: f('number'), render: (_, b) => <Link to={`/backoffice/bookings/${b.id}`}>{b.number}</Link> },
                { title: f('period'), render: (_, b) => `${b.checkIn} – ${b.checkOut}` },
                {
                  title: f('status'),
                  dataIndex: 'status',
                  render: (s: string) => t(`backoffice-bookings.status.${s}`),
                },
              ]}
            />
          </Card>
          <Card size="small" title={f('rooms')}>
            <InlineTable
              rowKey="id"
              dataSource={u.rooms}
              columns={[
                { title: f('number'), dataIndex: 'number' },
                { title: '', dataIndex: 'title' },
              ]}
            />
          </Card>
        </Space>
      )}
    </Show>
  );
}
