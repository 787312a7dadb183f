/**
 * Bookings and payments (docs/rules.md R5):
 * - POST app/v1/bookings — create (logged in or not). A logged-out visitor gets a `claimToken`
 *   and must log in by SMS before paying; POST app/v1/bookings/{id}/claim attaches the booking
 *   to the account. Every rule of src/domain/booking.ts is enforced here with the same message;
 *   an overlap with another booking is refused by the database's exclusion constraint (409).
 * - GET app/v1/bookings (the caller's, paginated), GET app/v1/bookings/{id} (owner only).
 * - POST app/v1/bookings/{id}/cancellation-request — received now, processed by a job.
 * - POST app/v1/bookings/{id}/payments `{ method: card | bank_transfer }` → `{ confirmationUrl }`
 *   or the bank requisites; GET app/v1/payments/{id}; POST app/v1/payments/{id}/sandbox (the
 *   local acquirer's page chooses the outcome).
 * - POST app/v1/uploads — one file (legal entity documents), answers `{ id, name }`.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingObjects, bookings, buildings, companies, objects, payments, tariffs, PAYER_TYPES, type BookingContact } from '../../db/schema';
import { requireUser, sha256, newToken } from '../../auth';
import { ApiError, validationError, type FieldErrors } from '../../errors';
import { pick } from '../../i18n';
import { appHeaders, listQuery, pageWindow, paginate, phoneSchema } from '../../validation';
import { isIsoDate, nightsBetween, toServerTimestamp } from '../../../src/domain/datetime';
import {
  bookingIssueKey,
  cardRetryAt,
  guestCount,
  hotelToday,
  MAX_GUESTS,
  MAX_OBJECTS_PER_BOOKING,
  MAX_STAY_NIGHTS,
  PAYMENT_DEADLINE_HOURS,
  priceBreakdown,
  validateBooking,
} from '../../../src/domain/booking';
import { applyPaymentResult } from '../../jobs/bookings';
import { SandboxPaymentService } from '../../services/payments';
import { MAX_UPLOAD_BYTES, storeUpload, UploadRejected, uploadsDir as uploadsDirOf } from '../../services/file-storage';

const isoDate = z.string({ message: 'validation.required' }).refine(isIsoDate, 'validation.invalid');
const fileRef = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/), name: z.string().max(200) });

const bookingBody = z.object({
  objectIds: z.array(z.number().int().positive()).min(1, 'validation.noObjects').max(MAX_OBJECTS_PER_BOOKING),
  checkIn: isoDate,
  checkOut: isoDate,
  guests: z.object({
    adults: z.number({ message: 'validation.noAdults' }).int('validation.noAdults'),
    children: z.array(z.number({ message: 'validation.childAge' })).max(MAX_GUESTS + 1).default([]),
  }),
  tariffId: z.number({ message: 'validation.required' }).int().positive(),
  payerType: z.enum(PAYER_TYPES, { message: 'validation.required' }),
  contact: z.object({
    surname: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(100),
    name: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(100),
    patronymic: z.string().trim().max(100).optional(),
    phone: phoneSchema,
    email: z.email('validation.email').max(200).optional().or(z.literal('')),
    companyName: z.string().trim().max(300).optional(),
    inn: z.string().trim().max(12).optional(),
  }),
  documents: z
    .object({ tinCertificate: fileRef.optional(), guestDocuments: z.array(fileRef).max(50).default([]) })
    .default({ guestDocuments: [] }),
});

type BookingRow = typeof bookings.$inferSelect;

/** Where uploaded files go: DATA_DIR/uploads, or a temp folder for an in-memory database. */
const uploadsDir = (app: FastifyInstance) => uploadsDirOf(app.config.dataDir);

/** True when the error is PostgreSQL's exclusion violation (23P01), possibly wrapped by Drizzle. */
function isOverlap(e: unknown): boolean {
  for (let cur = e as { code?: string; cause?: unknown } | undefined, i = 0; cur && i < 4; cur = cur.cause as typeof cur, i++) {
    if (cur.code === '23P01') return true;
  }
  return false;
}

/** The booking of `id` the caller may see. @throws ApiError 401/404. */
async function ownBooking(app: FastifyInstance, req: FastifyRequest, id: number): Promise<BookingRow> {
  const user = requireUser(req);
  const b = await app.db.query.bookings.findFirst({ where: and(eq(bookings.id, id), eq(bookings.companyId, req.companyId)) });
  if (!b || b.userId !== user.id) throw new ApiError(404, req.t('booking.notFound'));
  return b;
}

/** The full booking as /bookings/{id} shows it (what a confirmation shows). */
async function bookingDto(app: FastifyInstance, req: FastifyRequest, b: BookingRow) {
  const [objs, tariff, pays] = await Promise.all([
    app.db
      .select({ o: objects, bname: buildings.name })
      .from(bookingObjects)
      .innerJoin(objects, eq(objects.id, bookingObjects.objectId))
      .innerJoin(buildings, eq(buildings.id, objects.buildingId))
      .where(eq(bookingObjects.bookingId, b.id))
      .orderBy(asc(bookingObjects.id)),
    app.db.query.tariffs.findFirst({ where: eq(tariffs.id, b.tariffId) }),
    app.db.select().from(payments).where(eq(payments.bookingId, b.id)).orderBy(desc(payments.id)),
  ]);
  const lastFailedCard = pays.find((p) => p.method === 'card' && p.status === 'failed' && p.finishedAt);
  const retryAt = lastFailedCard ? cardRetryAt(lastFailedCard.finishedAt!) : null;
  const company = b.payerType === 'legal' ? await app.db.query.companies.findFirst({ where: eq(companies.id, b.companyId) }) : null;
  return {
    id: b.id,
    number: b.number,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: nightsBetween(b.checkIn, b.checkOut),
    guests: b.guests,
    tariff: tariff ? { id: tariff.id, code: tariff.code, name: pick(tariff.name, req.lang), refundable: tariff.refundable, percent: tariff.percent, perGuestNightKopecks: tariff.perGuestNightKopecks } : null,
    objects: objs.map(({ o, bname }) => {
      const line = b.price.lines.find((l) => l.objectId === o.id);
      return {
        id: o.id,
        kind: o.kind,
        title: pick(o.title, req.lang),
        buildingName: pick(bname, req.lang),
        floor: o.floor,
        number: o.number,
        capacity: o.capacity,
        photo: o.photos[0] ?? null,
        rateKopecks: line?.rateKopecks ?? o.priceKopecks,
        amountKopecks: line?.amountKopecks ?? 0,
      };
    }),
    price: b.price,
    totalKopecks: b.totalKopecks,
    paidKopecks: b.paidKopecks,
    dueKopecks: b.status === 'cancelled' ? 0 : b.totalKopecks - b.paidKopecks,
    currency: 'RUB',
    paymentDeadline: toServerTimestamp(b.paymentDeadline),
    status: b.status,
    cancelReason: b.cancelReason,
    cancellation: b.cancellationState
      ? {
          state: b.cancellationState,
          requestedAt: b.cancellationRequestedAt ? toServerTimestamp(b.cancellationRequestedAt) : null,
          processedAt: b.cancellationProcessedAt ? toServerTimestamp(b.cancellationProcessedAt) : null,
          refundKopecks: b.refundKopecks,
        }
      : null,
    payerType: b.payerType,
    contact: b.contact,
    documents: b.documents.map((d) => ({ kind: d.kind, name: d.name })),
    createdAt: toServerTimestamp(b.createdAt),
    payments: pays.map((p) => ({
      id: p.id,
      method: p.method,
      status: p.status,
      amountKopecks: p.amountKopecks,
      createdAt: toServerTimestamp(p.createdAt),
      finishedAt: p.finishedAt ? toServerTimestamp(p.finishedAt) : null,
    })),
    /** When a failed card payment may be retried (docs/rules.md R5.15: 20 minutes), or null. */
    cardRetryAt: retryAt && retryAt > app.clock.now() ? toServerTimestamp(retryAt) : null,
    requisites: company
      ? {
          recipient: company.legal.name,
          inn: company.legal.inn,
          kpp: company.legal.kpp,
          bank: company.legal.bank,
          bik: company.legal.bik,
          account: company.legal.account,
          corrAccount: company.legal.corrAccount,
        }
      : null,
  };
}

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  app.post(
    '/uploads',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
      schema: {
        tags: ['bookings'],
        summary: 'Upload one document scan (multipart, field `file`; PDF, JPEG, PNG or WebP, ≤ 10 MB, checked by magic bytes); answers { id, name }',
        headers: appHeaders,
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new ApiError(415, req.t('error.unsupportedMedia'));
      const file = await req.file();
      if (!file) throw validationError({ file: [req.t('validation.required')] });
      const body = await file.toBuffer().catch(() => null);
      try {
        const { id } = storeUpload(app.config.dataDir, body ?? Buffer.alloc(0), file.mimetype, !body || file.file.truncated);
        return reply.code(201).send({ data: { id, name: file.filename.slice(0, 200) } });
      } catch (e) {
        if (e instanceof UploadRejected) {
          if (e.status === 413) throw new ApiError(413, req.t(e.key));
          throw validationError({ file: [req.t(e.key)] });
        }
        throw e;
      }
    },
  );

  app.post(
    '/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Create a booking awaiting payment (logged in or with a claim token)',
        headers: appHeaders,
        body: bookingBody,
      },
    },
    async (req, reply) => {
      const body = req.body;
      const now = app.clock.now();
      const objectIds = [...new Set(body.objectIds)];
      const objs = await app.db
        .select()
        .from(objects)
        .where(and(eq(objects.companyId, req.companyId), inArray(objects.id, objectIds)));
      if (objs.length !== objectIds.length) throw validationError({ objects: [req.t('booking.objectNotFound')] });
      const tariff = await app.db.query.tariffs.findFirst({ where: and(eq(tariffs.id, body.tariffId), eq(tariffs.companyId, req.companyId)) });

      const errors: FieldErrors = {};
      const add = (field: string, msg: string) => (errors[field] ??= []).push(msg);
      for (const i of validateBooking({
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        guests: body.guests,
        capacities: objs.map((o) => o.capacity),
        today: hotelToday(now),
      })) {
        add(i.field, req.t(bookingIssueKey(i), { max: MAX_GUESTS }));
      }
      if (!errors.checkOut && nightsBetween(body.checkIn, body.checkOut) > MAX_STAY_NIGHTS) {
        add('checkOut', req.t('validation.tooBig', { max: MAX_STAY_NIGHTS }));
      }
      if (!tariff) add('tariffId', req.t('booking.tariffNotFound'));
      const docs: { kind: string; name: string; path: string }[] = [];
      if (body.payerType !== 'individual') {
        if (!body.contact.inn || !/^(\d{10}|\d{12})$/.test(body.contact.inn)) add('contact.inn', req.t('validation.innRequired'));
        if (body.payerType === 'legal' && !body.contact.companyName) add('contact.companyName', req.t('validation.required'));
      }
      if (body.payerType === 'legal') {
        const dir = uploadsDir(app);
        const exists = (f: { id: string }) => existsSync(join(dir, f.id));
        const tin = body.documents.tinCertificate;
        if (!tin || !exists(tin)) add('documents.tinCertificate', req.t('validation.tinRequired'));
        else docs.push({ kind: 'tin', name: tin.name, path: tin.id });
        const guestDocs = body.documents.guestDocuments.filter(exists);
        if (guestDocs.length < guestCount(body.guests)) add('documents.guestDocuments', req.t('validation.guestDocsRequired'));
        else for (const g of guestDocs) docs.push({ kind: 'guest', name: g.name, path: g.id });
      }
      if (Object.keys(errors).length) throw validationError(errors);

      const nights = nightsBetween(body.checkIn, body.checkOut);
      const price = priceBreakdown({
        nights,
        objects: objs.map((o) => ({ id: o.id, pricePerNightKopecks: o.priceKopecks })),
        tariffMultiplierPercent: tariff!.percent,
        perGuestNightKopecks: tariff!.perGuestNightKopecks,
        guests: guestCount(body.guests),
      });
      const claimToken = req.user ? null : newToken();
      const contact: BookingContact = { ...body.contact, email: body.contact.email || undefined };
      let created: BookingRow;
      try {
        created = await app.db.transaction(async (tx) => {
          const [b] = await tx
            .insert(bookings)
            .values({
              companyId: req.companyId,
              userId: req.user?.id ?? null,
              claimTokenHash: claimToken ? sha256(claimToken) : null,
              number: `tmp-${randomUUID()}`,
              checkIn: body.checkIn,
              checkOut: body.checkOut,
              guests: { adults: body.guests.adults, children: body.guests.children },
              tariffId: tariff!.id,
              payerType: body.payerType,
              contact,
              documents: docs,
              price: {
                nights,
                lines: price.lines.map((l) => ({ objectId: Number(l.objectId), rateKopecks: l.rateKopecks, amountKopecks: l.amountKopecks })),
                tariffAdjustmentKopecks: price.tariffAdjustmentKopecks,
                totalKopecks: price.totalKopecks,
              },
              totalKopecks: price.totalKopecks,
              paymentDeadline: new Date(now.getTime() + PAYMENT_DEADLINE_HOURS * 3_600_000),
              createdAt: now,
            })
            .returning();
          await tx.insert(bookingObjects).values(objs.map((o) => ({ bookingId: b.id, objectId: o.id, checkIn: body.checkIn, checkOut: body.checkOut })));
          const [withNumber] = await tx
            .update(bookings)
            .set({ number: `GK-${String(b.id).padStart(6, '0')}` })
            .where(eq(bookings.id, b.id))
            .returning();
          return withNumber;
        });
      } catch (e) {
        if (isOverlap(e)) throw new ApiError(409, req.t('booking.objectBooked'), { objects: [req.t('booking.objectBooked')] });
        throw e;
      }
      return reply.code(201).send({ data: { ...(await bookingDtoAnonymous(app, req, created)), claimToken } });
    },
  );

  app.post(
    '/bookings/:id/claim',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Attach a booking made while logged out to the caller (after SMS login)',
        headers: appHeaders,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ token: z.string().min(1).max(200) }),
      },
    },
    async (req) => {
      const user = requireUser(req);
      const [b] = await app.db
        .update(bookings)
        .set({ userId: user.id, claimTokenHash: null })
        .where(and(eq(bookings.id, req.params.id), eq(bookings.companyId, req.companyId), sql`${bookings.userId} is null`, eq(bookings.claimTokenHash, sha256(req.body.token))))
        .returning();
      if (b) return { data: await bookingDto(app, req, b) };
      const owned = await app.db.query.bookings.findFirst({ where: and(eq(bookings.id, req.params.id), eq(bookings.userId, user.id)) });
      if (owned) return { data: await bookingDto(app, req, owned) };
      throw new ApiError(404, req.t('booking.claimInvalid'));
    },
  );

  app.get(
    '/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: "The caller's bookings, newest first (Refine resource `bookings`)",
        headers: appHeaders,
        querystring: listQuery.extend({
          status: z.enum(['awaiting_payment', 'paid', 'cancelled']).optional(),
          _sort: z.enum(['id', 'createdAt', 'checkIn']).optional(),
          _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
        }),
      },
    },
    async (req) => {
      const user = requireUser(req);
      const { start, end, limit } = pageWindow(req.query);
      const cond = and(eq(bookings.userId, user.id), eq(bookings.companyId, req.companyId), req.query.status ? eq(bookings.status, req.query.status) : undefined);
      const col = { id: bookings.id, createdAt: bookings.id, checkIn: bookings.checkIn }[req.query._sort ?? 'id'];
      const dir = (req.query._order ?? 'desc').toLowerCase() === 'asc' ? asc : desc;
      const [rows, [{ n }]] = await Promise.all([
        app.db.select().from(bookings).where(cond).orderBy(dir(col)).limit(limit).offset(start),
        app.db.select({ n: count() }).from(bookings).where(cond),
      ]);
      const ids = rows.map((r) => r.id);
      const objs = ids.length
        ? await app.db
            .select({ bookingId: bookingObjects.bookingId, title: objects.title })
            .from(bookingObjects)
            .innerJoin(objects, eq(objects.id, bookingObjects.objectId))
            .where(inArray(bookingObjects.bookingId, ids))
        : [];
      return paginate(
        rows.map((b) => ({
          id: b.id,
          number: b.number,
          checkIn: b.checkIn,
          checkOut: b.checkOut,
          nights: nightsBetween(b.checkIn, b.checkOut),
          objects: objs.filter((o) => o.bookingId === b.id).map((o) => pick(o.title, req.lang)),
          guests: b.guests.adults + b.guests.children.length,
          totalKopecks: b.totalKopecks,
          paidKopecks: b.paidKopecks,
          status: b.status,
          paymentDeadline: toServerTimestamp(b.paymentDeadline),
          cancellationState: b.cancellationState,
        })),
        n,
        start,
        end,
      );
    },
  );

  app.get(
    '/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One booking of the caller (confirmation)',
        headers: appHeaders,
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (req) => ({ data: await bookingDto(app, req, await ownBooking(app, req, req.params.id)) }),
  );

  app.post(
    '/bookings/:id/cancellation-request',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Request cancellation; it is processed later by a job (R5.19)',
        headers: appHeaders,
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (req) => {
      const b = await ownBooking(app, req, req.params.id);
      if (b.cancellationState) throw new ApiError(409, req.t('booking.cancellationExists'));
      if (b.status === 'cancelled') throw new ApiError(409, req.t('booking.notCancellable'));
      const [u] = await app.db
        .update(bookings)
        .set({ cancellationState: 'received', cancellationRequestedAt: app.clock.now() })
        .where(and(eq(bookings.id, b.id), sql`${bookings.cancellationState} is null`, sql`${bookings.status} <> 'cancelled'`))
        .returning();
      if (!u) throw new ApiError(409, req.t('booking.cancellationExists'));
      return { data: await bookingDto(app, req, u) };
    },
  );

  app.post(
    '/bookings/:id/payments',
    {
      schema: {
        tags: ['payments'],
        summary: 'Start a payment: card → { confirmationUrl }; bank_transfer (legal entities) → requisites',
        headers: appHeaders,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ method: z.enum(['card', 'bank_transfer']).default('card') }),
      },
    },
    async (req, reply) => {
      const b = await ownBooking(app, req, req.params.id);
      const now = app.clock.now();
      if (b.status !== 'awaiting_payment' || b.cancellationState) throw new ApiError(409, req.t('payment.notPayable'));
      if (b.paymentDeadline <= now) throw new ApiError(409, req.t('payment.deadlinePassed'));
      const due = b.totalKopecks - b.paidKopecks;
      const recent = await app.db.select().from(payments).where(eq(payments.bookingId, b.id)).orderBy(desc(payments.id)).limit(20);
      if (req.body.method === 'bank_transfer') {
        if (b.payerType !== 'legal') throw new ApiError(409, req.t('payment.bankOnlyLegal'));
        let p = recent.find((x) => x.method === 'bank_transfer' && x.status === 'pending');
        if (!p) {
          [p] = await app.db
            .insert(payments)
            .values({ companyId: b.companyId, bookingId: b.id, method: 'bank_transfer', provider: 'bank', idempotencyKey: randomUUID(), amountKopecks: due, createdAt: now })
            .returning();
        }
        return reply.code(201).send({ data: { paymentId: p.id, status: p.status, confirmationUrl: null, booking: await bookingDto(app, req, b) } });
      }
      const failed = recent.find((x) => x.method === 'card' && x.status === 'failed' && x.finishedAt);
      if (failed) {
        const at = cardRetryAt(failed.finishedAt!);
        if (at > now) {
          const minutes = Math.ceil((at.getTime() - now.getTime()) / 60_000);
          throw new ApiError(409, req.t('payment.retryLater', { count: minutes }), undefined, { 'retry-after': String(minutes * 60) });
        }
      }
      const pending = recent.find((x) => x.method === 'card' && x.status === 'pending' && x.confirmationUrl);
      if (pending) return reply.code(201).send({ data: { paymentId: pending.id, status: 'pending', confirmationUrl: pending.confirmationUrl } });
      const [p] = await app.db
        .insert(payments)
        .values({ companyId: b.companyId, bookingId: b.id, method: 'card', provider: app.payments.name, idempotencyKey: randomUUID(), amountKopecks: due, createdAt: now })
        .returning();
      try {
        const r = await app.payments.create({
          paymentId: p.id,
          amountKopecks: due,
          idempotencyKey: p.idempotencyKey,
          description: `${req.t('booking.number', { number: b.number })}`,
          returnUrl: `${app.config.publicUrl}/bookings/${b.id}?payment=${p.id}`,
        });
        await app.db.update(payments).set({ providerPaymentId: r.providerPaymentId, confirmationUrl: r.confirmationUrl }).where(eq(payments.id, p.id));
        return reply.code(201).send({ data: { paymentId: p.id, status: 'pending', confirmationUrl: r.confirmationUrl } });
      } catch (e) {
        req.log.error(e, 'payment provider');
        await app.db.update(payments).set({ status: 'failed', finishedAt: null }).where(eq(payments.id, p.id));
        throw new ApiError(503, req.t('payment.providerError'));
      }
    },
  );

  /** The payment of `id` whose booking the caller owns. */
  const ownPayment = async (req: FastifyRequest, id: number) => {
    const user = requireUser(req);
    const rows = await app.db
      .select({ p: payments, b: bookings })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(and(eq(payments.id, id), eq(payments.companyId, req.companyId)));
    const row = rows[0];
    if (!row || row.b.userId !== user.id) throw new ApiError(404, req.t('payment.notFound'));
    return row;
  };

  const paymentDto = (p: typeof payments.$inferSelect, b: BookingRow) => ({
    id: p.id,
    bookingId: b.id,
    bookingNumber: b.number,
    method: p.method,
    provider: p.provider,
    status: p.status,
    amountKopecks: p.amountKopecks,
    currency: 'RUB',
    createdAt: toServerTimestamp(p.createdAt),
    finishedAt: p.finishedAt ? toServerTimestamp(p.finishedAt) : null,
    returnUrl: `/bookings/${b.id}?payment=${p.id}`,
  });

  app.get(
    '/payments/:id',
    {
      schema: {
        tags: ['payments'],
        summary: "A payment's state (the return page); a pending YooKassa payment is re-checked with YooKassa",
        headers: appHeaders,
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (req) => {
      let { p, b } = await ownPayment(req, req.params.id);
      if (p.status === 'pending' && p.provider === 'yookassa' && p.providerPaymentId && app.payments.name === 'yookassa') {
        const s = await app.payments.fetchStatus(p.providerPaymentId).catch(() => 'pending' as const);
        if (s !== 'pending') {
          await applyPaymentResult(app, p.id, s);
          ({ p, b } = await ownPayment(req, req.params.id));
        }
      }
      return { data: paymentDto(p, b) };
    },
  );

  app.post(
    '/payments/:id/sandbox',
    {
      schema: {
        tags: ['payments'],
        summary: "The local sandbox acquirer's page: the payer chooses success or failure",
        headers: appHeaders,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ outcome: z.enum(['succeeded', 'failed']) }),
      },
    },
    async (req) => {
      const { p } = await ownPayment(req, req.params.id);
      if (p.provider !== 'sandbox' || !(app.payments instanceof SandboxPaymentService)) throw new ApiError(404, req.t('payment.notFound'));
      if (p.providerPaymentId) app.payments.decide(p.providerPaymentId, req.body.outcome);
      await applyPaymentResult(app, p.id, req.body.outcome);
      const row = await ownPayment(req, req.params.id);
      return { data: paymentDto(row.p, row.b) };
    },
  );
};

/** The DTO right after creation (the creator may be anonymous, so no owner check). */
async function bookingDtoAnonymous(app: FastifyInstance, req: FastifyRequest, b: BookingRow) {
  return bookingDto(app, req, b);
}

/**
 * POST app/v1/payments/webhook/yookassa — outside the `company` header check (YooKassa sends
 * none). The body only names the payment; its status is re-fetched from YooKassa before it is
 * applied (exactly once, {@link applyPaymentResult}). Unknown payments are acknowledged and ignored.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/webhook/yookassa',
    {
      schema: {
        tags: ['payments'],
        summary: 'YooKassa notification (payment.succeeded / payment.canceled); the status is re-fetched',
        body: z.object({ event: z.string().max(100), object: z.object({ id: z.string().min(1).max(100) }).loose() }).loose(),
      },
    },
    async (req) => {
      const p = await app.db.query.payments.findFirst({
        where: and(eq(payments.provider, 'yookassa'), eq(payments.providerPaymentId, req.body.object.id)),
      });
      if (!p || app.payments.name !== 'yookassa') return { data: { ok: true, applied: false } };
      let status;
      try {
        status = await app.payments.fetchStatus(req.body.object.id);
      } catch {
        throw new ApiError(503, req.t('payment.providerError'));
      }
      if (status === 'pending') return { data: { ok: true, applied: false } };
      const r = await applyPaymentResult(app, p.id, status);
      return { data: { ok: true, applied: r.applied } };
    },
  );
};
