/**
 * A utility account's money (docs/rules.md R10.7, R10.10): receipts paid oldest first, the debt and
 * the credit, what part may be paid, when a due date is reminded. Kopecks; dates `YYYY-MM-DD`.
 * Pure: no React, no Node. Split from ./utility-accounts.ts (which re-exports it).
 */
import { parseIsoDateUtc } from './datetime';

/** Payment state of a receipt. */
export type ReceiptStatus = 'paid' | 'partially_paid' | 'unpaid';

/**
 * Spreads the money paid over receipts oldest first (docs/rules.md R10.7): each receipt is paid,
 * partially paid or unpaid. `receipts` in any order; the answer keeps their order.
 */
export function receiptStatuses(
  receipts: readonly { month: string; totalKopecks: number }[],
  paidKopecks: number,
): { paidKopecks: number; status: ReceiptStatus }[] {
  const order = receipts.map((r, i) => ({ r, i })).sort((a, b) => a.r.month.localeCompare(b.r.month));
  const out: { paidKopecks: number; status: ReceiptStatus }[] = new Array(receipts.length);
  let left = paidKopecks;
  for (const { r, i } of order) {
    const paid = Math.max(0, Math.min(left, r.totalKopecks));
    left -= paid;
    out[i] = { paidKopecks: paid, status: paid >= r.totalKopecks ? 'paid' : paid > 0 ? 'partially_paid' : 'unpaid' };
  }
  return out;
}

/** The account's debt: receipts − payments, never below zero (an overpayment is an advance). */
export function accountDebt(receiptsKopecks: number, paidKopecks: number): number {
  return Math.max(0, receiptsKopecks - paidKopecks);
}

/**
 * The account's credit, kopecks: payments − receipts, never below zero — an overpayment kept as an
 * advance against the next receipts (docs/rules.md R5.23), shown to the person.
 */
export function accountCredit(receiptsKopecks: number, paidKopecks: number): number {
  return Math.max(0, paidKopecks - receiptsKopecks);
}

/** The smallest part of a debt that may be paid, and that may be left unpaid, kopecks: 1 ₽ (docs/rules.md R10.7). */
export const MIN_PART_KOPECKS = 100;

/**
 * Whether `amountKopecks` may be paid on a debt of `debtKopecks` (docs/rules.md R10.7): the whole
 * debt always (even under 1 ₽), or a part of at least 1 ₽ that leaves at least 1 ₽ unpaid — so no
 * payment leaves a remainder that no payment could settle.
 */
export function payableAmount(amountKopecks: number, debtKopecks: number): boolean {
  if (!Number.isInteger(amountKopecks) || amountKopecks <= 0) return false;
  if (amountKopecks === debtKopecks) return true;
  return amountKopecks >= MIN_PART_KOPECKS && debtKopecks - amountKopecks >= MIN_PART_KOPECKS;
}

/** A payment reminder is sent this many days before a receipt is due (docs/rules.md R10.10). */
export const DUE_REMINDER_DAYS = 3;

/** Whether `today` is within {@link DUE_REMINDER_DAYS} days before `dueDate` (inclusive of both ends). */
export function dueReminderDue(today: string, dueDate: string): boolean {
  const days = parseIsoDateUtc(dueDate).diff(parseIsoDateUtc(today), 'day');
  return days >= 0 && days <= DUE_REMINDER_DAYS;
}
