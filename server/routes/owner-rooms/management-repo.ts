/**
 * What an owner asks of the MC about a room and does with one under it (docs/rules.md R12.5–R12.7):
 * requests to connect to and terminate the MC's management (one open request of a kind at a time)
 * and the owner's own stays (from today, not over a booking or another stay, within the yearly cap).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applications, bookingObjects, bookings, objects, ownerStays } from '../../db/schema';
import { ApiError, validationError } from '../../errors';
import { requireRole } from '../../access';
import { foundOr404 } from '../../scope';
import { addDaysIso, formatDisplayDate } from '../../../src/domain/datetime';
import {
  bookingsAfter,
  ownerStayCapIssue,
  rangesOverlap,
  terminationDateAllowed,
  earliestTerminationDate,
} from '../../../src/domain/mc-contract';
import { today } from './shared';

type ObjectRow = typeof objects.$inferSelect;
type AppRecord = typeof applications.$inferSelect;

/** @throws ApiError 409 `owner-rooms.errors.pending` when the room has an open application of `kind`. */
async function noOpen(app: FastifyInstance, req: FastifyRequest, objectId: number, kind: string) {
  const open = await app.db.query.applications.findFirst({
    where: and(
      eq(applications.objectId, objectId),
      eq(applications.kind, kind),
      eq(applications.status, 'under_consideration'),
    ),
  });
  if (open) throw new ApiError(409, req.t('owner-rooms.errors.pending'));
}

/**
 * Asks the MC to take the room under management (docs/rules.md R12.5).
 * @throws ApiError 409 when it already is, or a request is pending.
 */
export async function requestConnect(app: FastifyInstance, req: FastifyRequest, o: ObjectRow): Promise<AppRecord> {
  if (o.management === 'mc') throw new ApiError(409, req.t('owner-rooms.errors.alreadyMc'));
  await noOpen(app, req, o.id, 'connect');
  const [row] = await app.db
    .insert(applications)
    .values({
      companyId: req.companyId,
      kind: 'connect',
      objectId: o.id,
      applicantId: req.user!.id,
      payload: {},
      createdAt: app.clock.now(),
    })
    .returning();
  return row;
}

/**
 * Notifies the MC of terminating its management of the room from `date` (docs/rules.md R12.6):
 * today is the notification date; `date` must be at least the agreement's notice period later.
 * @throws ApiError 422 `date` (translated, with the earliest allowed date), 409 not under the MC or pending.
 */
export async function requestTermination(
  app: FastifyInstance,
  req: FastifyRequest,
  o: ObjectRow,
  date: string,
): Promise<AppRecord> {
  if (o.management !== 'mc') throw new ApiError(409, req.t('owner-rooms.errors.notMc'));
  const t = today(app);
  if (!terminationDateAllowed(t, date, o.noticeDays)) {
    const earliest = formatDisplayDate(earliestTerminationDate(t, o.noticeDays), 'full');
    throw validationError({ date: [req.t('owner-rooms.errors.tooEarly', { date: earliest, count: o.noticeDays })] });
  }
  await noOpen(app, req, o.id, 'terminate');
  const bks = await app.db
    .select({ number: bookings.number, checkIn: bookingObjects.checkIn, checkOut: bookingObjects.checkOut })
    .from(bookingObjects)
    .innerJoin(bookings, eq(bookings.id, bookingObjects.bookingId))
    .where(
      and(
        eq(bookingObjects.objectId, o.id),
        eq(bookingObjects.active, true),
        sql`${bookingObjects.checkOut} > ${date}::date`,
      ),
    );
  const payload = {
    notifiedOn: t,
    desiredDate: date,
    noticeDays: o.noticeDays,
    bookingsAfter: bookingsAfter(bks, date).map((b) => b.number),
  };
  const [row] = await app.db
    .insert(applications)
    .values({
      companyId: req.companyId,
      kind: 'terminate',
      objectId: o.id,
      applicantId: req.user!.id,
      payload,
      createdAt: app.clock.now(),
    })
    .returning();
  return row;
}

/**
 * Blocks nights of a room under the MC for the owner's own stay (docs/rules.md R12.7): from today
 * on, not over a booking or another stay, within the yearly cap.
 * @throws ApiError 409 `notMc`; 422 `checkIn`/`checkOut` (dates), `stayCap`, `stayBooked`.
 */
export async function addStay(
  app: FastifyInstance,
  req: FastifyRequest,
  o: ObjectRow,
  stay: { checkIn: string; checkOut: string },
) {
  const user = requireRole(req, 'owner');
  if (o.management !== 'mc') throw new ApiError(409, req.t('owner-rooms.errors.notMc'));
  const t = today(app);
  if (stay.checkIn < t) throw validationError({ checkIn: [req.t('owner-rooms.errors.stayPast')] });
  if (stay.checkOut <= stay.checkIn || stay.checkOut > addDaysIso(stay.checkIn, 366))
    throw validationError({ checkOut: [req.t('validation.invalid')] });
  const existing = await app.db
    .select({ checkIn: ownerStays.checkIn, checkOut: ownerStays.checkOut })
    .from(ownerStays)
    .where(and(eq(ownerStays.objectId, o.id), eq(ownerStays.ownerId, user.id)));
  const cap = ownerStayCapIssue(existing, stay);
  if (cap)
    throw validationError({
      checkOut: [
        req.t('owner-rooms.errors.stayCap', { count: cap.cap, year: cap.year, left: Math.max(0, cap.cap - cap.used) }),
      ],
    });
  const [{ n }] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingObjects)
    .where(
      and(
        eq(bookingObjects.objectId, o.id),
        eq(bookingObjects.active, true),
        sql`daterange(${bookingObjects.checkIn}, ${bookingObjects.checkOut}, '[)') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')`,
      ),
    );
  const all = await app.db
    .select({ checkIn: ownerStays.checkIn, checkOut: ownerStays.checkOut })
    .from(ownerStays)
    .where(eq(ownerStays.objectId, o.id));
  if (n > 0 || all.some((s) => rangesOverlap(s, stay)))
    throw validationError({ checkIn: [req.t('owner-rooms.errors.stayBooked')] });
  await app.db
    .insert(ownerStays)
    .values({ companyId: req.companyId, objectId: o.id, ownerId: user.id, ...stay, createdAt: app.clock.now() });
}

/** Frees the owner's stay `stayId` of the room (not one already begun). @throws ApiError 404, 409 `stayStarted`. */
export async function removeStay(app: FastifyInstance, req: FastifyRequest, o: ObjectRow, stayId: number) {
  const user = requireRole(req, 'owner');
  const s = await app.db.query.ownerStays.findFirst({
    where: and(eq(ownerStays.id, stayId), eq(ownerStays.objectId, o.id), eq(ownerStays.ownerId, user.id)),
  });
  foundOr404(req, s, 'owner-rooms.errors.notFound');
  if (s!.checkIn <= today(app)) throw new ApiError(409, req.t('owner-rooms.errors.stayStarted'));
  await app.db.delete(ownerStays).where(eq(ownerStays.id, stayId));
}
