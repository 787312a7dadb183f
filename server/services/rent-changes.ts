/**
 * Changing a running rent (docs/rules.md R9.2, R9.3): quoting and applying an extension (the same
 * availability and tariffs as public booking) and an early end with its settlement. Split from
 * ./rents.ts, which keeps creating a rent, its charges and their payment.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { leaseDocuments, leases, rentCharges } from '../db/schema';
import { ApiError } from '../errors';
import { earlyEndSettlement, extensionQuote, type ExtensionQuote, type Settlement } from '../../src/domain/rents';
import type { EndQuote } from '../../src/contracts/rents';
import { today, dmy, rentTariff, takenNights, insertCharges, chargesOf } from './rents';
import type { RentRecord } from './rents';

/** Quote of an extension to `endDate` (R9.2): the same availability and tariffs as public booking. */
export async function quoteExtension(
  app: FastifyInstance,
  l: RentRecord,
  endDate: string,
): Promise<{ quote: ExtensionQuote; tariffName: { ru: string; en: string } }> {
  const t = await rentTariff(app, l.companyId);
  const taken = endDate > l.endDate ? await takenNights(app, l.objectId, l.endDate, endDate, l.id) : new Set<string>();
  return {
    quote: extensionQuote(l, endDate, taken, today(app), t?.percent ?? 100),
    tariffName: t?.name ?? { ru: '', en: '' },
  };
}

/** The translated 409/422 of a refused extension quote. */
export function extensionError(req: FastifyRequest, q: Extract<ExtensionQuote, { ok: false }>): ApiError {
  const msg =
    q.error === 'booked'
      ? req.t('rents.errors.booked', { date: dmy(q.night ?? '') })
      : req.t(`rents.errors.${q.error}`);
  return new ApiError(q.error === 'booked' ? 409 : 422, msg, { endDate: [msg] });
}

/**
 * Applies an extension (R9.2): the new end, the new charges and an addendum, re-checking the
 * availability inside the transaction.
 * @throws ApiError 409/422 as {@link extensionError}.
 */
export async function applyExtension(
  app: FastifyInstance,
  req: FastifyRequest,
  l: RentRecord,
  endDate: string,
): Promise<void> {
  const { quote } = await quoteExtension(app, l, endDate);
  if (!quote.ok) throw extensionError(req, quote);
  await app.db.transaction(async (tx) => {
    const [u] = await tx
      .update(leases)
      .set({ endDate })
      .where(and(eq(leases.id, l.id), eq(leases.endDate, l.endDate), isNull(leases.endedEarlyOn)))
      .returning();
    if (!u) throw new ApiError(409, req.t('rents.errors.changed'));
    await insertCharges(tx, l, quote.charges);
    // The addendum keeps its date; its title is composed in the reader's language (docs/rules.md R8.9).
    await tx.insert(leaseDocuments).values({
      companyId: l.companyId,
      leaseId: l.id,
      kind: 'addendum',
      name: dmy(endDate),
      createdAt: app.clock.now(),
    });
  });
}

/**
 * What ending on `moveOut` settles (R9.3).
 * @throws ApiError 422 `rents.errors.moveOut` when the date is not after today and inside the lease; 409 when already ended.
 */
export async function quoteEnd(
  app: FastifyInstance,
  req: FastifyRequest,
  l: RentRecord,
  moveOut: string,
): Promise<Settlement> {
  if (l.endedEarlyOn) throw new ApiError(409, req.t('rents.errors.notExtendable'));
  const cs = await chargesOf(app, l.id);
  try {
    return earlyEndSettlement(
      l,
      cs
        .filter((c) => !c.cancelled)
        .map((c) => ({
          id: c.id,
          periodFrom: c.periodFrom,
          periodTo: c.periodTo,
          amountKopecks: c.amountKopecks,
          paid: c.paidAt !== null,
        })),
      moveOut,
      today(app),
    );
  } catch {
    const msg = req.t('rents.errors.moveOut');
    throw new ApiError(422, msg, { moveOut: [msg] });
  }
}

/**
 * Applies an early end (R9.3) exactly as quoted: the move-out date and the settlement kept on the
 * lease, later charges cancelled, the owed ones cut and offset by the deposit, a termination document.
 */
export async function applyEnd(
  app: FastifyInstance,
  req: FastifyRequest,
  l: RentRecord,
  moveOut: string,
): Promise<Settlement> {
  const s = await quoteEnd(app, req, l, moveOut);
  await app.db.transaction(async (tx) => {
    const [u] = await tx
      .update(leases)
      .set({ endedEarlyOn: moveOut, settlement: settlementDto(s, l) })
      .where(and(eq(leases.id, l.id), isNull(leases.endedEarlyOn)))
      .returning();
    if (!u) throw new ApiError(409, req.t('rents.errors.changed'));
    if (s.cancelledChargeIds.length)
      await tx
        .update(rentCharges)
        .set({ cancelled: true })
        .where(and(inArray(rentCharges.id, s.cancelledChargeIds), isNull(rentCharges.paidAt)));
    // The owed charges as the confirmation promised: cut to the nights lived, less the deposit set against them.
    for (const c of s.charges) {
      await tx
        .update(rentCharges)
        .set({ amountKopecks: c.amountKopecks, depositOffsetKopecks: c.depositOffsetKopecks })
        .where(and(eq(rentCharges.id, c.id), isNull(rentCharges.paidAt)));
    }
    // The termination keeps its date, like an addendum (docs/rules.md R8.9).
    await tx.insert(leaseDocuments).values({
      companyId: l.companyId,
      leaseId: l.id,
      kind: 'termination',
      name: dmy(moveOut),
      createdAt: app.clock.now(),
    });
  });
  return s;
}

/** A settlement as the contract's `endQuote` (the confirmation, and kept on the lease after it). */
export function settlementDto(s: Settlement, l: RentRecord): EndQuote {
  return {
    moveOut: s.moveOut,
    cancelledCharges: s.cancelledChargeIds.length,
    proratedChargeKopecks: s.proratedCharge?.amountKopecks ?? null,
    rentRefundKopecks: s.rentRefundKopecks,
    owedKopecks: s.owedKopecks,
    depositOffsetKopecks: s.depositOffsetKopecks,
    debtKopecks: s.debtKopecks,
    shortNotice: s.shortNotice,
    noticeDays: l.noticeDays,
    depositKopecks: l.depositKopecks,
    depositRefundKopecks: s.depositRefundKopecks,
    depositRetainedKopecks: s.depositRetainedKopecks,
    refundBy: s.refundBy,
  };
}
