/**
 * /documents (docs/rules.md R11.1, R11.2): the caller's documents on `<List>` + `useTable`
 * (GET app/v1/documents): filters by object, type, state and period above the list, kept in the
 * address (`syncWithLocation`), sorted by issue date (newest first). A table on desktop — six
 * columns, so the amount and the state fit 1366 px: the type and number under the name, the
 * due, validity, period and signing dates in one labelled column — cards under 768 px.
 */
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { DatePicker, Select, Space, Table, Typography } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate, type CrudFilter } from '@refinedev/core';
import { useClientState } from '../../src/components/client-state';
import type { DocumentRow } from '../../src/contracts/documents';
import { DOCUMENT_STATES, DOCUMENT_TYPES } from '../../src/domain/documents';
import { DocumentCards } from './components/document-cards';
import { DocumentDates } from './components/document-dates';
import { DocumentStatus } from './components/document-status';
import { useDocumentFormat } from './components/use-document-format';
import { useDocumentObjects } from './components/use-document-objects';
import { LinkButton } from '../../src/components/link-button';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';
import { LoadFailed } from '../../src/components/load-failed';
import { PageTitle } from '../../src/components/page-title';

type FilterField = 'objectId' | 'type' | 'state' | 'from' | 'until';

export default function DocumentsListPage() {
  const t = useTranslate();
  const f = useDocumentFormat();
  const { platform } = useClientState();
  const { objects } = useDocumentObjects();
  const { tableProps, tableQuery, filters, setFilters } = useEndpointTable(api.documents.list, {
    syncWithLocation: true,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'issuedOn', order: 'desc' }] },
  });
  const rows = (tableProps.dataSource ?? []) as DocumentRow[];
  const value = (field: FilterField) =>
    (filters.find((x) => 'field' in x && x.field === field) as { value?: unknown } | undefined)?.value as
      string | undefined;
  const set = (pairs: Partial<Record<FilterField, string | number | undefined>>) =>
    setFilters(
      Object.entries(pairs).map(
        ([field, v]) => ({ field, operator: 'eq', value: v === '' ? undefined : v }) as CrudFilter,
      ),
      'merge',
    );
  const from = value('from');
  const until = value('until');
  return (
    <List
      resource="documents"
      breadcrumb={false}
      title={<PageTitle>{t('documents.titles.list')}</PageTitle>}
      headerButtons={
        <LinkButton to="/documents/create" type="primary">
          {t('documents.actions.request')}
        </LinkButton>
      }
    >
      <Space wrap style={{ marginBottom: 16 }} data-testid="document-filters">
        <Select
          allowClear
          aria-label={t('documents.fields.object')}
          placeholder={t('documents.fields.object')}
          style={{ minWidth: 200 }}
          value={value('objectId') ? Number(value('objectId')) : undefined}
          onChange={(v) => set({ objectId: v })}
          options={objects.map((o) => ({ value: o.id, label: o.title }))}
        />
        <Select
          allowClear
          aria-label={t('documents.fields.type')}
          placeholder={t('documents.fields.type')}
          style={{ minWidth: 200 }}
          value={value('type')}
          onChange={(v) => set({ type: v })}
          options={DOCUMENT_TYPES.map((x) => ({ value: x, label: t(`documents.types.${x}`) }))}
        />
        <Select
          allowClear
          aria-label={t('documents.fields.state')}
          placeholder={t('documents.fields.state')}
          style={{ minWidth: 160 }}
          value={value('state')}
          onChange={(v) => set({ state: v })}
          options={DOCUMENT_STATES.map((x) => ({ value: x, label: t(`documents.states.${x}`) }))}
        />
        <DatePicker.RangePicker
          aria-label={t('documents.fields.period')}
          format="DD.MM.YYYY"
          value={from || until ? [from ? dayjs(from) : null, until ? dayjs(until) : null] : null}
          onChange={(r) => set({ from: r?.[0]?.format('YYYY-MM-DD'), until: r?.[1]?.format('YYYY-MM-DD') })}
        />
      </Space>
      {tableQuery.isError ? <LoadFailed onRetry={() => tableQuery.refetch()} /> : null}
      {!tableQuery.isLoading && !rows.length && !tableQuery.isError ? <p>{t('documents.messages.empty')}</p> : null}
      {platform === 'mobile' ? (
        <DocumentCards rows={rows} />
      ) : (
        <Table<DocumentRow>
          {...tableProps}
          rowKey="id"
          columns={[
            {
              title: t('documents.fields.name'),
              dataIndex: 'name',
              render: (_, r) => (
                <>
                  <Link to={`/documents/${r.id}`}>{r.name}</Link>
                  <div>
                    <Typography.Text type="secondary">
                      {t(`documents.types.${r.type}`)} № {r.number}
                    </Typography.Text>
                  </div>
                </>
              ),
            },
            { title: t('documents.fields.object'), render: (_, r) => r.objectTitle ?? '—' },
            {
              title: t('documents.fields.issuedOn'),
              dataIndex: 'issuedOn',
              sorter: true,
              render: (_, r) => f.date(r.issuedOn),
            },
            { title: t('documents.fields.dates'), render: (_, r) => <DocumentDates doc={r} /> },
            {
              title: t('documents.fields.amount'),
              align: 'right',
              render: (_, r) => (
                <span style={{ whiteSpace: 'nowrap' }}>{r.amountKopecks ? f.money(r.amountKopecks) : '—'}</span>
              ),
            },
            { title: t('documents.fields.state'), render: (_, r) => <DocumentStatus doc={r} /> },
          ]}
        />
      )}
    </List>
  );
}
