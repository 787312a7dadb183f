/**
 * The online check-in's data (docs/rules.md R20.2, R20.3): each guest of a booking, the entry
 * sealed in `booking_guests.identity` (server/services/personal-data.ts), and the shared link
 * whose token lets a guest fill their own entry. Used by the booker's routes
 * (server/routes/bookings/check-in.ts), the shared link's (server/routes/check-in/) and the
 * reminder job (server/jobs/check-in.ts). Never log an opened entry.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingGuests, bookings, checkInLinks, companies, uploads } from '../db/schema';
import { citableUploads, citeUploads, citerOf } from './uploads';
import { ApiError, validationError, type FieldErrors } from '../errors';
import { sha256 } from '../auth';
import { recordConsents, requireConsent, type ConsentSubject } from './consents';
import { toServerTimestamp } from '../../src/domain/datetime';
import { hotelToday, HOTEL_UTC_OFFSET_HOURS } from '../../src/domain/hotel-time';
import {
  bookingSlots,
  isRussian,
  normalizeDocumentPart,
  validateGuest,
  type GuestEntry,
} from '../../src/domain/check-in';
import type { CheckInLink, CheckInView, GuestEntryBody } from '../../src/contracts/check-in';

type BookingRow = typeof bookings.$inferSelect;

/** A guest's saved row, its entry opened. */
export interface SavedGuest {
  index: number;
  ready: boolean;
  entry: GuestEntry;
  /** The document's scan (uploads.id), if attached. */
  scanUploadId: string | null;
  updatedAt: Date;
}

/** The saved guests of booking `bookingId`, opened, by guest index. */
export async function loadBookingGuests(app: FastifyInstance, bookingId: number): Promise<Map<number, SavedGuest>> {
  const rows = await app.db
    .select()
    .from(bookingGuests)
    .where(eq(bookingGuests.bookingId, bookingId))
    .orderBy(asc(bookingGuests.guestIndex));
  return new Map(
    rows.map((r) => [
      r.guestIndex,
      {
        index: r.guestIndex,
        ready: r.ready,
        entry: app.personalData.open<GuestEntry>(r.identity),
        scanUploadId: r.scanUploadId,
        updatedAt: r.updatedAt,
      },
    ]),
  );
}

/** Whether booking `b` still takes check-in data: not cancelled, and its check-out day not passed. */
export function checkInOpen(b: Pick<BookingRow, 'status' | 'checkOut'>, now: Date): boolean {
  return b.status !== 'cancelled' && hotelToday(now) <= b.checkOut;
}

/**
 * The check-in of booking `b` as its screens show it; `withEntries` only for the booker (the
 * shared link shows which guests are in, never their data).
 */
export async function checkInView(app: FastifyInstance, b: BookingRow, withEntries: boolean): Promise<CheckInView> {
  const [saved, [link], scansRequired] = await Promise.all([
    loadBookingGuests(app, b.id),
    withEntries
      ? app.db.select().from(checkInLinks).where(eq(checkInLinks.bookingId, b.id))
      : Promise.resolve([] as (typeof checkInLinks.$inferSelect)[]),
    scansRequiredBy(app, b.companyId),
  ]);
  const scanIds = withEntries ? [...saved.values()].flatMap((g) => (g.scanUploadId ? [g.scanUploadId] : [])) : [];
  const scans = new Map(
    scanIds.length
      ? (
          await app.db.select({ id: uploads.id, name: uploads.name }).from(uploads).where(inArray(uploads.id, scanIds))
        ).map((u) => [u.id, u])
      : [],
  );
  const slots = bookingSlots(b.guests, b.checkIn);
  const guests = slots.map((s) => {
    const g = saved.get(s.index);
    const child = s.index > s.adults;
    return {
      index: s.index,
      kind: child ? ('child' as const) : ('adult' as const),
      age: child ? (s.children[s.index - s.adults - 1] ?? null) : null,
      ready: !!g?.ready,
      entry: withEntries && g ? g.entry : null,
      scan: (g?.scanUploadId && scans.get(g.scanUploadId)) || null,
    };
  });
  return {
    bookingId: b.id,
    number: b.number,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    guests,
    filled: guests.filter((g) => g.ready).length,
    total: guests.length,
    scansRequired,
    open: checkInOpen(b, app.clock.now()),
    linkExpiresAt: link && link.expiresAt > app.clock.now() ? toServerTimestamp(link.expiresAt) : null,
  };
}

/** Whether company `companyId` asks a scan of each guest's document (docs/rules.md R20.2). */
async function scansRequiredBy(app: FastifyInstance, companyId: number): Promise<boolean> {
  const c = await app.db.query.companies.findFirst({
    where: eq(companies.id, companyId),
    columns: { checkInScansRequired: true },
  });
  return !!c?.checkInScansRequired;
}

/**
 * The scan guest `index` keeps after this save: the one sent (a new one must be the caller's own
 * upload, not cited yet), none when null is sent, the saved one when the field is absent.
 */
async function scanAfterSave(
  app: FastifyInstance,
  req: FastifyRequest,
  saved: string | null,
  sent: GuestEntryBody['scan'],
): Promise<{ id: string | null; fresh: boolean; refused: boolean }> {
  if (sent === undefined || sent?.id === saved) return { id: saved, fresh: false, refused: false };
  if (sent === null) return { id: null, fresh: false, refused: false };
  const mine = await citableUploads(app.db, req.companyId, citerOf(req), [sent.id]);
  return { id: sent.id, fresh: true, refused: !mine.has(sent.id) };
}

/** Body → the domain's entry: blanks as null, series and numbers without spaces, upper case. */
function toEntry(body: GuestEntryBody): GuestEntry {
  const clean = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
  const code = (v: string | null | undefined) => normalizeDocumentPart(v) || null;
  return {
    surname: body.surname.trim(),
    name: body.name.trim(),
    patronymic: clean(body.patronymic),
    birthDate: body.birthDate,
    sex: body.sex,
    birthPlace: clean(body.birthPlace),
    citizenship: body.citizenship.trim().toUpperCase(),
    documentType: body.documentType,
    documentSeries: code(body.documentSeries),
    documentNumber: code(body.documentNumber) ?? '',
    documentIssuer: clean(body.documentIssuer),
    documentIssuedOn: body.documentIssuedOn || null,
    registrationAddress: clean(body.registrationAddress),
    migrationCardSeries: code(body.migrationCardSeries),
    migrationCardNumber: code(body.migrationCardNumber),
    visaNumber: code(body.visaNumber),
    visaValidUntil: body.visaValidUntil || null,
    visitPurpose: body.visitPurpose ?? null,
  };
}

/**
 * Checks and saves guest `index` of booking `b` (docs/rules.md R20.2), sealed (R20.3), with the
 * consent of the person filling it in recorded in the same transaction (R21.2, purpose `check_in`).
 *
 * @param by who fills it in: the booker's account (`userId`), or a guest through the shared link
 *   (`phone` only)
 * @throws ApiError 404 `checkIn.noSuchGuest` (index beyond the booking's guests), 409
 *   `checkIn.closed` (cancelled or checked out), 422 with translated messages under each field
 *   (`checkInConsent` unticked included)
 */
export async function saveGuest(
  app: FastifyInstance,
  req: FastifyRequest,
  b: BookingRow,
  index: number,
  body: GuestEntryBody,
  by: ConsentSubject,
): Promise<void> {
  requireConsent(req, body, 'check_in');
  const now = app.clock.now();
  const slot = bookingSlots(b.guests, b.checkIn).find((s) => s.index === index);
  if (!slot) throw new ApiError(404, req.t('checkIn.noSuchGuest'));
  if (!checkInOpen(b, now)) throw new ApiError(409, req.t('checkIn.closed'));
  const entry = toEntry(body);
  const [existing] = await app.db
    .select({ scanUploadId: bookingGuests.scanUploadId })
    .from(bookingGuests)
    .where(and(eq(bookingGuests.bookingId, b.id), eq(bookingGuests.guestIndex, index)));
  const scan = await scanAfterSave(app, req, existing?.scanUploadId ?? null, body.scan);
  const problems = validateGuest(entry, slot);
  if (scan.refused) problems.scan = ['checkIn.errors.scan'];
  if (Object.keys(problems).length) {
    const errors: FieldErrors = {};
    for (const [field, keys] of Object.entries(problems)) errors[field] = keys.map((k) => req.t(k));
    throw validationError(errors);
  }
  const values = {
    identity: app.personalData.seal(entry),
    foreign: !isRussian(entry.citizenship),
    // Complete; and with its scan when the company asks scans (R20.2).
    ready: !!scan.id || !(await scansRequiredBy(app, b.companyId)),
    scanUploadId: scan.id,
    filledByUserId: by.userId ?? null,
    updatedAt: now,
  };
  await app.db.transaction(async (tx) => {
    await tx
      .insert(bookingGuests)
      .values({ companyId: b.companyId, bookingId: b.id, guestIndex: index, ...values })
      .onConflictDoUpdate({ target: [bookingGuests.bookingId, bookingGuests.guestIndex], set: values });
    if (scan.fresh && scan.id) await citeUploads(tx, b.id, [scan.id]);
    await recordConsents(tx, req, by, 'check_in', ['check_in']);
  });
}

/** The end of the check-out day in the hotel's time zone: when a shared link stops working. */
function linkExpiry(checkOut: string): Date {
  const offset = String(HOTEL_UTC_OFFSET_HOURS).padStart(2, '0');
  return new Date(`${checkOut}T23:59:59+${offset}:00`);
}

/**
 * Creates the shared link of booking `b`, replacing the previous one (docs/rules.md R20.2): a
 * random token, kept as its SHA-256, valid to the end of the check-out day.
 *
 * @throws ApiError 409 `checkIn.closed`
 */
export async function createCheckInLink(
  app: FastifyInstance,
  req: FastifyRequest,
  b: BookingRow,
): Promise<CheckInLink> {
  if (!checkInOpen(b, app.clock.now())) throw new ApiError(409, req.t('checkIn.closed'));
  const token = randomBytes(24).toString('base64url');
  const expiresAt = linkExpiry(b.checkOut);
  const values = { tokenHash: sha256(token), expiresAt, createdAt: app.clock.now() };
  await app.db
    .insert(checkInLinks)
    .values({ bookingId: b.id, companyId: b.companyId, ...values })
    .onConflictDoUpdate({ target: checkInLinks.bookingId, set: values });
  return { token, expiresAt: toServerTimestamp(expiresAt) };
}

/**
 * The booking a shared link's token opens. @throws ApiError 404 `checkIn.linkInvalid` (unknown,
 * replaced, expired, another company's, or the booking cancelled)
 */
export async function bookingByCheckInToken(
  app: FastifyInstance,
  req: FastifyRequest,
  token: string,
): Promise<BookingRow> {
  const [row] = await app.db
    .select({ b: bookings })
    .from(checkInLinks)
    .innerJoin(bookings, eq(bookings.id, checkInLinks.bookingId))
    .where(
      and(
        eq(checkInLinks.tokenHash, sha256(token)),
        eq(checkInLinks.companyId, req.companyId),
        gt(checkInLinks.expiresAt, app.clock.now()),
      ),
    );
  if (!row || row.b.status === 'cancelled') throw new ApiError(404, req.t('checkIn.linkInvalid'));
  return row.b;
}
