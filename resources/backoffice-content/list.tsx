/**
 * Back-office site content (docs/rules.md R16.5): news, partners, information pages, FAQ,
 * segments, awards, gallery… filtered by kind and state, searched by title or address, sorted;
 * all in the URL. CSV export. A table on desktop, cards under 768 px.
 */
import { Link } from 'react-router';
import { Space, Table, Tag } from 'antd';
import { CreateButton, EditButton, getDefaultSortOrder, List, ShowButton } from '@refinedev/antd';
import { useTranslate, type CrudFilters } from '@refinedev/core';
import type { BackofficeContentRow } from '../../src/contracts/backoffice-content';
import { CONTENT_KINDS } from '../../src/domain/site';
import { useClientState } from '../../src/components/client-state';
import { FilterBar } from '../../src/components/backoffice/filter-bar';
import { RecordCards } from '../../src/components/backoffice/record-cards';
import { ExportCsvButton } from '../../src/components/backoffice/export-csv';
import { selectFilter } from '../../src/components/backoffice/select-filter';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';

export default function BackofficeContentList() {
  const t = useTranslate();
  const { platform } = useClientState();
  const { tableProps, searchFormProps, filters, sorters } = useEndpointTable(api['backoffice-content'].list, {
    syncWithLocation: true,
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
    onSearch: (v) => [{ field: 'q', operator: 'eq', value: v.q || undefined }] as CrudFilters,
  });
  const kindLabel = (k: string) => t(`backoffice-content.kinds.${k}`);
  const status = (r: BackofficeContentRow) => (
    <Tag color={r.status === 'published' ? 'green' : 'default'}>{t(`backoffice-content.status.${r.status}`)}</Tag>
  );
  const title = (r: BackofficeContentRow) => <Link to={`/backoffice/content/${r.id}`}>{r.title}</Link>;
  const filterSelect = (field: string, options: { value: string; label: string }[]) =>
    selectFilter<BackofficeContentRow>(filters, field, options, 220);

  return (
    <List
      headerButtons={
        <Space wrap>
          <ExportCsvButton<BackofficeContentRow>
            resource="backoffice-content"
            filters={filters}
            sorters={sorters}
            mapData={(r) => ({
              id: r.id,
              kind: r.kind,
              slug: r.slug,
              title: r.title,
              status: r.status,
              position: r.position,
              publishedAt: r.publishedAt,
            })}
          />
          <CreateButton />
        </Space>
      }
    >
      <FilterBar
        searchFormProps={searchFormProps}
        filters={filters}
        fields={[{ kind: 'search', name: 'q', label: t('backoffice-common.search'), width: 260 }]}
      />
      {platform === 'mobile' ? (
        <RecordCards<BackofficeContentRow> tableProps={tableProps} testId="bo-content-cards" title={title}>
          {(r) => (
            <Space direction="vertical" size={2}>
              <span>
                {kindLabel(r.kind)} · {r.slug}
              </span>
              <span>{r.publishedAt ? formatServerTimestamp(r.publishedAt) : null}</span>
              {status(r)}
            </Space>
          )}
        </RecordCards>
      ) : (
        <Table<BackofficeContentRow>
          {...tableProps}
          rowKey="id"
          columns={[
            { title: t('backoffice-content.fields.title'), dataIndex: 'title', render: (_, r) => title(r) },
            {
              title: t('backoffice-content.fields.kind'),
              dataIndex: 'kind',
              ...filterSelect(
                'kind',
                CONTENT_KINDS.map((k) => ({ value: k, label: kindLabel(k) })),
              ),
              render: kindLabel,
            },
            {
              title: t('backoffice-content.fields.slug'),
              dataIndex: 'slug',
              sorter: true,
              defaultSortOrder: getDefaultSortOrder('slug', sorters),
            },
            {
              title: t('backoffice-content.fields.status'),
              dataIndex: 'status',
              ...filterSelect(
                'status',
                ['draft', 'published'].map((s) => ({ value: s, label: t(`backoffice-content.status.${s}`) })),
              ),
              render: (_, r) => status(r),
            },
            {
              title: t('backoffice-content.fields.position'),
              dataIndex: 'position',
              sorter: true,
              defaultSortOrder: getDefaultSortOrder('position', sorters),
              align: 'right',
            },
            {
              title: t('backoffice-content.fields.publishedAt'),
              dataIndex: 'publishedAt',
              sorter: true,
              defaultSortOrder: getDefaultSortOrder('publishedAt', sorters),
              render: (v: string | null) => (v ? formatServerTimestamp(v) : null),
            },
            {
              title: '',
              render: (_, r) => (
                <Space size={4}>
                  <ShowButton hideText size="small" recordItemId={r.id} />
                  <EditButton hideText size="small" recordItemId={r.id} />
                </Space>
              ),
            },
          ]}
        />
      )}
    </List>
  );
}
