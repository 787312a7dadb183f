/**
 * The user's bookings as a table (docs/rules.md R7.9, R3.5): `useTable` over the Refine resource
 * `bookings` (GET app/v1/bookings, rows typed by src/contracts/bookings.ts); cards under 768 px
 * (docs/rules.md R8.6). Drawn by the bookings list (resources/bookings/list.tsx) and /dashboard.
 */
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from 'antd';
import { LazyTable } from '../../../src/components/lazy-table';
import { useTranslation } from 'react-i18next';
import { useClientState } from '../../../src/components/client-state';
import type { BookingRow } from '../../../src/contracts/bookings';
import { periodText } from './status';
import { RowCheckInProgress } from './check-in-progress';
import { BookingCards, BookingRowState } from './booking-cards';
import { useMoney } from './use-money';
import { useEndpointTable } from '../../../providers/endpoint-tables';
import { api } from '../../../src/contracts/api';
import { LoadFailed } from '../../../src/components/load-failed';
import { ReviewAwaited } from '../../reviews/widgets';

/** The bookings table; `empty` is drawn when the user has none. */
export function BookingsTable({ empty }: { empty?: ReactNode }) {
  const { t } = useTranslation();
  const m = useMoney();
  const { platform } = useClientState();
  const { tableProps, tableQuery } = useEndpointTable(api.bookings.list, {
    syncWithLocation: false,
    pagination: { pageSize: 10 },
  });
  // The rows are drawn in a transition (a deferred value): the answer's arrival does not hold the
  // main thread while the table is built (docs/architecture.md § The SPA).
  const data = useDeferredValue(tableProps.dataSource);
  const rows = (data ?? []) as BookingRow[];
  if (tableQuery.isError) {
    return <LoadFailed onRetry={() => tableQuery.refetch()} />;
  }
  if (tableQuery.isLoading || (tableProps.dataSource && !data)) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!rows.length && (tableProps.pagination === false || (tableProps.pagination?.current ?? 1) === 1))
    return <>{empty}</>;
  if (platform === 'mobile') return <BookingCards rows={rows} />;
  return (
    <LazyTable<BookingRow>
      {...tableProps}
      dataSource={rows}
      rowKey="id"
      columns={[
        { title: '№', dataIndex: 'number', render: (_, r) => <Link to={`/bookings/${r.id}`}>{r.number}</Link> },
        {
          title: t('bookings.dates'),
          render: (_, r) => (
            <>
              {periodText(r.checkIn, r.checkOut)}
              <div className="muted-inline">{t('bookings.nights', { count: r.nights })}</div>
            </>
          ),
        },
        { title: t('bookings.objects'), render: (_, r) => r.objects.join(', ') },
        { title: t('bookings.total'), align: 'right', render: (_, r) => m(r.totalKopecks) },
        { title: t('bookings.paid'), align: 'right', render: (_, r) => m(r.paidKopecks) },
        {
          title: t('bookings.state'),
          render: (_, r) => (
            <>
              <BookingRowState row={r} />
              <RowCheckInProgress row={r} />
              <ReviewAwaited row={r} />
            </>
          ),
        },
      ]}
    />
  );
}
