/**
 * The audit log (docs/rules.md R16.2): who changed which record when, and which fields changed
 * from what to what (components/audit-changes.tsx; the JSON on demand). Filters
 * (section, action, period, who) and the page live in the URL; CSV export of the filtered log.
 */
import { Link } from 'react-router';
import { Space, Table } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate, type CrudFilters } from '@refinedev/core';
import { type Dayjs } from 'dayjs';
import type { AuditRow } from '../../src/contracts/backoffice-audit';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../src/domain/audit';
import { useClientState } from '../../src/components/client-state';
import { FilterBar } from '../../src/components/backoffice/filter-bar';
import { RecordCards } from '../../src/components/backoffice/record-cards';
import { ExportCsvButton } from '../../src/components/backoffice/export-csv';
import { AuditChanges } from './components/audit-changes';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';

interface Search {
  q?: string;
  entity?: string;
  action?: string;
  period?: [Dayjs, Dayjs] | null;
}

/** A link to the changed record where the back office has a page for it. */
function RecordLink({ row }: { row: AuditRow }) {
  const bookingId =
    row.entity === 'bookings'
      ? row.entityId
      : row.entity === 'payments'
        ? (row.after?.bookingId as number | undefined)
        : undefined;
  const label = `#${row.entityId}`;
  if (bookingId) return <Link to={`/backoffice/bookings/${bookingId}`}>{label}</Link>;
  if (row.entity === 'objects') return <Link to={`/backoffice/objects/${row.entityId}/edit`}>{label}</Link>;
  if (row.entity === 'users') return <Link to={`/backoffice/users/${row.entityId}`}>{label}</Link>;
  if (row.entity === 'forms') return <Link to={`/backoffice/forms/${row.entityId}`}>{label}</Link>;
  if (row.entity === 'content') return <Link to={`/backoffice/content/${row.entityId}`}>{label}</Link>;
  if (row.entity === 'documents') return <Link to={`/backoffice/documents/${row.entityId}`}>{label}</Link>;
  return <>{label}</>;
}

export default function AuditListPage() {
  const t = useTranslate();
  const { platform } = useClientState();
  const { tableProps, searchFormProps, filters, sorters } = useEndpointTable(api['backoffice-audit'].list, {
    syncWithLocation: true,
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
    onSearch: (v: Search) => {
      const f: CrudFilters = [
        { field: 'q', operator: 'eq', value: v.q || undefined },
        { field: 'entity', operator: 'eq', value: v.entity || undefined },
        { field: 'action', operator: 'eq', value: v.action || undefined },
        { field: 'createdAt', operator: 'gte', value: v.period?.[0]?.format('YYYY-MM-DD') },
        { field: 'createdAt', operator: 'lte', value: v.period?.[1]?.format('YYYY-MM-DD') },
      ];
      return f;
    },
  });
  return (
    <List
      headerButtons={
        <ExportCsvButton<AuditRow>
          resource="backoffice-audit"
          filters={filters}
          sorters={sorters}
          mapData={(r) => ({ ...r, before: JSON.stringify(r.before), after: JSON.stringify(r.after) })}
        />
      }
    >
      <FilterBar
        searchFormProps={searchFormProps}
        filters={filters}
        fields={[
          { kind: 'search', name: 'q', label: t('backoffice-audit.fields.actorName'), live: true },
          {
            kind: 'select',
            name: 'entity',
            label: t('backoffice-audit.fields.entity'),
            width: 180,
            options: AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`backoffice-audit.entities.${e}`) })),
          },
          {
            kind: 'select',
            name: 'action',
            label: t('backoffice-audit.fields.action'),
            width: 240,
            options: AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`backoffice-audit.actions.${a}`) })),
          },
          {
            kind: 'period',
            name: 'period',
            label: t('backoffice-audit.fields.period'),
            from: { field: 'createdAt', operator: 'gte' },
            to: { field: 'createdAt', operator: 'lte' },
          },
        ]}
      />
      {platform === 'mobile' ? (
        <RecordCards<AuditRow>
          tableProps={tableProps}
          testId="audit-cards"
          title={(r) => `${formatServerTimestamp(r.createdAt)} · ${r.actorName}`}
        >
          {(r) => (
            <Space direction="vertical" size={4} style={{ width: '100%' }}>
              <span>
                {t(`backoffice-audit.entities.${r.entity}`)} <RecordLink row={r} /> —{' '}
                {t(`backoffice-audit.actions.${r.action}`)}
              </span>
              <AuditChanges row={r} />
            </Space>
          )}
        </RecordCards>
      ) : (
        <Table<AuditRow>
          {...tableProps}
          rowKey="id"
          columns={[
            {
              title: t('backoffice-audit.fields.createdAt'),
              dataIndex: 'id',
              sorter: true,
              width: 170,
              render: (_, r) => formatServerTimestamp(r.createdAt),
            },
            { title: t('backoffice-audit.fields.actorName'), dataIndex: 'actorName', width: 180 },
            {
              title: t('backoffice-audit.fields.entity'),
              dataIndex: 'entity',
              width: 130,
              render: (v: string) => t(`backoffice-audit.entities.${v}`),
            },
            {
              title: t('backoffice-audit.fields.entityId'),
              dataIndex: 'entityId',
              width: 90,
              render: (_, r) => <RecordLink row={r} />,
            },
            {
              title: t('backoffice-audit.fields.action'),
              dataIndex: 'action',
              width: 200,
              render: (v: string) => t(`backoffice-audit.actions.${v}`),
            },
            { title: t('backoffice-audit.fields.changes'), key: 'changes', render: (_, r) => <AuditChanges row={r} /> },
          ]}
        />
      )}
    </List>
  );
}
