/**
 * Back-office bookings (docs/rules.md R16.3): every booking of the company, filtered by status,
 * payer type, object, dates, a waiting cancellation request or transfer, and searched by number,
 * name or phone. Filters, sorters and the page live in the URL; CSV export of the filtered list.
 * A table on desktop, cards under 768 px.
 */
import { Link } from 'react-router';
import { Select, Space, Table } from 'antd';
import { FilterDropdown, getDefaultFilter, getDefaultSortOrder, List } from '@refinedev/antd';
import { useTranslate, type CrudFilters } from '@refinedev/core';
import { type Dayjs } from 'dayjs';
import type { BackofficeBookingRow } from '../../src/contracts/backoffice-bookings';
import { BACKOFFICE_BOOKING_STATUSES, BACKOFFICE_PAYER_TYPES } from '../../src/domain/backoffice';
import { formatMoney } from '../../src/domain/money';
import { formatDisplayDate, formatServerTimestamp } from '../../src/domain/datetime';
import { useClientState } from '../../src/components/client-state';
import { RecordCards } from '../../src/components/backoffice/record-cards';
import { FilterBar } from '../../src/components/backoffice/filter-bar';
import { ExportCsvButton } from '../../src/components/backoffice/export-csv';
import { useLocale } from '../../src/components/backoffice/use-locale';
import { BookingState } from './components/status';
import { formatPhone } from '../../src/domain/phone';
import { useEndpointSelect, useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';

interface Search {
  q?: string;
  period?: [Dayjs, Dayjs] | null;
  objectId?: number;
  waiting?: 'cancellation' | 'transfer';
}

const period = (r: BackofficeBookingRow) =>
  `${formatDisplayDate(r.checkIn, 'full')} – ${formatDisplayDate(r.checkOut, 'full')}`;

export default function BackofficeBookingsList() {
  const t = useTranslate();
  const lang = useLocale();
  const { platform } = useClientState();
  const { tableProps, searchFormProps, filters, sorters } = useEndpointTable(api['backoffice-bookings'].list, {
    syncWithLocation: true,
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
    onSearch: (v: Search) => {
      const f: CrudFilters = [
        { field: 'q', operator: 'eq', value: v.q || undefined },
        { field: 'checkIn', operator: 'gte', value: v.period?.[0]?.format('YYYY-MM-DD') },
        { field: 'checkOut', operator: 'lte', value: v.period?.[1]?.format('YYYY-MM-DD') },
        { field: 'objectId', operator: 'eq', value: v.objectId },
        { field: 'cancellationState', operator: 'eq', value: v.waiting === 'cancellation' ? 'received' : undefined },
        { field: 'pendingTransfer', operator: 'eq', value: v.waiting === 'transfer' ? 'true' : undefined },
      ];
      return f;
    },
  });
  const { selectProps: objectSelect } = useEndpointSelect(api.objects.list, {
    optionLabel: 'title',
    optionValue: 'id',
    pagination: { pageSize: 100, mode: 'server' },
    sorters: [{ field: 'id', order: 'asc' }],
  });
  const value = (field: string, op = 'eq') => getDefaultFilter(field, filters, op as 'eq');
  const waiting = value('cancellationState') ? 'cancellation' : value('pendingTransfer') ? 'transfer' : undefined;
  const money = (k: number) => formatMoney(k, lang);
  const numberLink = (r: BackofficeBookingRow) => <Link to={`/backoffice/bookings/${r.id}`}>{r.number}</Link>;

  return (
    <List
      headerButtons={
        <ExportCsvButton<BackofficeBookingRow>
          resource="backoffice-bookings"
          filters={filters}
          sorters={sorters}
          mapData={(r) => ({
            number: r.number,
            checkIn: r.checkIn,
            checkOut: r.checkOut,
            objects: r.objects.map((o) => o.title).join('; '),
            guest: r.guestName,
            phone: r.phone,
            payerType: r.payerType,
            totalRub: r.totalKopecks / 100,
            paidRub: r.paidKopecks / 100,
            status: r.status,
          })}
        />
      }
    >
      <FilterBar
        searchFormProps={searchFormProps}
        filters={filters}
        fields={[
          { kind: 'search', name: 'q', label: t('backoffice-common.search'), width: 220 },
          {
            kind: 'period',
            name: 'period',
            label: t('backoffice-bookings.fields.period'),
            from: { field: 'checkIn', operator: 'gte' },
            to: { field: 'checkOut', operator: 'lte' },
          },
          {
            kind: 'select',
            name: 'objectId',
            label: t('backoffice-bookings.fields.object'),
            selectProps: objectSelect,
            searchable: true,
            numeric: true,
            width: 220,
          },
          {
            kind: 'select',
            name: 'waiting',
            label: t('backoffice-bookings.fields.status'),
            initial: waiting,
            width: 260,
            testId: 'bo-waiting',
            options: [
              { value: 'transfer', label: t('backoffice-bookings.fields.pendingTransfer') },
              { value: 'cancellation', label: t('backoffice-bookings.fields.cancellation') },
            ],
          },
        ]}
      />
      {platform === 'mobile' ? (
        <RecordCards<BackofficeBookingRow> tableProps={tableProps} testId="bo-booking-cards" title={numberLink}>
          {(r) => (
            <Space direction="vertical" size={2}>
              <span>{period(r)}</span>
              <span>{r.objects.map((o) => o.title).join(', ')}</span>
              <span>
                {r.guestName} · {formatPhone(r.phone)}
              </span>
              <strong>{money(r.totalKopecks)}</strong>
              <BookingState row={r} />
            </Space>
          )}
        </RecordCards>
      ) : (
        <Table<BackofficeBookingRow>
          {...tableProps}
          rowKey="id"
          columns={[
            {
              title: t('backoffice-bookings.fields.number'),
              dataIndex: 'id',
              sorter: true,
              defaultSortOrder: getDefaultSortOrder('id', sorters),
              render: (_, r) => numberLink(r),
            },
            {
              title: t('backoffice-bookings.fields.period'),
              dataIndex: 'checkIn',
              sorter: true,
              defaultSortOrder: getDefaultSortOrder('checkIn', sorters),
              render: (_, r) => period(r),
            },
            {
              title: t('backoffice-bookings.fields.objects'),
              render: (_, r) => r.objects.map((o) => o.title).join(', '),
            },
            {
              title: t('backoffice-bookings.fields.guest'),
              render: (_, r) => (
                <>
                  {r.guestName}
                  <div className="muted-inline">{formatPhone(r.phone)}</div>
                </>
              ),
            },
            {
              title: t('backoffice-bookings.fields.payerType'),
              dataIndex: 'payerType',
              defaultFilteredValue: value('payerType') ? [value('payerType')] : undefined,
              filterDropdown: (props) => (
                <FilterDropdown {...props}>
                  <Select
                    style={{ width: 180 }}
                    options={BACKOFFICE_PAYER_TYPES.map((p) => ({
                      value: p,
                      label: t(`backoffice-bookings.payerTypes.${p}`),
                    }))}
                  />
                </FilterDropdown>
              ),
              render: (v: string) => t(`backoffice-bookings.payerTypes.${v}`),
            },
            {
              title: t('backoffice-bookings.fields.total'),
              dataIndex: 'totalKopecks',
              sorter: true,
              align: 'right',
              render: (_, r) => (
                <>
                  {money(r.totalKopecks)}
                  <div className="muted-inline">{money(r.paidKopecks)}</div>
                </>
              ),
            },
            {
              title: t('backoffice-bookings.fields.status'),
              dataIndex: 'status',
              defaultFilteredValue: value('status') ? [value('status')] : undefined,
              filterDropdown: (props) => (
                <FilterDropdown {...props}>
                  <Select
                    style={{ width: 180 }}
                    options={BACKOFFICE_BOOKING_STATUSES.map((s) => ({
                      value: s,
                      label: t(`backoffice-bookings.status.${s}`),
                    }))}
                  />
                </FilterDropdown>
              ),
              render: (_, r) => <BookingState row={r} />,
            },
            {
              title: t('backoffice-bookings.fields.deadline'),
              dataIndex: 'paymentDeadline',
              sorter: true,
              render: (_, r) => (r.status === 'awaiting_payment' ? formatServerTimestamp(r.paymentDeadline) : '—'),
            },
          ]}
        />
      )}
    </List>
  );
}
