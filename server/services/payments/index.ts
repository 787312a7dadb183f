/**
 * Payments, in one module (docs/rules.md R5.13–R5.23, R5.27; docs/architecture.md § Payments):
 *
 * - ./acquirer.ts — the acquirer adapters behind `app.payments` ({@link PaymentService}: the
 *   sandbox by default, YooKassa when configured, a refusing stand-in when misconfigured);
 * - ./card.ts — {@link startCardPayment}, the one "start a card payment" (a pending attempt of the
 *   same thing and amount reused, other pending payer attempts withdrawn by
 *   {@link cancelPendingPayments}, starts of one thing one after another, R5.23) — by card or SBP
 *   (R5.27), whose limits and the payer's last used method are ./method-limit.ts;
 * - ./start.ts — {@link startBookingPayment}: a booking's card payment or bank transfer (R5.13–R5.16);
 * - ./kinds.ts — the payable kinds ({@link PaymentKind}): each kind's handler is an object next to
 *   its domain service, and `buildApp` (server/app.ts) registers the one list with
 *   {@link registerPaymentKinds} (`app.paymentKinds`); nothing registers itself on import;
 * - ./targets.ts — {@link startTargetPayment} and {@link chargeSavedMethod} (R5.21, R5.22) for a
 *   target of a registered kind; an unregistered kind fails with `payment kind "…" is not registered`;
 * - ./receipts.ts — fiscal receipts (R5.24): a payment's ({@link paymentReceipt}), a refund's
 *   ({@link refundWithReceipt}), a prepaid stay's settlement ({@link settleEndedStays}) and their
 *   registration by the provider ({@link syncReceipts}); ./fiscal-wire.ts — their wire shapes;
 * - ./apply.ts — {@link applyPaymentResult}: the exactly-once application of an outcome (R5.17),
 *   whoever reports it (webhook, return page, sandbox, a manager, a merchant-initiated charge).
 *
 * Jobs (server/jobs/) only schedule; callers import from this index.
 */
export * from './acquirer';
export * from './apply';
export * from './card';
export * from './kinds';
export * from './receipts';
export * from './start';
export * from './targets';
