/**
 * Guests' claims of exemption from the tourist tax (docs/rules.md R5.26; Tax Code art. 418.4
 * p. 2): the booker names the guest, the category and a document scan they uploaded
 * (POST app/v1/uploads) — with the booking (./create.ts) or later from its page; a manager
 * confirms or refuses it in the back office (server/routes/backoffice/tourist-tax/). One open
 * claim per guest.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { touristTaxExemptions } from '../../db/schema';
import { ApiError, validationError, type FieldErrors } from '../../errors';
import { citableUploads, citeUploads, citerOf } from '../../services/uploads';
import { guestCount } from '../../../src/domain/bookings';
import type { exemptionClaimBody } from '../../../src/contracts/bookings';
import { ownBooking, type BookingRow } from './repo';

type Claim = z.infer<typeof exemptionClaimBody>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Checks claims for a booking of `guests` guests: each guest number within them and once, each
 * scan an upload the caller may cite; a failure goes to `add` under `prefix` + the field.
 */
export async function checkClaims(
  app: FastifyInstance,
  req: FastifyRequest,
  claims: readonly Claim[],
  guests: number,
  add: (field: string, message: string) => void,
  prefix: (i: number) => string,
): Promise<void> {
  if (!claims.length) return;
  const mine = await citableUploads(
    app.db,
    req.companyId,
    citerOf(req),
    claims.map((c) => c.scan.id),
  );
  const seen = new Set<number>();
  claims.forEach((c, i) => {
    if (c.guestIndex > guests) add(`${prefix(i)}guestIndex`, req.t('bookings.exemption.noSuchGuest'));
    else if (seen.has(c.guestIndex)) add(`${prefix(i)}guestIndex`, req.t('bookings.exemption.already'));
    seen.add(c.guestIndex);
    if (!mine.has(c.scan.id)) add(`${prefix(i)}scan`, req.t('bookings.exemption.scanRequired'));
  });
}

/** Stores checked claims of booking `b` as pending and cites their scans, inside the caller's transaction. */
export async function insertClaims(
  tx: Tx,
  b: Pick<BookingRow, 'id' | 'companyId'>,
  claims: readonly Claim[],
  now: Date,
): Promise<void> {
  if (!claims.length) return;
  await tx.insert(touristTaxExemptions).values(
    claims.map((c) => ({
      companyId: b.companyId,
      bookingId: b.id,
      guestIndex: c.guestIndex,
      guestName: c.guestName,
      category: c.category,
      uploadId: c.scan.id,
      createdAt: now,
    })),
  );
  await citeUploads(
    tx,
    b.id,
    claims.map((c) => c.scan.id),
  );
}

/**
 * Records a claim from the booking's page. @throws ApiError 404 (not the caller's), 409 (cancelled,
 * no tax, or the guest already has an open claim), 422 (guest number beyond the booking's guests, a
 * scan not the caller's).
 */
export async function claimExemption(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  body: Claim,
): Promise<BookingRow> {
  const b = await ownBooking(app, req, id);
  if (b.status === 'cancelled' || !b.price.touristTax) throw new ApiError(409, req.t('bookings.exemption.notTaxed'));
  const errors: FieldErrors = {};
  await checkClaims(
    app,
    req,
    [body],
    guestCount(b.guests),
    (f, m) => (errors[f] ??= []).push(m),
    () => '',
  );
  if (Object.keys(errors).length) throw validationError(errors);
  await app.db.transaction(async (tx) => {
    const open = await tx
      .select({ id: touristTaxExemptions.id })
      .from(touristTaxExemptions)
      .where(
        and(
          eq(touristTaxExemptions.bookingId, b.id),
          eq(touristTaxExemptions.guestIndex, body.guestIndex),
          inArray(touristTaxExemptions.status, ['pending', 'confirmed']),
        ),
      );
    if (open.length) throw new ApiError(409, req.t('bookings.exemption.already'));
    await insertClaims(tx, b, [body], app.clock.now());
  });
  return b;
}
