/**
 * "Check-in data: 2 of 3 guests" with the way to the online check-in (docs/rules.md R20.2), on the
 * booking page, its card and its row. Nothing for a cancelled booking or after the check-out day.
 */
import { Link } from 'react-router';
import { Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import { hotelToday } from '../../../src/domain/hotel-time';
import { LinkButton } from '../../../src/components/link-button';
import type { BookingRow } from '../../../src/contracts/bookings';

/** The booking facts the counter needs. */
export interface CheckInProgressProps {
  bookingId: number;
  status: string;
  checkOut: string;
  /** Guests whose data is in. */
  filled: number;
  /** All guests of the booking (adults and children). */
  total: number;
  /** `button`: the booking page's call to action; `line`: a card's or row's short line. */
  variant?: 'button' | 'line';
}

/** The counter and the link (`check-in-progress` test id). */
export function CheckInProgress({
  bookingId,
  status,
  checkOut,
  filled,
  total,
  variant = 'line',
}: CheckInProgressProps) {
  const t = useTranslate();
  if (status === 'cancelled' || hotelToday() > checkOut) return null;
  const done = filled >= total;
  const text = t('checkInProgress.progress', { filled, count: total });
  const to = `/bookings/${bookingId}/check-in`;
  if (variant === 'line')
    return (
      <div className="muted-inline" data-testid="check-in-progress">
        <Link to={to}>{text}</Link>
      </div>
    );
  return (
    <section style={{ marginTop: 24 }} data-testid="check-in-progress">
      <h2 style={{ fontSize: 20 }}>{t('checkInProgress.title')}</h2>
      <p>
        {text}{' '}
        <Tag color={done ? 'green' : 'gold'}>{t(done ? 'checkInProgress.ready' : 'checkInProgress.missing')}</Tag>
      </p>
      <p className="muted-inline">{t('checkInProgress.hint')}</p>
      <LinkButton type="primary" to={to}>
        {t('checkInProgress.open')}
      </LinkButton>
    </section>
  );
}

/** The counter of one row of the bookings list (its card or table row). */
export function RowCheckInProgress({ row: r }: { row: BookingRow }) {
  return (
    <CheckInProgress
      bookingId={r.id}
      status={r.status}
      checkOut={r.checkOut}
      filled={r.checkInFilled}
      total={r.guests}
    />
  );
}
