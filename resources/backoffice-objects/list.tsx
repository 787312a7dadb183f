/**
 * Back-office objects (docs/rules.md R16.10): every object of the company, filtered by kind,
 * building and management mode, searched by number or title, sorted by column; filters, sorters
 * and the page live in the URL. A selection gets a bulk price change; CSV export of the filtered
 * list. A table on desktop, cards under 768 px.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Space, Table, Tag } from 'antd';
import { CreateButton, EditButton, getDefaultSortOrder, List } from '@refinedev/antd';
import { useTranslate, type CrudFilters } from '@refinedev/core';
import type { BackofficeObjectRow } from '../../src/contracts/backoffice-objects';
import { OBJECT_KINDS } from '../../src/domain/objects';
import { formatMoney } from '../../src/domain/money';
import { useClientState } from '../../src/components/client-state';
import { FilterBar } from '../../src/components/backoffice/filter-bar';
import { RecordCards } from '../../src/components/backoffice/record-cards';
import { ExportCsvButton } from '../../src/components/backoffice/export-csv';
import { selectFilter } from '../../src/components/backoffice/select-filter';
import { useLocale } from '../../src/components/backoffice/use-locale';
import { BulkPriceButton } from './components/bulk-price';
import { ChannelsLink } from '../../src/components/backoffice/channels-link';
import { useNumberFormat } from '../../src/components/use-number-format';
import { useEndpointSelect, useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';

/** The objects table's width, px: every header on one line and the title column room to wrap. */
const OBJECTS_TABLE_WIDTH = 1280;

interface Search {
  q?: string;
  buildingId?: number;
}

export default function BackofficeObjectsList() {
  const t = useTranslate();
  const n = useNumberFormat();
  const lang = useLocale();
  const { platform } = useClientState();
  const [selected, setSelected] = useState<number[]>([]);
  const { tableProps, searchFormProps, filters, sorters } = useEndpointTable(api['backoffice-objects'].list, {
    syncWithLocation: true,
    sorters: { initial: [{ field: 'id', order: 'asc' }] },
    onSearch: (v: Search) => {
      const f: CrudFilters = [
        { field: 'q', operator: 'eq', value: v.q || undefined },
        { field: 'buildingId', operator: 'eq', value: v.buildingId },
      ];
      return f;
    },
  });
  const { selectProps: buildings } = useEndpointSelect(api['backoffice-objects'].buildings, {
    optionLabel: 'name',
    optionValue: 'id',
    pagination: { mode: 'off' },
  });
  const kindLabel = (k: string) => t(`backoffice-occupancy.kinds.${k}`);
  const state = (r: BackofficeObjectRow) =>
    r.bookedToday ? (
      <Tag color="blue">{t('backoffice-objects.state.booked')}</Tag>
    ) : (
      <Tag color="green">{t('backoffice-objects.state.free')}</Tag>
    );
  const title = (r: BackofficeObjectRow) => (
    <Link to={`/backoffice/objects/${r.id}/edit`}>{r.number ? `${r.number} · ${r.title}` : r.title}</Link>
  );
  const filterSelect = (field: string, options: { value: string; label: string }[]) =>
    selectFilter<BackofficeObjectRow>(filters, field, options);

  return (
    <List
      headerButtons={
        <Space wrap>
          <BulkPriceButton ids={selected} onDone={() => setSelected([])} />
          <ExportCsvButton<BackofficeObjectRow>
            resource="backoffice-objects"
            filters={filters}
            sorters={sorters}
            mapData={(r) => ({
              id: r.id,
              building: r.buildingName,
              kind: r.kind,
              floor: r.floor,
              number: r.number,
              title: r.title,
              area: r.area,
              rooms: r.rooms,
              capacity: r.capacity,
              priceRub: r.priceKopecks / 100,
              management: r.management,
              bookedToday: r.bookedToday,
            })}
          />
          <CreateButton />
        </Space>
      }
    >
      <FilterBar
        searchFormProps={searchFormProps}
        filters={filters}
        fields={[
          { kind: 'search', name: 'q', label: t('backoffice-common.search'), width: 220 },
          {
            kind: 'select',
            name: 'buildingId',
            label: t('backoffice-objects.fields.building'),
            selectProps: buildings,
            numeric: true,
            width: 220,
          },
        ]}
      />
      {platform === 'mobile' ? (
        <RecordCards<BackofficeObjectRow> tableProps={tableProps} testId="bo-object-cards" title={title}>
          {(r) => (
            <Space direction="vertical" size={2}>
              <span>
                {kindLabel(r.kind)} · {r.buildingName}
              </span>
              <span>
                {t('backoffice-objects.fields.floor')} {r.floor} · {t('objects.areaValue', { area: n.number(r.area) })}{' '}
                · {r.capacity}
              </span>
              <strong>{formatMoney(r.priceKopecks, lang)}</strong>
              {state(r)}
              <ChannelsLink id={r.id} />
            </Space>
          )}
        </RecordCards>
      ) : (
        <Table<BackofficeObjectRow>
          {...tableProps}
          rowKey="id"
          // A 1366 px laptop (issue 35 item 18): headers on one line, the table scrolls sideways and
          // the actions stay pinned on screen at its right.
          className="table-nowrap-head"
          scroll={{ x: OBJECTS_TABLE_WIDTH }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            preserveSelectedRowKeys: true,
            // Each row's checkbox is named by its object (axe label); antd passes the attribute on to the input.
            getCheckboxProps: (r) => {
              const props = {
                name: 'selected',
                'aria-label': t('backoffice-objects.actions.selectRow', {
                  title: r.number ? `${r.number} · ${r.title}` : r.title,
                }),
              };
              return props;
            },
          }}
          columns={[
            {
              title: t('backoffice-objects.fields.number'),
              dataIndex: 'number',
              sorter: true,
              defaultSortOrder: getDefaultSortOrder('number', sorters),
              render: (_, r) => title(r),
            },
            {
              title: t('backoffice-objects.fields.kind'),
              dataIndex: 'kind',
              ...filterSelect(
                'kind',
                OBJECT_KINDS.map((k) => ({ value: k, label: kindLabel(k) })),
              ),
              render: kindLabel,
            },
            { title: t('backoffice-objects.fields.building'), dataIndex: 'buildingName' },
            {
              title: t('backoffice-objects.fields.floor'),
              dataIndex: 'floor',
              sorter: true,
              defaultSortOrder: getDefaultSortOrder('floor', sorters),
            },
            {
              title: t('backoffice-objects.fields.area'),
              dataIndex: 'area',
              sorter: true,
              defaultSortOrder: getDefaultSortOrder('area', sorters),
              align: 'right',
              render: (v: number) => n.number(v),
            },
            {
              title: t('backoffice-objects.fields.capacity'),
              dataIndex: 'capacity',
              sorter: true,
              defaultSortOrder: getDefaultSortOrder('capacity', sorters),
              align: 'right',
            },
            {
              title: t('backoffice-objects.fields.price'),
              dataIndex: 'priceKopecks',
              sorter: true,
              defaultSortOrder: getDefaultSortOrder('priceKopecks', sorters),
              align: 'right',
              render: (v: number) => formatMoney(v, lang),
            },
            {
              title: t('backoffice-objects.fields.management'),
              dataIndex: 'management',
              ...filterSelect(
                'management',
                ['mc', 'self'].map((m) => ({ value: m, label: t(`backoffice-objects.management.${m}`) })),
              ),
              render: (v: string) => t(`backoffice-objects.management.${v}`),
            },
            { title: t('backoffice-objects.fields.state'), render: (_, r) => state(r) },
            {
              title: t('table.actions'),
              fixed: 'right',
              width: 96,
              render: (_, r) => (
                <Space size={4}>
                  <ChannelsLink id={r.id} />
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
