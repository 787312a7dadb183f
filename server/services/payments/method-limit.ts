/**
 * What the acquirer method of a payment adds (docs/rules.md R5.27): the method's amount limits,
 * checked before a payment starts, and the payer's last used method, remembered when a payment
 * succeeds so that the payment step offers it first next time.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookings, payments, users, utilityAccounts } from '../../db/schema';
import { ApiError } from '../../errors';
import { hotelToday } from '../../../src/domain/hotel-time';
import { formatMoney } from '../../../src/domain/money';
import { isAcquirerMethod, methodLimitProblem, type AcquirerMethod } from '../../../src/domain/payment-methods';
import type { Tx } from './kinds';

/**
 * Refuses an amount outside the acquirer's limits for `method` on today's date (SBP: 1 ₽ …
 * 700 000 ₽, `METHOD_LIMITS` of src/domain/payment-methods.ts).
 * @throws ApiError 422 `payment.methodAbove` / `payment.methodBelow` (translated, with the limit in
 *         rubles) and the field error on `method`.
 */
export function checkMethodLimit(
  app: FastifyInstance,
  req: FastifyRequest,
  method: AcquirerMethod,
  amountKopecks: number,
): void {
  const p = methodLimitProblem(method, amountKopecks, hotelToday(app.clock.now()));
  if (!p) return;
  const message = req.t(p.problem === 'above' ? 'payment.methodAbove' : 'payment.methodBelow', {
    method: req.t(`payment.methods.${method}`),
    limit: formatMoney(p.limitKopecks, req.lang),
  });
  throw new ApiError(422, message, { method: [message] });
}

/**
 * Stores the acquirer method of the succeeded payment `p` on its payer (`users.last_payment_method`):
 * the target's payer, the booking's guest or the utility account's holder. A bank transfer changes
 * nothing.
 */
export async function rememberMethod(tx: Tx, p: typeof payments.$inferSelect): Promise<void> {
  if (!isAcquirerMethod(p.method)) return;
  let userId = p.userId;
  if (userId === null && p.bookingId !== null)
    userId = (await tx.select({ u: bookings.userId }).from(bookings).where(eq(bookings.id, p.bookingId)))[0]?.u ?? null;
  if (userId === null && p.utilityAccountId !== null)
    userId =
      (
        await tx
          .select({ u: utilityAccounts.userId })
          .from(utilityAccounts)
          .where(eq(utilityAccounts.id, p.utilityAccountId))
      )[0]?.u ?? null;
  if (userId !== null) await tx.update(users).set({ lastPaymentMethod: p.method }).where(eq(users.id, userId));
}
