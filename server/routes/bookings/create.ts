/**
 * Creating a booking (docs/rules.md R5.1–R5.11): every rule of src/domain/bookings.ts with the
 * same message, the payer's documents (uploads the caller owns), the limit of unpaid anonymous
 * holds per client, and the insert; a night not for sale (booked, owner-blocked, leased,
 * terminated: server/services/availability.ts) answers 409, an overlap with another booking also
 * through the database's exclusion constraint.
 */
import { recordConsents, requireConsent } from '../../services/consents';
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import { noticeBooking } from '../../services/booking-notices';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingObjects, bookings, objects, tariffs, type BookingContact } from '../../db/schema';
import { newToken, sha256 } from '../../auth';
import { ApiError, validationError, type FieldErrors } from '../../errors';
import { citableUploads, citeUploads, citerOf } from '../../services/uploads';
import { occupiedObjectIds } from '../../services/availability';
import { checkClaims, insertClaims } from './exemptions';
import { nightsBetween } from '../../../src/domain/datetime';
import {
  ANONYMOUS_HOLD_MINUTES,
  bookingIssueKey,
  guestCount,
  MAX_ANONYMOUS_HOLDS,
  MAX_GUESTS,
  MAX_STAY_NIGHTS,
  PAYMENT_DEADLINE_HOURS,
  validateBooking,
} from '../../../src/domain/bookings';
import { quoteStay } from '../../services/stay-quote';
import { promoDiscount, promoGuestKeys, redeemPromo, type PromoStay } from '../../services/promo-codes';
import { restrictionMessage } from '../../services/restriction-messages';
import { hotelToday } from '../../../src/domain/hotel-time';
import type { z } from 'zod';
import type { bookingCreate } from '../../../src/contracts/bookings';
import type { BookingRow } from './repo';

type Body = z.infer<typeof bookingCreate>;
type Doc = { kind: string; name: string; path: string };

/** True when the error is PostgreSQL's exclusion violation (23P01), possibly wrapped by Drizzle. */
function isOverlap(e: unknown): boolean {
  for (
    let cur = e as { code?: string; cause?: unknown } | undefined, i = 0;
    cur && i < 4;
    cur = cur.cause as typeof cur, i++
  ) {
    if (cur.code === '23P01') return true;
  }
  return false;
}

/** The 409 of a night not for sale (docs/rules.md R4.4, R5.7). */
const booked = (req: FastifyRequest) =>
  new ApiError(409, req.t('bookings.objectBooked'), { objects: [req.t('bookings.objectBooked')] });

/**
 * A logged-out client holds at most {@link MAX_ANONYMOUS_HOLDS} unpaid bookings at once (by IP).
 * @throws ApiError 429 `bookings.tooManyHolds`.
 */
async function checkHolds(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  if (req.user) return;
  const [{ n }] = await app.db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, req.companyId),
        isNull(bookings.userId),
        eq(bookings.clientIpHash, sha256(req.ip)),
        eq(bookings.status, 'awaiting_payment'),
        gt(bookings.paymentDeadline, app.clock.now()),
      ),
    );
  if (n >= MAX_ANONYMOUS_HOLDS) throw new ApiError(429, req.t('bookings.tooManyHolds'));
}

/** The payer's documents: a legal entity cites its TIN certificate and one document per guest. */
async function payerDocuments(
  app: FastifyInstance,
  req: FastifyRequest,
  body: Body,
  add: (f: string, m: string) => void,
): Promise<Doc[]> {
  if (body.payerType !== 'individual') {
    if (!body.contact.inn || !/^(\d{10}|\d{12})$/.test(body.contact.inn))
      add('contact.inn', req.t('validation.innRequired'));
    if (body.payerType === 'legal' && !body.contact.companyName)
      add('contact.companyName', req.t('validation.required'));
  }
  if (body.payerType !== 'legal') return [];
  const { tinCertificate: tin, guestDocuments } = body.documents;
  const ids = [...(tin ? [tin.id] : []), ...guestDocuments.map((g) => g.id)];
  const mine = await citableUploads(app.db, req.companyId, citerOf(req), ids);
  const docs: Doc[] = [];
  if (!tin || !mine.has(tin.id)) add('documents.tinCertificate', req.t('validation.tinRequired'));
  else docs.push({ kind: 'tin', name: tin.name, path: tin.id });
  const guestDocs = guestDocuments.filter((g) => mine.has(g.id) && g.id !== tin?.id);
  if (guestDocs.length < guestCount(body.guests))
    add('documents.guestDocuments', req.t('validation.guestDocsRequired'));
  else for (const g of guestDocs) docs.push({ kind: 'guest', name: g.name, path: g.id });
  return docs;
}

/** A stay as the booking form and the quote send it (docs/rules.md R5.1–R5.8). */
export type StayRequest = Pick<Body, 'objectIds' | 'checkIn' | 'checkOut' | 'guests' | 'tariffId'>;

/**
 * Loads and checks a stay's objects, tariff, dates and guests (R5.1–R5.8): the booking's and the
 * quote's common part. Adds each rule's translated message to `add`.
 * @throws ApiError 422 `bookings.objectNotFound` when an object is not the company's.
 */
export async function checkStay(
  app: FastifyInstance,
  req: FastifyRequest,
  body: StayRequest,
  add: (field: string, msg: string) => void,
) {
  const objectIds = [...new Set(body.objectIds)];
  const objs = await app.db
    .select()
    .from(objects)
    .where(and(eq(objects.companyId, req.companyId), inArray(objects.id, objectIds)));
  if (objs.length !== objectIds.length) throw validationError({ objects: [req.t('bookings.objectNotFound')] });
  const tariff = await app.db.query.tariffs.findFirst({
    // A tariff switched off in the back office is no longer sold (docs/rules.md R5.30).
    where: and(eq(tariffs.id, body.tariffId), eq(tariffs.companyId, req.companyId), eq(tariffs.active, true)),
  });
  const fields = new Set<string>();
  const note = (field: string, msg: string) => (fields.add(field), add(field, msg));
  for (const i of validateBooking({
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    guests: body.guests,
    capacities: objs.map((o) => o.capacity),
    today: hotelToday(app.clock.now()),
  })) {
    note(i.field, req.t(bookingIssueKey(i), { max: MAX_GUESTS }));
  }
  if (!fields.has('checkOut') && nightsBetween(body.checkIn, body.checkOut) > MAX_STAY_NIGHTS)
    note('checkOut', req.t('validation.tooManyNights', { count: MAX_STAY_NIGHTS }));
  if (!tariff) note('tariffId', req.t('bookings.tariffNotFound'));
  return { objs, tariff, objectIds, datesOk: !fields.has('checkIn') && !fields.has('checkOut') };
}

/** Checks a booking request. @throws ApiError 422 with translated messages per field, 429. */
async function checkBooking(app: FastifyInstance, req: FastifyRequest, body: Body) {
  await checkHolds(app, req);
  const errors: FieldErrors = {};
  const add = (field: string, msg: string) => (errors[field] ??= []).push(msg);
  const { objs, tariff, objectIds } = await checkStay(app, req, body, add);
  // A booked, owner-blocked, leased or terminated night is not for sale (docs/rules.md R4.8,
  // R4.10, R4.11): refused early here, and again inside the insert's transaction.
  if (
    !errors.checkOut &&
    !errors.checkIn &&
    (await occupiedObjectIds(app.db, body.checkIn, body.checkOut, { objectIds })).size
  )
    throw booked(req);
  const docs = await payerDocuments(app, req, body, add);
  // Guests' tourist-tax exemption claims made with the booking (docs/rules.md R5.26).
  await checkClaims(app, req, body.exemptions, guestCount(body.guests), add, (i) => `exemptions.${i}.`);
  if (Object.keys(errors).length) throw validationError(errors);
  return { objs, tariff: tariff!, docs };
}

/**
 * Creates a booking awaiting payment. A logged-out booker gets a claim token and a hold of
 * {@link ANONYMOUS_HOLD_MINUTES} minutes (the full deadline once claimed after login).
 * @throws ApiError 422, 429, 409 `bookings.objectBooked` on an overlap.
 */
export async function createBooking(
  app: FastifyInstance,
  req: FastifyRequest,
  body: Body,
): Promise<{ row: BookingRow; claimToken: string | null }> {
  const { objs, tariff, docs } = await checkBooking(app, req, body);
  const now = app.clock.now();
  const nights = nightsBetween(body.checkIn, body.checkOut);
  const guests = { adults: body.guests.adults, children: body.guests.children };
  // A promo code is checked before pricing and redeemed inside the insert's transaction (R5.32).
  const promoStay: PromoStay | null = body.promoCode
    ? {
        code: body.promoCode,
        tariffId: tariff.id,
        objectIds: objs.map((o) => o.id),
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        today: hotelToday(now),
        now,
        guestKeys: await promoGuestKeys(app.db, req.companyId, { user: req.user, phone: body.contact.phone }),
      }
    : null;
  const promo = promoStay ? await promoDiscount(app.db, req, promoStay) : null;
  if (promo && 'error' in promo) throw validationError({ promoCode: [promo.error] });
  // The tourist tax on top of the stay (docs/rules.md R5.26): the check-out year's rate of the
  // company's table, on the price without the accommodation's VAT of the company's tax settings (R5.25).
  const { price, issues } = await quoteStay(app.db, {
    companyId: req.companyId,
    objects: objs,
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    guests: guestCount(guests),
    tariff,
    today: hotelToday(now),
    locale: req.lang,
    promo: promo?.discount ?? null,
  });
  // A stay that breaks a restriction of the rate calendar is not sold (docs/rules.md R5.29).
  if (issues.length) throw validationError({ checkIn: [restrictionMessage(req, issues[0].issue)] });
  const claimToken = req.user ? null : newToken();
  const contact: BookingContact = { ...body.contact, email: body.contact.email || undefined, language: req.lang };
  const holdMs = req.user ? PAYMENT_DEADLINE_HOURS * 3_600_000 : ANONYMOUS_HOLD_MINUTES * 60_000;
  const values: typeof bookings.$inferInsert = {
    companyId: req.companyId,
    userId: req.user?.id ?? null,
    claimTokenHash: claimToken ? sha256(claimToken) : null,
    clientIpHash: claimToken ? sha256(req.ip) : null,
    number: `tmp-${randomUUID()}`,
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    guests,
    tariffId: tariff.id,
    cancellation: tariff.cancellation,
    payerType: body.payerType,
    contact,
    documents: docs,
    price: {
      nights,
      lines: price.lines.map((l) => ({
        objectId: Number(l.objectId),
        rateKopecks: l.rateKopecks,
        amountKopecks: l.amountKopecks,
        ...(l.nightly ? { nightly: l.nightly } : {}),
      })),
      discounts: price.discounts,
      tariffAdjustmentKopecks: price.tariffAdjustmentKopecks,
      totalKopecks: price.totalKopecks,
      accommodationKopecks: price.accommodationKopecks,
      breakfastKopecks: price.breakfastKopecks,
      touristTax: price.touristTax,
    },
    totalKopecks: price.totalKopecks,
    touristTaxKopecks: price.touristTax?.kopecks ?? 0,
    paymentDeadline: new Date(now.getTime() + holdMs),
    createdAt: now,
  };
  try {
    const row = await app.db.transaction(async (tx) => {
      // Owner stays, leases and terminations written since the check above (R4.8, R4.10, R4.11);
      // an overlap with another booking is the exclusion constraint's (23P01 below).
      if (
        (
          await occupiedObjectIds(tx, body.checkIn, body.checkOut, {
            objectIds: objs.map((o) => o.id),
            bookings: false,
          })
        ).size
      )
        throw booked(req);
      const [b] = await tx.insert(bookings).values(values).returning();
      await tx
        .insert(bookingObjects)
        .values(objs.map((o) => ({ bookingId: b.id, objectId: o.id, checkIn: body.checkIn, checkOut: body.checkOut })));
      await citeUploads(
        tx,
        b.id,
        docs.map((d) => d.path),
      );
      await insertClaims(tx, b, price.touristTax ? body.exemptions : [], now);
      if (promo && promoStay)
        await redeemPromo(tx, req, promoStay, {
          promoCodeId: promo.promoCodeId,
          bookingId: b.id,
          discountKopecks: price.discounts.find((d) => d.kind === 'promo')?.kopecks ?? 0,
        });
      // The booker's personal-data consent, with the booking (docs/rules.md R21.2).
      requireConsent(req, body, 'personal_data');
      await recordConsents(tx, req, { userId: req.user?.id ?? null, phone: body.contact.phone }, 'booking', [
        'personal_data',
      ]);
      const [withNumber] = await tx
        .update(bookings)
        .set({ number: `GK-${String(b.id).padStart(6, '0')}` })
        .where(eq(bookings.id, b.id))
        .returning();
      return withNumber;
    });
    // The guest hears of it in-app and by push too, with the deadline (R7.10).
    // An anonymous booker's e-mail links to the booking with its claim token (R5.11, R22.1).
    await noticeBooking(app, row, 'created', undefined, { claimToken });
    return { row, claimToken };
  } catch (e) {
    if (isOverlap(e)) throw booked(req);
    throw e;
  }
}
