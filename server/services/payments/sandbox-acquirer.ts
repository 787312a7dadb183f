/**
 * The local sandbox acquirer (docs/rules.md R5.20): its page is the SPA route
 * /payment-sandbox/{paymentId}, where the payer chooses success or failure. It checks limits and
 * receipts as YooKassa does (R5.24, R5.27) and registers receipts at once. The interface and the
 * choice of adapter are in ./acquirer.ts.
 */
import { methodLimitProblem } from '../../../src/domain/payment-methods';
import { receiptError, receiptProblems } from '../../../src/domain/fiscal';
import { AcquirerError, sandboxRegistered, type ProviderReceipt, type SentReceipt } from './fiscal-wire';
import type {
  ChargeInput,
  CreatePaymentInput,
  PaymentService,
  ProviderStatus,
  RefundInput,
  SavedPaymentMethod,
  SettlementInput,
} from './acquirer';

/**
 * Refuses a receipt as YooKassa does (docs/rules.md R5.24): HTTP 400 with its error body for the
 * first problem `receiptProblems` finds.
 * @throws AcquirerError
 */
function checkReceipt(receipt: SentReceipt | undefined, amountKopecks: number, requestId: string): void {
  if (!receipt) return;
  const [problem] = receiptProblems(receipt, amountKopecks, receipt.date);
  if (problem) throw new AcquirerError(400, receiptError(problem, requestId));
}

/**
 * The local sandbox acquirer: no money moves. The payer's choice on the sandbox page is the
 * status; until then the payment is pending. Keeps state in memory of the process (the
 * payment row in the database is the source of truth for the booking).
 */
export class SandboxPaymentService implements PaymentService {
  readonly name = 'sandbox' as const;
  private readonly outcomes = new Map<string, ProviderStatus>();
  /** Payments created with `savePaymentMethod` → the method saved once the payer chose success. */
  private readonly saving = new Map<string, SavedPaymentMethod | null>();
  private readonly failing = new Set<string>();
  private cards = 0;
  /** The receipts of each payment: sent (pending) or registered (R5.24). */
  private readonly fiscal = new Map<string, ProviderReceipt[]>();
  private documents = 0;

  /** Registers a receipt of `providerPaymentId` at once (the sandbox's cash register answers immediately). */
  private register(providerPaymentId: string, type: ProviderReceipt['type']): string {
    this.documents += 1;
    const r = sandboxRegistered(`sandbox-receipt-${this.documents}`, type, this.documents);
    this.fiscal.set(providerPaymentId, [...(this.fiscal.get(providerPaymentId) ?? []), r]);
    return r.id;
  }

  /**
   * Registers a sandbox payment. Like YooKassa, an SBP payment outside the SBP limits is refused
   * (YooKassa answers `invalid_request` on `amount`).
   * @throws AcquirerError 400 (YooKassa's error body) for an SBP amount outside 1 ₽ … 700 000 ₽
   *         or a receipt that YooKassa would refuse (docs/rules.md R5.24).
   */
  async create(input: CreatePaymentInput) {
    const method = input.method ?? 'card';
    if (methodLimitProblem(method, input.amountKopecks, new Date().toISOString().slice(0, 10)))
      throw new AcquirerError(400, {
        type: 'error',
        id: input.idempotencyKey,
        code: 'invalid_request',
        description: `The amount is outside the ${method} limits`,
        parameter: 'amount',
      });
    checkReceipt(input.receipt, input.amountKopecks, input.idempotencyKey);
    const providerPaymentId = `sandbox-${input.paymentId}-${input.idempotencyKey.slice(0, 8)}`;
    if (input.receipt) this.fiscal.set(providerPaymentId, []);
    this.outcomes.set(providerPaymentId, 'pending');
    if (input.savePaymentMethod) this.saving.set(providerPaymentId, null);
    return { providerPaymentId, confirmationUrl: `/payment-sandbox/${input.paymentId}` };
  }

  async fetchStatus(providerPaymentId: string): Promise<ProviderStatus> {
    return this.outcomes.get(providerPaymentId) ?? 'pending';
  }

  async savedMethod(providerPaymentId: string): Promise<SavedPaymentMethod | null> {
    return this.saving.get(providerPaymentId) ?? null;
  }

  /**
   * A merchant-initiated sandbox charge: succeeds at once for a `sandbox-card-…` method (also one
   * saved before a restart), unless {@link failNextCharge} marked the method; fails otherwise.
   */
  async charge(input: ChargeInput) {
    checkReceipt(input.receipt, input.amountKopecks, input.idempotencyKey);
    const providerPaymentId = `sandbox-mit-${input.paymentId}-${input.idempotencyKey.slice(0, 8)}`;
    const fail = this.failing.delete(input.paymentMethodId) || !input.paymentMethodId.startsWith('sandbox-card-');
    const status: ProviderStatus = fail ? 'failed' : 'succeeded';
    this.outcomes.set(providerPaymentId, status);
    if (input.receipt && !fail) this.register(providerPaymentId, 'payment');
    return { providerPaymentId, status };
  }

  /** A withdrawn payment: the sandbox page's later choice is refused (see {@link decide}). */
  async cancel(providerPaymentId: string): Promise<void> {
    if ((this.outcomes.get(providerPaymentId) ?? 'pending') === 'pending')
      this.outcomes.set(providerPaymentId, 'failed');
  }

  /**
   * The payer's choice on the sandbox page; a success of a payment asked to save saves a card. A
   * payment already decided or withdrawn ({@link cancel}) keeps its outcome, as at a real acquirer.
   * @returns the payment's outcome after the call.
   */
  decide(providerPaymentId: string, outcome: 'succeeded' | 'failed'): ProviderStatus {
    const now = this.outcomes.get(providerPaymentId) ?? 'pending';
    if (now !== 'pending') return now;
    this.outcomes.set(providerPaymentId, outcome);
    if (outcome === 'succeeded' && this.fiscal.has(providerPaymentId)) this.register(providerPaymentId, 'payment');
    if (outcome === 'succeeded' && this.saving.has(providerPaymentId) && !this.saving.get(providerPaymentId)) {
      this.cards += 1;
      this.saving.set(providerPaymentId, { id: `sandbox-card-${this.cards}`, label: '•••• 4242' });
    }
    return outcome;
  }

  /** A refund of a succeeded sandbox payment: the receipt checked as YooKassa does, registered at once. */
  async refund(input: RefundInput) {
    checkReceipt(input.receipt, input.amountKopecks, input.idempotencyKey);
    if (this.outcomes.get(input.providerPaymentId) !== 'succeeded')
      throw new AcquirerError(400, {
        type: 'error',
        id: input.idempotencyKey,
        code: 'invalid_request',
        description: 'Payment is not succeeded',
        parameter: 'payment_id',
      });
    return {
      providerRefundId: `sandbox-refund-${input.idempotencyKey.slice(0, 8)}`,
      providerReceiptId: this.register(input.providerPaymentId, 'refund'),
    };
  }

  /** A settlement receipt: checked (the items add up to the prepayment) and registered at once. */
  async settle(input: SettlementInput) {
    checkReceipt(input.receipt, input.prepaymentKopecks, input.idempotencyKey);
    return { providerReceiptId: this.register(input.providerPaymentId, 'payment') };
  }

  async receipts(providerPaymentId: string): Promise<ProviderReceipt[]> {
    return this.fiscal.get(providerPaymentId) ?? [];
  }

  /** Tests: the next merchant-initiated charge of `paymentMethodId` is declined. */
  failNextCharge(paymentMethodId: string): void {
    this.failing.add(paymentMethodId);
  }
}
