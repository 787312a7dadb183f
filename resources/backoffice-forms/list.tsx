/**
 * The back-office form inbox (docs/rules.md R16.7): call-backs, feedback and questions as one list,
 * newest first, filtered by form and state, searched by name or phone (all in the URL); CSV.
 * A table on desktop, cards under 768 px.
 */
import { Link } from 'react-router';
import { Space, Table } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate, type CrudFilters } from '@refinedev/core';
import type { FormInboxRow } from '../../src/contracts/backoffice-forms';
import { FORM_STATUSES } from '../../src/domain/forms';
import { useClientState } from '../../src/components/client-state';
import { FilterBar } from '../../src/components/backoffice/filter-bar';
import { RecordCards } from '../../src/components/backoffice/record-cards';
import { ExportCsvButton } from '../../src/components/backoffice/export-csv';
import { selectFilter } from '../../src/components/backoffice/select-filter';
import { FormStatusTag } from './components/form-status';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { formatPhone } from '../../src/domain/phone';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';

const KINDS = ['callback', 'feedback', 'question'];

export default function BackofficeFormsList() {
  const t = useTranslate();
  const { platform } = useClientState();
  const { tableProps, searchFormProps, filters, sorters } = useEndpointTable(api['backoffice-forms'].list, {
    syncWithLocation: true,
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
    onSearch: (v) => [{ field: 'q', operator: 'eq', value: v.q || undefined }] as CrudFilters,
  });
  const kind = (k: string) => t(`backoffice-forms.kinds.${k}`);
  const link = (r: FormInboxRow) => <Link to={`/backoffice/forms/${r.id}`}>{`${kind(r.kind)} #${r.id}`}</Link>;
  const slot = (r: FormInboxRow) => (r.slot ? t(`backoffice-forms.slots.${r.slot}`) : '—');
  const filterSelect = (field: string, options: { value: string; label: string }[]) =>
    selectFilter<FormInboxRow>(filters, field, options);
  return (
    <List
      headerButtons={
        <ExportCsvButton<FormInboxRow>
          resource="backoffice-forms"
          filters={filters}
          sorters={sorters}
          mapData={(r) => ({
            id: r.id,
            kind: r.kind,
            createdAt: r.createdAt,
            name: r.name,
            phone: r.phone,
            slot: r.slot ?? '',
            status: r.status,
            note: r.note,
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
        <RecordCards<FormInboxRow> tableProps={tableProps} testId="bo-form-cards" title={link}>
          {(r) => (
            <Space direction="vertical" size={2}>
              <span>
                {r.name} · {formatPhone(r.phone)}
              </span>
              <span>{formatServerTimestamp(r.createdAt)}</span>
              {r.slot && (
                <span>
                  {t('backoffice-forms.fields.slot')}: {slot(r)}
                </span>
              )}
              <FormStatusTag status={r.status} />
            </Space>
          )}
        </RecordCards>
      ) : (
        <Table<FormInboxRow>
          {...tableProps}
          rowKey="id"
          columns={[
            {
              title: t('backoffice-forms.fields.kind'),
              dataIndex: 'kind',
              ...filterSelect(
                'kind',
                KINDS.map((k) => ({ value: k, label: kind(k) })),
              ),
              render: (_, r) => link(r),
            },
            {
              title: t('backoffice-forms.fields.createdAt'),
              dataIndex: 'createdAt',
              render: (v: string) => formatServerTimestamp(v),
            },
            {
              title: t('backoffice-forms.fields.name'),
              render: (_, r) => (
                <>
                  {r.name}
                  <div className="muted-inline">{formatPhone(r.phone)}</div>
                </>
              ),
            },
            { title: t('backoffice-forms.fields.slot'), render: (_, r) => slot(r) },
            {
              title: t('backoffice-forms.fields.status'),
              dataIndex: 'status',
              ...filterSelect(
                'status',
                FORM_STATUSES.map((s) => ({ value: s, label: t(`backoffice-forms.status.${s}`) })),
              ),
              render: (_, r) => <FormStatusTag status={r.status} />,
            },
            { title: t('backoffice-forms.fields.note'), dataIndex: 'note', ellipsis: true },
          ]}
        />
      )}
    </List>
  );
}
