/**
 * The registration desk's listings (docs/rules.md R20.7): a period's arrivals and departures and
 * the overdue notices, a page at a time (issue 41 item 5). A period is ordered from its stays alone,
 * and the guests' entries, notices and rooms are read, and the sealed entries opened (R20.3), for
 * the page's stays only; the overdue list first narrows the stays in SQL to those with a notice
 * still owed, so a quarter of registered stays is not read.
 */
import { and, between, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingGuests, bookings, guestNotices } from '../../../db/schema';
import { noticeKindFor, REGISTRATION_PERIOD_MAX_DAYS, type StayEvent } from '../../../../src/domain/guest-registration';
import { addDaysIso } from '../../../../src/domain/datetime';
import { hotelToday } from '../../../../src/domain/hotel-time';
import type { DeskRow, RegistrationPeriod } from '../../../../src/contracts/backoffice-registration';
import { deskRow, guestsOf, guestsOfStays, staysOf, type DeskGuest } from './repo';

/** A guest slot of a stay: a {@link DeskGuest}, or only its stay and index before the details are read. */
type Slot = Pick<DeskGuest, 'booking' | 'guestIndex'>;
/** A listing's event of a guest, before its row is drawn. */
type DeskEvent<G extends Slot = DeskGuest> = { g: G; event: StayEvent };

/** Arrivals (check-in in the period) and departures (check-out in it) of `guests`, by date. */
function periodEvents<G extends Slot>(guests: readonly G[], q: RegistrationPeriod, only?: StayEvent): DeskEvent<G>[] {
  const out: DeskEvent<G>[] = [];
  const within = (d: string) => d >= q.from && d <= q.to;
  for (const g of guests) {
    if (only !== 'departure' && within(g.booking.checkIn)) out.push({ g, event: 'arrival' });
    if (only !== 'arrival' && within(g.booking.checkOut)) out.push({ g, event: 'departure' });
  }
  const date = (e: DeskEvent<G>) => (e.event === 'arrival' ? e.g.booking.checkIn : e.g.booking.checkOut);
  return out.sort(
    (a, b) =>
      date(a).localeCompare(date(b)) ||
      a.g.booking.id - b.g.booking.id ||
      a.g.guestIndex - b.g.guestIndex ||
      a.event.localeCompare(b.event),
  );
}

/** One page of a listing and how many rows it has. */
export interface DeskPage {
  rows: DeskRow[];
  total: number;
}

/**
 * One page (`start`–`end`, end exclusive) of the arrivals and departures of a period (`event`: only
 * one of them), by event date. The stays alone give the order (a slot per guest booked), so the
 * entries, notices and rooms are read for the page's stays only, and only their entries opened (R20.3).
 */
export async function listPeriod(
  app: FastifyInstance,
  req: FastifyRequest,
  q: RegistrationPeriod & { event?: StayEvent },
  page: { start: number; end: number },
): Promise<DeskPage> {
  const when =
    q.event === 'arrival'
      ? between(bookings.checkIn, q.from, q.to)
      : q.event === 'departure'
        ? between(bookings.checkOut, q.from, q.to)
        : or(between(bookings.checkIn, q.from, q.to), between(bookings.checkOut, q.from, q.to));
  const stays = await staysOf(app, req, and(when));
  const slots = stays.flatMap((booking) =>
    Array.from({ length: booking.guests.adults + booking.guests.children.length }, (_, i) => ({
      booking,
      guestIndex: i + 1,
    })),
  );
  const events = periodEvents(slots, q, q.event);
  const shown = events.slice(page.start, page.end);
  const guests = await guestsOfStays(app, [...new Set(shown.map((e) => e.g.booking))]);
  const of = new Map(guests.map((g) => [`${g.booking.id}:${g.guestIndex}`, g]));
  const now = app.clock.now();
  const rows = shown.map((e) => deskRow(of.get(`${e.g.booking.id}:${e.g.guestIndex}`)!, e.event, now));
  return { rows, total: events.length };
}

/** How far back the overdue list looks, days (the longest period of a request; R20.7). */
const OVERDUE_LOOKBACK_DAYS = REGISTRATION_PERIOD_MAX_DAYS;

/**
 * Stays of company `companyId` with a guest slot whose notice of an arrival or a departure in
 * `from`–`to` is not submitted: each slot owes one notice per event (R20.7), so a stay whose
 * submitted notices of an event in the range number fewer than its guests has one still owed.
 * Pushed into SQL (one grouped count of the company's notices of both events, hash-joined) so that
 * a quarter of registered stays is not read.
 */
function noticeOwed(companyId: number, from: string, to: string) {
  const [arrival, departure] = (['arrival', 'departure'] as const).map((event) =>
    sql.join(
      [noticeKindFor(true, event), noticeKindFor(false, event)].map((k) => sql`${k}`),
      sql`, `,
    ),
  );
  return sql`${bookings.id} in (
    select b.id from ${bookings} b
    left join (
      select g.booking_id,
        count(*) filter (where n.kind in (${arrival})) as arrivals,
        count(*) filter (where n.kind in (${departure})) as departures
      from ${guestNotices} n join ${bookingGuests} g on g.id = n.booking_guest_id
      where n.company_id = ${companyId}
      group by g.booking_id
    ) s on s.booking_id = b.id
    where b.company_id = ${companyId}
      and ((b.check_in between ${from} and ${to}
          and (b.guests->>'adults')::int + jsonb_array_length(b.guests->'children') > coalesce(s.arrivals, 0))
        or (b.check_out between ${from} and ${to}
          and (b.guests->>'adults')::int + jsonb_array_length(b.guests->'children') > coalesce(s.departures, 0))))`;
}

/**
 * One page (`start`–`end`, end exclusive) of the notices of the last {@link OVERDUE_LOOKBACK_DAYS}
 * days past their deadline and not submitted, the latest events first (those a late notice can
 * still put right lead; a stay's guests keep their order), and how many there are. Only stays with
 * a notice still owed are read (and their entries opened).
 */
export async function listOverdue(
  app: FastifyInstance,
  req: FastifyRequest,
  page: { start: number; end: number },
): Promise<DeskPage> {
  const now = app.clock.now();
  const q = { from: addDaysIso(hotelToday(now), -OVERDUE_LOOKBACK_DAYS), to: hotelToday(now) };
  const guests = await guestsOf(app, req, and(noticeOwed(req.companyId, q.from, q.to)));
  const overdue = periodEvents(guests, q)
    .map((e) => ({ e, row: deskRow(e.g, e.event, now) }))
    .filter((x) => x.row.state === 'overdue')
    // Latest event first; within a day the period's order (stay, guest, event) stays, as sort is stable.
    .sort((a, b) => b.row.eventDate.localeCompare(a.row.eventDate));
  return { rows: overdue.slice(page.start, page.end).map((x) => x.row), total: overdue.length };
}
