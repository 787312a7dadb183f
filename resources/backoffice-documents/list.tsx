/**
 * /backoffice/documents (docs/rules.md R11.7): every document of the company, newest issue date
 * first, filtered by person (phone or name), object, type, payment and signature state and period
 * — all in the address. A table on desktop, cards under 768 px; "Issue a document" opens the form.
 */
import { Link } from 'react-router';
import { Space, Table } from 'antd';
import { getDefaultSortOrder, List } from '@refinedev/antd';
import { useTranslate, type CrudFilters } from '@refinedev/core';
import { type Dayjs } from 'dayjs';
import type { BoDocumentRow } from '../../src/contracts/documents';
import { DOCUMENT_TYPES } from '../../src/domain/documents';
import { formatPhone } from '../../src/domain/phone';
import { useClientState } from '../../src/components/client-state';
import { FilterBar } from '../../src/components/backoffice/filter-bar';
import { RecordCards } from '../../src/components/backoffice/record-cards';
import { useDocumentFormat } from '../documents/components/use-document-format';
import { DocumentStatus } from '../documents/components/document-status';
import { SignedBy } from './components/signed-by';
import { useEndpointSelect, useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';

interface Search {
  q?: string;
  objectId?: number;
  type?: string;
  payment?: string;
  signature?: string;
  period?: [Dayjs, Dayjs] | null;
}

export default function BackofficeDocumentsList() {
  const t = useTranslate();
  const f = useDocumentFormat();
  const { platform } = useClientState();
  const { tableProps, searchFormProps, filters, sorters } = useEndpointTable(api['backoffice-documents'].list, {
    syncWithLocation: true,
    sorters: { initial: [{ field: 'issuedOn', order: 'desc' }] },
    onSearch: (v: Search) => {
      const out: CrudFilters = [
        { field: 'q', operator: 'eq', value: v.q || undefined },
        { field: 'objectId', operator: 'eq', value: v.objectId },
        { field: 'type', operator: 'eq', value: v.type },
        { field: 'payment', operator: 'eq', value: v.payment },
        { field: 'signature', operator: 'eq', value: v.signature },
        { field: 'from', operator: 'eq', value: v.period?.[0]?.format('YYYY-MM-DD') },
        { field: 'until', operator: 'eq', value: v.period?.[1]?.format('YYYY-MM-DD') },
      ];
      return out;
    },
  });
  const { selectProps: objectSelect } = useEndpointSelect(api.objects.list, {
    optionLabel: 'title',
    optionValue: 'id',
    pagination: { pageSize: 100, mode: 'server' },
    sorters: [{ field: 'id', order: 'asc' }],
  });
  const numberLink = (r: BoDocumentRow) => (
    <Link to={`/backoffice/documents/${r.id}`} style={{ whiteSpace: 'nowrap' }}>
      № {r.number}
    </Link>
  );
  const person = (r: BoDocumentRow) => (
    <>
      {r.userName}
      <div className="muted-inline" style={{ whiteSpace: 'nowrap' }}>
        {formatPhone(r.userPhone)}
      </div>
    </>
  );
  const trackOptions = (track: 'payment' | 'signature') =>
    (['none', `requires_${track}`, track === 'payment' ? 'paid' : 'signed'] as const).map((v) => ({
      value: v,
      label: t(`documents.${track}.${v}`),
    }));

  return (
    <List createButtonProps={{ children: t('backoffice-documents.titles.create') }}>
      <FilterBar
        searchFormProps={searchFormProps}
        filters={filters}
        fields={[
          { kind: 'search', name: 'q', label: t('backoffice-documents.fields.search'), width: 220 },
          {
            kind: 'select',
            name: 'objectId',
            label: t('backoffice-documents.fields.object'),
            selectProps: objectSelect,
            searchable: true,
            numeric: true,
          },
          {
            kind: 'select',
            name: 'type',
            label: t('backoffice-documents.fields.type'),
            options: DOCUMENT_TYPES.map((v) => ({ value: v, label: t(`documents.types.${v}`) })),
          },
          {
            kind: 'select',
            name: 'payment',
            label: t('backoffice-documents.fields.payment'),
            width: 180,
            testId: 'bo-doc-payment',
            options: trackOptions('payment'),
          },
          {
            kind: 'select',
            name: 'signature',
            label: t('backoffice-documents.fields.signature'),
            width: 180,
            options: trackOptions('signature'),
          },
          {
            kind: 'period',
            name: 'period',
            label: t('backoffice-documents.fields.period'),
            from: { field: 'from' },
            to: { field: 'until' },
          },
        ]}
      />
      {platform === 'mobile' ? (
        <RecordCards<BoDocumentRow> tableProps={tableProps} testId="bo-document-cards" title={numberLink}>
          {(r) => (
            <Space direction="vertical" size={2}>
              <strong>{r.name}</strong>
              <span>
                {t(`documents.types.${r.type}`)} · {f.date(r.issuedOn)}
              </span>
              <span>{person(r)}</span>
              {r.objectTitle ? <span>{r.objectTitle}</span> : null}
              {r.amountKopecks ? <strong>{f.money(r.amountKopecks)}</strong> : null}
              <DocumentStatus doc={r} />
              <SignedBy row={r} />
            </Space>
          )}
        </RecordCards>
      ) : (
        <Table<BoDocumentRow>
          {...tableProps}
          rowKey="id"
          scroll={{ x: true }}
          columns={[
            { title: t('backoffice-documents.fields.number'), dataIndex: 'id', render: (_, r) => numberLink(r) },
            { title: t('backoffice-documents.fields.name'), dataIndex: 'name' },
            {
              title: t('backoffice-documents.fields.type'),
              dataIndex: 'type',
              render: (v: string) => t(`documents.types.${v}`),
            },
            { title: t('backoffice-documents.fields.user'), render: (_, r) => person(r) },
            { title: t('backoffice-documents.fields.object'), render: (_, r) => r.objectTitle ?? '—' },
            {
              title: t('backoffice-documents.fields.issuedOn'),
              dataIndex: 'issuedOn',
              sorter: true,
              defaultSortOrder: getDefaultSortOrder('issuedOn', sorters),
              render: (v: string) => f.date(v),
            },
            {
              title: t('backoffice-documents.fields.dueOn'),
              dataIndex: 'dueOn',
              sorter: true,
              defaultSortOrder: getDefaultSortOrder('dueOn', sorters),
              render: (v: string | null) => f.date(v),
            },
            {
              title: t('backoffice-documents.fields.amount'),
              align: 'right',
              render: (_, r) => (r.amountKopecks ? f.money(r.amountKopecks) : '—'),
            },
            { title: t('backoffice-documents.fields.payment'), render: (_, r) => t(`documents.payment.${r.payment}`) },
            { title: t('backoffice-documents.fields.signature'), render: (_, r) => <SignedBy row={r} full /> },
          ]}
        />
      )}
    </List>
  );
}
