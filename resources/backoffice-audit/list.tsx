/**
 * The audit log (docs/rules.md R16.2): who changed which record when, and which fields changed
 * from what to what (components/audit-changes.tsx; the JSON on demand). Filters
 * (section, action, period, who) and the page live in the URL; CSV export of the filtered log.
 */
import { Link } from 'react-router';
import { DatePicker, Form, Input, Select, Space, Table } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate, type CrudFilters } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';
import type { AuditRow } from '../../src/contracts/backoffice-audit';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../src/domain/audit';
import { useClientState } from '../../src/components/client-state';
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
  const value = (field: string, op = 'eq') =>
    filters.find((f) => 'field' in f && f.field === field && f.operator === op)?.value as string | undefined;
  const from = value('createdAt', 'gte');
  const to = value('createdAt', 'lte');
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
      <Form
        {...searchFormProps}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        initialValues={{
          q: value('q'),
          entity: value('entity'),
          action: value('action'),
          period: from && to ? [dayjs(from), dayjs(to)] : null,
        }}
        onValuesChange={() => searchFormProps.form?.submit()}
      >
        <Form.Item name="q">
          <Input.Search
            allowClear
            placeholder={t('backoffice-audit.fields.actorName')}
            aria-label={t('backoffice-audit.fields.actorName')}
            onSearch={() => searchFormProps.form?.submit()}
          />
        </Form.Item>
        <Form.Item name="entity">
          <Select
            allowClear
            style={{ width: 180 }}
            placeholder={t('backoffice-audit.fields.entity')}
            aria-label={t('backoffice-audit.fields.entity')}
            options={AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`backoffice-audit.entities.${e}`) }))}
          />
        </Form.Item>
        <Form.Item name="action">
          <Select
            allowClear
            style={{ width: 240 }}
            placeholder={t('backoffice-audit.fields.action')}
            aria-label={t('backoffice-audit.fields.action')}
            options={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`backoffice-audit.actions.${a}`) }))}
          />
        </Form.Item>
        <Form.Item name="period">
          <DatePicker.RangePicker format="DD.MM.YYYY" aria-label={t('backoffice-audit.fields.period')} />
        </Form.Item>
      </Form>
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
