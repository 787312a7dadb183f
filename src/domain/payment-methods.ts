/**
 * The acquirer's payment methods offered to a payer (docs/rules.md R5.27): a bank card and the
 * Faster Payments System (СБП; YooKassa `payment_method_data.type = 'sbp'`, confirmation by
 * redirect: a QR code on a desktop, the bank app's link on a phone). Limits are YooKassa's
 * (yookassa.ru/developers/payment-acceptance/integration-scenarios/manual-integration/other/sbp:
 * 1 ₽ … 700 000 ₽ for SBP) and live in a dated table, since the acquirer may change them.
 *
 * Pure: no I/O.
 * @module
 */

/** Methods the acquirer takes from the payer: `card` or `sbp`. */
export const ACQUIRER_METHODS = ['card', 'sbp'] as const;
export type AcquirerMethod = (typeof ACQUIRER_METHODS)[number];

/** Whether `m` (any payment method, e.g. `bank_transfer`) is one the acquirer takes. */
export const isAcquirerMethod = (m: string): m is AcquirerMethod => (ACQUIRER_METHODS as readonly string[]).includes(m);

/** One row of the limits table: from `from` (YYYY-MM-DD) on, the method's amounts in kopecks. */
export interface MethodLimit {
  method: AcquirerMethod;
  from: string;
  minKopecks: number;
  maxKopecks: number;
}

/**
 * The acquirer's limits per method by date (YooKassa's SBP page, read 2026-11-28: 1 ₽ minimum,
 * 700 000 ₽ maximum). Card payments have no limit of ours here (the bank decides).
 */
export const METHOD_LIMITS: readonly MethodLimit[] = [
  { method: 'sbp', from: '2024-01-01', minKopecks: 100, maxKopecks: 700_000_00 },
];

/** The limit of `method` in force on `day` (YYYY-MM-DD), or null when none applies. */
export function methodLimit(method: AcquirerMethod, day: string): MethodLimit | null {
  let found: MethodLimit | null = null;
  for (const l of METHOD_LIMITS) if (l.method === method && l.from <= day && (!found || l.from > found.from)) found = l;
  return found;
}

/**
 * Why `amountKopecks` cannot be paid by `method` on `day`: `'below'` / `'above'` the acquirer's
 * limit (with the limit, kopecks), or null when it can.
 */
export function methodLimitProblem(
  method: AcquirerMethod,
  amountKopecks: number,
  day: string,
): { problem: 'below' | 'above'; limitKopecks: number } | null {
  const l = methodLimit(method, day);
  if (!l) return null;
  if (amountKopecks < l.minKopecks) return { problem: 'below', limitKopecks: l.minKopecks };
  if (amountKopecks > l.maxKopecks) return { problem: 'above', limitKopecks: l.maxKopecks };
  return null;
}

/**
 * The methods in the order the payment step offers them: the person's last used method first
 * (`last`, stored when a payment succeeded), then the rest in their usual order.
 */
export function orderedMethods(last: AcquirerMethod | null | undefined): AcquirerMethod[] {
  return last ? [last, ...ACQUIRER_METHODS.filter((m) => m !== last)] : [...ACQUIRER_METHODS];
}
