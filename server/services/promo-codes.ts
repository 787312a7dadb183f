/**
 * Promo codes for direct bookings (docs/rules.md R5.32): checking a code against a stay, and
 * redeeming it with the booking under the code's limits. The checks are src/domain/promo-codes.ts;
 * this module loads the code, counts its live uses and locks it while a booking redeems it.
 */
import { and, count, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { bookings, promoCodes, promoRedemptions, users } from '../db/schema';
import { sha256 } from '../auth';
import { validationError } from '../errors';
import { formatDisplayDate } from '../../src/domain/datetime';
import { normalizePhone } from '../../src/domain/phone';
import {
  normalizePromoCode,
  promoCodeIssue,
  promoStayDiscount,
  type PromoIssue,
  type PromoStayCheck,
} from '../../src/domain/promo-codes';
import type { StayDiscount } from '../../src/domain/stay-price';

type Runner = Pick<Db, 'select'>;
type PromoRow = typeof promoCodes.$inferSelect;

/** The stay a promo code is checked against, and who books it. */
export interface PromoStay extends PromoStayCheck {
  code: string;
  /** The guest's keys (see {@link promoGuestKeys}); empty: the per-guest limit is checked at booking. */
  guestKeys: readonly string[];
  /** Now, for the unpaid bookings whose deadline has passed (they no longer hold a use). */
  now: Date;
}

/** A code that applies: its discount and its row's id; or why not, translated. */
export type PromoResult = { discount: StayDiscount; promoCodeId: number } | { error: string };

/** The key a phone counts under: `phone:{sha256 of the normalised number}` (the number is not stored). */
const phoneKey = (phone: string | null | undefined): string | null => {
  const n = phone ? normalizePhone(phone) : null;
  return n ? `phone:${sha256(n)}` : null;
};

/**
 * Who counts against a code's per-guest limit (R5.32): the signed-in booker's `user:{id}` and their
 * phone's key, the contact phone's key, and the account that phone belongs to — so the same person
 * cannot use a code twice by logging out or in. The first key is the one a redemption stores.
 */
export async function promoGuestKeys(
  db: Runner,
  companyId: number,
  who: { user?: { id: number; phone: string | null } | null; phone?: string | null },
): Promise<string[]> {
  const keys = new Set<string>();
  if (who.user) keys.add(`user:${who.user.id}`);
  for (const p of [who.user?.phone, who.phone]) {
    const k = phoneKey(p);
    if (k) keys.add(k);
  }
  const phone = who.phone ? normalizePhone(who.phone) : null;
  if (phone) {
    const owners = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.phone, phone)));
    for (const o of owners) keys.add(`user:${o.id}`);
  }
  return [...keys];
}

/** A company's code by what the guest typed (case-insensitive). */
async function findCode(db: Runner, companyId: number, code: string): Promise<PromoRow | undefined> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.companyId, companyId), eq(promoCodes.code, normalizePromoCode(code))));
  return row;
}

/**
 * The condition of a redemption that still holds a use: its booking is not cancelled and, if
 * unpaid, its payment deadline has not passed (an expired hold frees its use, R5.32).
 */
export const liveRedemption = (now: Date) =>
  and(
    ne(bookings.status, 'cancelled'),
    or(ne(bookings.status, 'awaiting_payment'), gte(bookings.paymentDeadline, now)),
  );

/** A code's live uses in total and by the guest's keys. */
async function promoUses(db: Runner, promoCodeId: number, keys: readonly string[], now: Date) {
  const [row] = await db
    .select({
      total: count(),
      guest: keys.length
        ? sql<number>`count(*) filter (where ${inArray(promoRedemptions.guestKey, [...keys])})`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
    })
    .from(promoRedemptions)
    .innerJoin(bookings, eq(bookings.id, promoRedemptions.bookingId))
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), liveRedemption(now)));
  return { total: row?.total ?? 0, guest: row?.guest ?? 0 };
}

/** The translated message of a refusal, dates as `DD.MM` (R8.2), nights with their plural. */
export function promoMessage(req: Pick<FastifyRequest, 't'>, issue: PromoIssue): string {
  return req.t(`promo.${issue.code}`, {
    date: 'date' in issue ? formatDisplayDate(issue.date, 'short') : '',
    count: 'nights' in issue ? issue.nights : 0,
  });
}

/** Checks a loaded code (or none) against the stay and its live uses. */
async function check(
  db: Runner,
  req: Pick<FastifyRequest, 't'>,
  row: PromoRow | undefined,
  stay: PromoStay,
): Promise<PromoResult> {
  const uses = row ? await promoUses(db, row.id, stay.guestKeys, stay.now) : { total: 0, guest: 0 };
  const issue = promoCodeIssue(row, stay, uses);
  return issue || !row
    ? { error: promoMessage(req, issue ?? { code: 'notFound' }) }
    : { discount: promoStayDiscount(row), promoCodeId: row.id };
}

/**
 * A promo code's discount for a stay, or why it does not apply (translated, R5.32). Reads only:
 * the booking redeems it with {@link redeemPromo} inside its transaction.
 */
export async function promoDiscount(
  db: Runner,
  req: Pick<FastifyRequest, 't' | 'companyId'>,
  stay: PromoStay,
): Promise<PromoResult> {
  return check(db, req, await findCode(db, req.companyId, stay.code), stay);
}

/**
 * Redeems a code with a booking inside the booking's transaction (R5.32): locks the code's row
 * (`SELECT … FOR UPDATE`, so concurrent bookings of one code queue), recounts its live uses,
 * refuses over a limit, and records the redemption with the discount it gave.
 * @throws ApiError 422 under `promoCode` with the translated reason (the transaction rolls back).
 */
export async function redeemPromo(
  tx: Pick<Db, 'select' | 'insert'>,
  req: Pick<FastifyRequest, 't' | 'companyId'>,
  stay: PromoStay,
  redemption: { promoCodeId: number; bookingId: number; discountKopecks: number },
): Promise<void> {
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.id, redemption.promoCodeId), eq(promoCodes.companyId, req.companyId)))
    .for('update');
  const result = await check(tx, req, row, stay);
  if ('error' in result) throw validationError({ promoCode: [result.error] });
  await tx.insert(promoRedemptions).values({
    companyId: req.companyId,
    promoCodeId: redemption.promoCodeId,
    bookingId: redemption.bookingId,
    guestKey: stay.guestKeys[0] ?? 'anonymous',
    discountKopecks: redemption.discountKopecks,
  });
}
