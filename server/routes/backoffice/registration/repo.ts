/**
 * Queries of the registration desk (docs/rules.md R20.4–R20.8): the stays of the caller's company
 * (not cancelled) arriving or departing in a period, each guest's check-in entry (`booking_guests`,
 * opened with `app.personalData`, R20.3) and the notices marked submitted (`guest_notices`), turned
 * into one desk row per guest and event with its due date and state (src/domain/guest-registration.ts).
 * Another company's guest is 404. Every read that shows names is audited by the routes.
 */
import { and, asc, between, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingGuests, bookingObjects, bookings, guestNotices, objects } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { foundOr404 } from '../../../scope';
import { recordChange } from '../../../services/audit';
import type { GuestEntry } from '../../../../src/domain/check-in';
import {
  eventOf,
  guestFullName,
  noticeDue,
  noticeKindFor,
  noticeState,
  type NoticeKind,
  type StayEvent,
} from '../../../../src/domain/guest-registration';
import type { RegisterLine } from '../../../services/guest-registration';
import type { DeskRow, RegistrationPeriod, SubmitBody } from '../../../../src/contracts/backoffice-registration';

type NoticeRow = typeof guestNotices.$inferSelect;

/** The columns of a stay the desk reads. */
const stayColumns = {
  id: bookings.id,
  number: bookings.number,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  guests: bookings.guests,
};
export type Stay = {
  id: number;
  number: string;
  checkIn: string;
  checkOut: string;
  guests: { adults: number; children: number[] };
};

/** The columns of a check-in entry the desk's states need (the sealed identity is read apart). */
const entryColumns = {
  id: bookingGuests.id,
  bookingId: bookingGuests.bookingId,
  guestIndex: bookingGuests.guestIndex,
  foreign: bookingGuests.foreign,
  ready: bookingGuests.ready,
};
type EntryMeta = { id: number; bookingId: number; guestIndex: number; foreign: boolean; ready: boolean };

/**
 * A guest of a stay: its check-in entry's facts (`row`, null while not filled) and the entry itself
 * once opened (`entry`: null when not opened or not filled; R20.3).
 */
export interface DeskGuest {
  booking: Stay;
  objects: string;
  guestIndex: number;
  row: EntryMeta | null;
  entry: GuestEntry | null;
  notices: NoticeRow[];
}

/** The company's stays (not cancelled) matching `where`, by check-in. */
export function staysOf(app: FastifyInstance, req: FastifyRequest, where: ReturnType<typeof and>): Promise<Stay[]> {
  return app.db
    .select(stayColumns)
    .from(bookings)
    .where(and(eq(bookings.companyId, req.companyId), ne(bookings.status, 'cancelled'), where))
    .orderBy(asc(bookings.checkIn), asc(bookings.id));
}

/**
 * The company's stays (not cancelled) matching `where`, with every guest slot, its entry's facts and
 * its submitted notices, every entry opened.
 */
export async function guestsOf(
  app: FastifyInstance,
  req: FastifyRequest,
  where: ReturnType<typeof and>,
): Promise<DeskGuest[]> {
  return guestsOfStays(app, await staysOf(app, req, where));
}

/** {@link guestsOf} for stays already read. */
export async function guestsOfStays(app: FastifyInstance, stays: readonly Stay[]): Promise<DeskGuest[]> {
  if (!stays.length) return [];
  const ids = stays.map((b) => b.id);
  const [objs, rows, notices] = await Promise.all([
    app.db
      .select({ bookingId: bookingObjects.bookingId, number: objects.number })
      .from(bookingObjects)
      .innerJoin(objects, eq(objects.id, bookingObjects.objectId))
      .where(inArray(bookingObjects.bookingId, ids)),
    app.db
      .select({ ...entryColumns, identity: bookingGuests.identity })
      .from(bookingGuests)
      .where(inArray(bookingGuests.bookingId, ids)),
    app.db
      .select({ notice: guestNotices })
      .from(guestNotices)
      .innerJoin(bookingGuests, eq(bookingGuests.id, guestNotices.bookingGuestId))
      .where(inArray(bookingGuests.bookingId, ids)),
  ]);
  const titles = new Map<number, string[]>();
  for (const o of objs) titles.set(o.bookingId, [...(titles.get(o.bookingId) ?? []), o.number]);
  const entries = new Map(rows.map((r) => [`${r.bookingId}:${r.guestIndex}`, r]));
  const noticesOf = new Map<number, NoticeRow[]>();
  for (const { notice: n } of notices) noticesOf.set(n.bookingGuestId, [...(noticesOf.get(n.bookingGuestId) ?? []), n]);
  const out: DeskGuest[] = [];
  for (const booking of stays) {
    const count = booking.guests.adults + booking.guests.children.length;
    const objectsText = (titles.get(booking.id) ?? []).join(', ');
    for (let guestIndex = 1; guestIndex <= count; guestIndex++) {
      const row = entries.get(`${booking.id}:${guestIndex}`) ?? null;
      out.push({
        booking,
        objects: objectsText,
        guestIndex,
        row,
        entry: row ? app.personalData.open<GuestEntry>(row.identity) : null,
        notices: row ? (noticesOf.get(row.id) ?? []) : [],
      });
    }
  }
  return out;
}

/** The desk row of a guest for an event (R20.7): a guest without data counts as a foreigner. */
export function deskRow(g: DeskGuest, event: StayEvent, now: Date): DeskRow {
  const kind = noticeKindFor(g.row?.foreign ?? true, event);
  const eventDate = event === 'arrival' ? g.booking.checkIn : g.booking.checkOut;
  const due = noticeDue(kind, eventDate);
  const notice = g.notices.find((n) => n.kind === kind);
  return {
    key: `${g.booking.id}-${g.guestIndex}-${event}`,
    bookingId: g.booking.id,
    bookingNumber: g.booking.number,
    objects: g.objects,
    guestIndex: g.guestIndex,
    bookingGuestId: g.row?.id ?? null,
    name: g.entry ? guestFullName(g.entry) : null,
    foreign: g.row ? g.row.foreign : null,
    event,
    kind,
    eventDate,
    dueDate: due.date,
    dueUntilHour: due.untilHour,
    state: noticeState({ ready: !!g.row?.ready, submitted: !!notice, due }, now),
    submissionNumber: notice?.submissionNumber ?? null,
    submittedAt: notice?.submittedAt.toISOString() ?? null,
  };
}

/** One guest of the company with an entry (booking_guests.id). @throws ApiError 404. */
export async function oneGuest(app: FastifyInstance, req: FastifyRequest, id: number): Promise<DeskGuest> {
  const row = foundOr404(
    req,
    await app.db.query.bookingGuests.findFirst({
      where: and(eq(bookingGuests.id, id), eq(bookingGuests.companyId, req.companyId)),
    }),
    'backoffice-registration.errors.notFound',
  );
  const guests = await guestsOf(app, req, and(eq(bookings.id, row.bookingId)));
  const g = guests.find((x) => x.row?.id === id);
  return foundOr404(req, g, 'backoffice-registration.errors.notFound');
}

/**
 * Checks that `kind` is the notice this guest owes (a foreigner's arrival/departure, a Russian's
 * registration/deregistration). @throws ApiError 422 under `kind`.
 */
export function assertKind(req: FastifyRequest, g: DeskGuest, kind: NoticeKind): void {
  if (noticeKindFor(!!g.row?.foreign, eventOf(kind)) !== kind)
    throw new ApiError(422, req.t('validation.failed'), {
      kind: [req.t(`backoffice-registration.errors.${g.row?.foreign ? 'foreignKind' : 'russianKind'}`)],
    });
}

/**
 * Marks a notice submitted (R20.7): the guest's data must be ready (422), a notice once (409).
 * Audited. Returns the guest's desk row for that event.
 */
export async function markSubmitted(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  body: SubmitBody,
): Promise<DeskRow> {
  const g = await oneGuest(app, req, id);
  assertKind(req, g, body.kind);
  if (!g.row?.ready)
    throw new ApiError(422, req.t('backoffice-registration.errors.notReady'), {
      kind: [req.t('backoffice-registration.errors.notReady')],
    });
  if (g.notices.some((n) => n.kind === body.kind))
    throw new ApiError(409, req.t('backoffice-registration.errors.alreadySubmitted'));
  const number = body.number.trim();
  await app.db.transaction(async (tx) => {
    const [n] = await tx
      .insert(guestNotices)
      .values({
        companyId: req.companyId,
        bookingGuestId: id,
        kind: body.kind,
        submissionNumber: number,
        submittedAt: app.clock.now(),
        submittedBy: req.user?.id ?? null,
      })
      .returning();
    g.notices.push(n);
    await recordChange(
      app,
      req,
      {
        entity: 'guest_registration',
        entityId: id,
        action: 'submit',
        before: null,
        after: { kind: body.kind, submissionNumber: number, bookingId: g.booking.id, guestIndex: g.guestIndex },
      },
      tx,
    );
  });
  return deskRow(g, eventOf(body.kind), app.clock.now());
}

/**
 * Writes a staff read of guests' personal data to the audit log (R20.3): who (the manager), when,
 * what (`what`: the listing or the file, and the guests' entries it showed).
 */
export async function auditRead(
  app: FastifyInstance,
  req: FastifyRequest,
  what: string,
  guestIds: readonly number[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  await recordChange(app, req, {
    entity: 'guest_registration',
    entityId: guestIds.length === 1 ? guestIds[0] : 0,
    action: 'read',
    before: null,
    after: { what, guests: [...guestIds], ...extra },
  });
}

/** The register's lines (R20.8): every guest of the stays arriving in the period, in arrival order. */
export async function registerLines(
  app: FastifyInstance,
  req: FastifyRequest,
  q: RegistrationPeriod,
): Promise<Array<RegisterLine & { bookingGuestId: number | null }>> {
  const guests = await guestsOf(app, req, and(between(bookings.checkIn, q.from, q.to)));
  const numberOf = (g: DeskGuest, event: StayEvent) =>
    g.notices.find((n) => eventOf(n.kind) === event)?.submissionNumber ?? null;
  return guests.map((g) => ({
    bookingNumber: g.booking.number,
    objects: g.objects,
    checkIn: g.booking.checkIn,
    checkOut: g.booking.checkOut,
    guestIndex: g.guestIndex,
    bookingGuestId: g.row?.id ?? null,
    entry: g.entry,
    foreign: g.row?.foreign ?? null,
    arrivalNumber: numberOf(g, 'arrival'),
    departureNumber: numberOf(g, 'departure'),
  }));
}
