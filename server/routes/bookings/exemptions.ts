/**
 * A guest's claim of exemption from the tourist tax (docs/rules.md R5.26; Tax Code art. 418.4
 * p. 2): the booker names the guest, the category and a document scan they uploaded
 * (POST app/v1/uploads); a manager confirms or refuses it in the back office
 * (server/routes/backoffice/tourist-tax/). One open claim per guest.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { touristTaxExemptions } from '../../db/schema';
import { ApiError, validationError, type FieldErrors } from '../../errors';
import { citableUploads, citeUploads, citerOf } from '../../services/uploads';
import { guestCount } from '../../../src/domain/bookings';
import type { exemptionClaimBody } from '../../../src/contracts/bookings';
import { ownBooking, type BookingRow } from './repo';

/**
 * Records a claim. @throws ApiError 404 (not the caller's), 409 (cancelled, no tax, or the guest
 * already has an open claim), 422 (guest number beyond the booking's guests, a scan not the caller's).
 */
export async function claimExemption(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  body: z.infer<typeof exemptionClaimBody>,
): Promise<BookingRow> {
  const b = await ownBooking(app, req, id);
  if (b.status === 'cancelled' || !b.price.touristTax) throw new ApiError(409, req.t('bookings.exemption.notTaxed'));
  const errors: FieldErrors = {};
  if (body.guestIndex > guestCount(b.guests)) errors.guestIndex = [req.t('bookings.exemption.noSuchGuest')];
  const mine = await citableUploads(app.db, req.companyId, citerOf(req), [body.scan.id]);
  if (!mine.has(body.scan.id)) errors.scan = [req.t('bookings.exemption.scanRequired')];
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
    await tx.insert(touristTaxExemptions).values({
      companyId: b.companyId,
      bookingId: b.id,
      guestIndex: body.guestIndex,
      guestName: body.guestName,
      category: body.category,
      uploadId: body.scan.id,
      createdAt: app.clock.now(),
    });
    await citeUploads(tx, b.id, [body.scan.id]);
  });
  return b;
}
