/**
 * The payable kinds (docs/rules.md R5.21): every payable thing other than a booking or a utility
 * account is a `target_kind` + `target_id` on the payment, and its kind's {@link PaymentKind}
 * (an exported object next to its domain service, e.g. `orderPaymentTarget` in
 * server/services/service-orders.ts) says how an outcome reaches it. `buildApp` (server/app.ts)
 * registers the one list with {@link registerPaymentKinds}; nothing registers itself on import.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Localized, payments } from '../../db/schema';
import type { FiscalItemKind, PaidPart } from '../../../src/domain/fiscal-lines';

/** A payment row. */
export type PaymentRow = typeof payments.$inferSelect;

/** A database handle inside a transaction (what `app.db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a target kind's module tells the payments resource about one of its payments. */
export interface PaymentTargetDescription {
  /** What was paid, in both languages (the sandbox page and the payment's page show it). */
  label: Localized;
  /** The SPA path the payer returns to after paying (without `?payment=`). */
  returnPath: string;
}

/** A payable kind: its name (`payments.target_kind`) and hooks (docs/rules.md R5.21). */
export interface PaymentKind {
  /** The kind's name as stored in `payments.target_kind`, e.g. `rent_charge`. */
  readonly kind: string;
  /**
   * Called once per payment, inside the transaction that moves it out of `pending` (or out of
   * `cancelled` for a late success): mark the target paid (or note the failure). Runs for every
   * outcome; keep it to database writes on `tx` (notify the user after, e.g. from `afterResult`).
   * @returns for a success, `false` when it paid nothing (the target was already paid or is gone):
   *          the whole amount is then recorded as a refund (docs/rules.md R5.23).
   */
  onResult(tx: Tx, payment: PaymentRow, outcome: 'succeeded' | 'failed'): Promise<boolean | void>;
  /** Called after the transaction committed (notifications, push); errors are logged, never thrown. */
  afterResult?(app: FastifyInstance, payment: PaymentRow, outcome: 'succeeded' | 'failed'): Promise<void>;
  /**
   * The item kind of the company's tax settings the kind's receipt items take their VAT from
   * (docs/rules.md R5.24, R5.25); `services` when not said.
   */
  readonly fiscalItemKind?: FiscalItemKind;
  /**
   * What the payment sold, for its fiscal receipt (docs/rules.md R5.24), the parts adding up to the
   * thing's price; by default one item of the payment's amount described by `describe`'s Russian
   * label, of {@link fiscalItemKind}.
   */
  receiptParts?(db: Db, payment: PaymentRow): Promise<PaidPart[]>;
  /** The label and return page of a payment of this kind. */
  describe(app: Pick<FastifyInstance, 'db'>, payment: PaymentRow): Promise<PaymentTargetDescription>;
}

/**
 * Gives the app its payable kinds (`app.paymentKinds`, by name). Called once, by `buildApp`.
 * @throws Error when two entries name the same kind (a programming error).
 */
export function registerPaymentKinds(app: FastifyInstance, kinds: readonly PaymentKind[]): void {
  const byName = new Map<string, PaymentKind>();
  for (const k of kinds) {
    if (byName.has(k.kind)) throw new Error(`payment kind "${k.kind}" is registered twice`);
    byName.set(k.kind, k);
  }
  app.decorate('paymentKinds', byName);
}

/** The app's handler of `kind`, or undefined for none or an unknown kind (an old row of a removed kind). */
export function paymentKind(app: Pick<FastifyInstance, 'paymentKinds'>, kind: string | null): PaymentKind | undefined {
  return kind ? app.paymentKinds.get(kind) : undefined;
}

/**
 * The app's handler of `kind`, for starting a payment.
 * @throws Error `payment kind "<kind>" is not registered` (a programming error: the kind is missing from buildApp's list).
 */
export function registeredKind(app: Pick<FastifyInstance, 'paymentKinds'>, kind: string): PaymentKind {
  const k = app.paymentKinds.get(kind);
  if (!k) throw new Error(`payment kind "${kind}" is not registered`);
  return k;
}
