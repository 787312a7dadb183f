/**
 * Back-office people (docs/rules.md R16.4): search by phone (any notation) or name, filter by role;
 * in the URL; CSV. A table on desktop, cards under 768 px.
 */
import { Link } from 'react-router';
import { Select, Space, Table, type TableColumnType } from 'antd';
import { FilterDropdown, getDefaultFilter, List } from '@refinedev/antd';
import { useTranslate, type CrudFilters } from '@refinedev/core';
import type { BackofficeUserRow } from '../../src/contracts/backoffice-users';
import { ROLES } from '../../src/domain/access';
import { useClientState } from '../../src/components/client-state';
import { FilterBar } from '../../src/components/backoffice/filter-bar';
import { RecordCards } from '../../src/components/backoffice/record-cards';
import { ExportCsvButton } from '../../src/components/backoffice/export-csv';
import { UserRoles, UserState } from './components/user-state';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { formatPhone } from '../../src/domain/phone';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';

export default function BackofficeUsersList() {
  const t = useTranslate();
  const { platform } = useClientState();
  const { tableProps, searchFormProps, filters, sorters } = useEndpointTable(api['backoffice-users'].list, {
    syncWithLocation: true,
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
    onSearch: (v) => [{ field: 'q', operator: 'eq', value: v.q || undefined }] as CrudFilters,
  });
  const value = (field: string) => getDefaultFilter(field, filters, 'eq') as string | undefined;
  const name = (r: BackofficeUserRow) => (
    <Link to={`/backoffice/users/${r.id}`}>{r.fullName || (r.phone && formatPhone(r.phone)) || `#${r.id}`}</Link>
  );
  return (
    <List
      headerButtons={
        <ExportCsvButton<BackofficeUserRow>
          resource="backoffice-users"
          filters={filters}
          sorters={sorters}
          mapData={(r) => ({
            id: r.id,
            phone: r.phone ?? '',
            name: r.fullName,
            roles: r.roles.join(' '),
            blocked: r.blocked,
            deleted: r.deleted,
            createdAt: r.createdAt,
          })}
        />
      }
    >
      <FilterBar
        searchFormProps={searchFormProps}
        filters={filters}
        fields={[{ kind: 'search', name: 'q', label: t('backoffice-common.search'), width: 260 }]}
      />
      {platform === 'mobile' ? (
        <RecordCards<BackofficeUserRow> tableProps={tableProps} testId="bo-user-cards" title={name}>
          {(r) => (
            <Space direction="vertical" size={2}>
              <span>{r.phone ? formatPhone(r.phone) : '—'}</span>
              <UserRoles row={r} />
              <UserState row={r} />
            </Space>
          )}
        </RecordCards>
      ) : (
        <Table<BackofficeUserRow>
          {...tableProps}
          rowKey="id"
          columns={[
            { title: t('backoffice-users.fields.fullName'), render: (_, r) => name(r) },
            {
              title: t('backoffice-users.fields.phone'),
              dataIndex: 'phone',
              render: (v: string | null) => (v ? formatPhone(v) : '—'),
            },
            {
              title: t('backoffice-users.fields.roles'),
              dataIndex: 'role',
              defaultFilteredValue: value('role') ? [value('role')!] : undefined,
              filterDropdown: ((props) => (
                <FilterDropdown {...props}>
                  <Select
                    style={{ width: 180 }}
                    options={ROLES.map((r) => ({ value: r, label: t(`backoffice-users.roles.${r}`) }))}
                  />
                </FilterDropdown>
              )) as TableColumnType<BackofficeUserRow>['filterDropdown'],
              render: (_, r) => <UserRoles row={r} />,
            },
            { title: t('backoffice-users.fields.state'), render: (_, r) => <UserState row={r} /> },
            {
              title: t('backoffice-users.fields.createdAt'),
              dataIndex: 'createdAt',
              render: (v: string) => formatServerTimestamp(v),
            },
          ]}
        />
      )}
    </List>
  );
}
