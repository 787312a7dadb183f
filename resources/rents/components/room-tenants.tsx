/**
 * The tenants of an owner's self-administered room (docs/rules.md R12.4), for the room page of
 * /my-rooms: the room's leases (GET app/v1/rents, the caller's scope) with their status and
 * period, and "Add a tenant" (/my-rooms/{id}/add-tenant) when the caller may (`canAdd`: the owner,
 * or an agent whose proxy allows `tenants`, docs/rules.md R3.7). Extending, ending and
 * check-in happen on the lease's page, the same for the owner and the tenant (R9).
 */
import { Link } from 'react-router';
import { List } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { RentStatusTag } from './rent-status';
import { useRentFormat } from './use-rent-format';
import { LinkButton } from '../../../src/components/link-button';
import { useEndpointList } from '../../../providers/endpoints';
import { api } from '../../../src/contracts/api';

export function RoomTenants({ objectId, canAdd }: { objectId: number; canAdd: boolean }) {
  const t = useTranslate();
  const f = useRentFormat();
  const { result, query } = useEndpointList(api.rents.list, {
    pagination: { pageSize: 100 },
    errorNotification: false,
  });
  const rows = (result?.data ?? []).filter((r) => r.objectId === objectId);
  return (
    <div data-testid="room-tenants">
      <List
        size="small"
        loading={query.isLoading}
        dataSource={rows}
        locale={{ emptyText: t('rents.empty') }}
        renderItem={(r) => (
          <List.Item>
            <Link to={`/rents/${r.id}`}>{`${r.tenantName ?? ''} ${r.tenantPhone}`.trim()}</Link>
            <span>
              {f.period(r.startDate, r.endedEarlyOn ?? r.endDate)} <RentStatusTag status={r.status} />
            </span>
          </List.Item>
        )}
      />
      {canAdd ? (
        <LinkButton to={`/my-rooms/${objectId}/add-tenant`} icon={<PlusOutlined />} style={{ marginTop: 8 }}>
          {t('rents.actions.create')}
        </LinkButton>
      ) : null}
    </div>
  );
}
