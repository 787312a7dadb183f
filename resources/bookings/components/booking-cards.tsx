/**
 * The bookings list under 768 px (docs/rules.md R8.6): one card per row of GET app/v1/bookings,
 * fed by the same `dataSource` as the desktop table; and the state cell both layouts share.
 */
import { Link } from 'react-router';
import { Card } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { BookingRow } from '../../../src/contracts/bookings';
import { formatServerTimestamp } from '../../../src/domain/datetime';
import { BookingStatusTag, periodText } from './status';
import { RowCheckInProgress } from './check-in-progress';
import { ReviewAwaited } from '../../reviews/widgets';
import { useMoney } from './use-money';

/** A row's status tag, its cancellation request's state and, while awaiting payment, the deadline. */
export function BookingRowState({ row: r }: { row: BookingRow }) {
  const t = useTranslate();
  return (
    <>
      <BookingStatusTag status={r.status} />
      {r.cancellationState ? (
        <div className="muted-inline">{t(`bookings.cancellation.${r.cancellationState}`)}</div>
      ) : null}
      {r.status === 'awaiting_payment' ? (
        <div className="muted-inline">{t('bookings.deadline', { date: formatServerTimestamp(r.paymentDeadline) })}</div>
      ) : null}
    </>
  );
}

/** The rows as cards: number (link to the booking), period and nights, objects, total, state. */
export function BookingCards({ rows }: { rows: BookingRow[] }) {
  const t = useTranslate();
  const m = useMoney();
  return (
    <ul className="booking-cards" aria-label={t('bookings.list')}>
      {rows.map((r) => (
        <li key={r.id}>
          <Card size="small" title={<Link to={`/bookings/${r.id}`}>{t('bookings.number', { number: r.number })}</Link>}>
            <p style={{ margin: '0 0 4px' }}>
              {periodText(r.checkIn, r.checkOut)} · {t('bookings.nights', { count: r.nights })}
            </p>
            <p style={{ margin: '0 0 4px' }}>{r.objects.join(', ')}</p>
            <p style={{ margin: '0 0 4px', fontWeight: 600 }}>{m(r.totalKopecks)}</p>
            <BookingRowState row={r} />
            <RowCheckInProgress row={r} />
            <ReviewAwaited row={r} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
