/**
 * What a booking's payment sold (docs/rules.md R5.24): the apartments' nights (accommodation, at
 * the accommodation's VAT — 0 % under Tax Code art. 164 p. 1 sub. 19 in the demo), offices,
 * meeting rooms and the hall for the nights (a lease of premises: item kind `rent`), breakfast and
 * the tourist tax (R5.26); `full_prepayment` before the check-in day, `full_payment` from it. The
 * accommodation's description names the tariff and its cancellation terms (R5.30).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, objects, tariffs } from '../../db/schema';
import type { PaymentMode } from '../../../src/domain/fiscal';
import { bookingParts, splitInProportion, type PaidPart } from '../../../src/domain/fiscal-lines';
import type { Tx } from './kinds';
import { companyCheckInTime } from '../cancellation-terms';
import { freeCancellationDeadline, receiptPolicyNote } from '../../../src/domain/cancellation-policy';

/**
 * The receipt parts of booking `bookingId` and their payment mode on `today` (YYYY-MM-DD, the
 * complex's day): the stay's price less breakfast and the tourist tax, split between apartments and
 * premises in proportion to the price lines of each.
 * @throws TypeError when the booking does not exist (a payment always has its booking).
 */
export async function bookingReceiptParts(
  db: Db | Tx,
  bookingId: number,
  today: string,
): Promise<{ parts: PaidPart[]; mode: PaymentMode }> {
  const b = (await db.query.bookings.findFirst({ where: eq(bookings.id, bookingId) }))!;
  const t = await db.query.tariffs.findFirst({ where: eq(tariffs.id, b.tariffId) });
  const guests = b.guests.adults + b.guests.children.length;
  // A booking priced with its parts stored (R5.26) says its breakfast; an older one is worked out.
  const breakfastKopecks = b.price.breakfastKopecks ?? (t?.perGuestNightKopecks ?? 0) * guests * b.price.nights;
  const touristTaxKopecks = b.touristTaxKopecks;
  // The stay's part split between apartments (accommodation) and premises (a lease) by its lines.
  const lines = b.price.lines;
  const kinds = lines.length
    ? new Map(
        (
          await db
            .select({ id: objects.id, kind: objects.kind })
            .from(objects)
            .where(
              inArray(
                objects.id,
                lines.map((l) => l.objectId),
              ),
            )
        ).map((o) => [o.id, o.kind]),
      )
    : new Map<number, string>();
  const premisesWeight = lines
    .filter((l) => kinds.get(l.objectId) !== 'apartment')
    .reduce((s, l) => s + l.amountKopecks, 0);
  const roomsWeight = lines.reduce((s, l) => s + l.amountKopecks, 0) - premisesWeight;
  const [accommodationKopecks, premisesKopecks] = splitInProportion(
    premisesWeight || roomsWeight ? [roomsWeight, premisesWeight] : [1, 0],
    b.totalKopecks - breakfastKopecks - touristTaxKopecks,
  );
  const deadline = freeCancellationDeadline(b.cancellation, b.checkIn, await companyCheckInTime(db, b.companyId));
  const parts = bookingParts(
    { accommodationKopecks, premisesKopecks, breakfastKopecks, touristTaxKopecks },
    b.price.nights,
    b.number,
    t ? receiptPolicyNote(t.name.ru, b.cancellation, deadline) : undefined,
  );
  return { parts, mode: b.checkIn > today ? 'full_prepayment' : 'full_payment' };
}
