/**
 * Payments (docs/rules.md R5.14–R5.18, R5.20; docs/architecture.md § Outside services): an
 * interface with the local sandbox acquirer (./sandbox-acquirer.ts; default; its page is the SPA route
 * /payment-sandbox/{paymentId}, where the payer chooses success or failure) and the YooKassa
 * adapter (https://yookassa.ru/developers/api): create with an `Idempotence-Key`, redirect to
 * the confirmation URL (./yookassa.ts), and re-fetch a payment's status when a webhook arrives (a webhook body
 * is never trusted on its own).
 *
 * Recurring charges (docs/rules.md R5.22), the way Russian acquirers do them
 * (https://yookassa.ru/developers/payments/recurring-payments): the payer's first payment is
 * created with `savePaymentMethod` (YooKassa `save_payment_method: true`); once it succeeded,
 * {@link PaymentService.savedMethod} gives the saved method's id (YooKassa `payment_method.id`
 * when `payment_method.saved`); later payments are merchant-initiated with
 * {@link PaymentService.charge} (YooKassa `payment_method_id`, no confirmation) and succeed or
 * fail without the payer.
 *
 * SBP (docs/rules.md R5.27; yookassa.ru/developers/payment-acceptance/integration-scenarios/manual-integration/other/sbp):
 * `payment_method_data: { type: 'sbp' }` with a redirect confirmation; YooKassa's page shows a QR
 * code on a desktop and the bank app's button on a phone; 1 ₽ … 700 000 ₽; one stage only.
 */
import type { AcquirerMethod } from '../../../src/domain/payment-methods';
import type { ProviderReceipt, SentReceipt } from './fiscal-wire';
import { SandboxPaymentService } from './sandbox-acquirer';
import { YooKassaPaymentService } from './yookassa';

export { SandboxPaymentService } from './sandbox-acquirer';
export { YooKassaPaymentService, type YooKassaConfig } from './yookassa';
export { AcquirerError, type ProviderReceipt, type SentReceipt } from './fiscal-wire';

/** What a provider says about one payment. */
export type ProviderStatus = 'pending' | 'succeeded' | 'failed';

/** Input of {@link PaymentService.create}. */
export interface CreatePaymentInput {
  /** Our payment id. */
  paymentId: number;
  /** Amount in kopecks (RUB). */
  amountKopecks: number;
  /** Unique per attempt; YooKassa deduplicates retries of the same request by it. */
  idempotencyKey: string;
  description: string;
  /** Where the payer comes back after the acquirer's page (absolute or site-relative URL). */
  returnUrl: string;
  /**
   * Ask the acquirer to save the payer's card for merchant-initiated charges (the payer consented
   * on our form, docs/rules.md R12.8). Default false.
   */
  savePaymentMethod?: boolean;
  /** The payment's fiscal receipt (docs/rules.md R5.24; YooKassa `receipt`). */
  receipt?: SentReceipt;
  /**
   * The method the payer chose (docs/rules.md R5.27): `card` (default; the acquirer's page offers
   * its card form) or `sbp` (YooKassa `payment_method_data: { type: 'sbp' }`: a QR code on a
   * desktop, the bank app's link on a phone).
   */
  method?: AcquirerMethod;
}

/** Input of {@link PaymentService.refund}: money back on a succeeded payment, with its refund receipt (R5.24). */
export interface RefundInput {
  providerPaymentId: string;
  amountKopecks: number;
  /** Unique per refund (YooKassa `Idempotence-Key`). */
  idempotencyKey: string;
  receipt: SentReceipt;
}

/**
 * Input of {@link PaymentService.settle}: the second receipt of a prepaid payment (R5.24; YooKassa
 * POST /receipts with `settlements: [{ type: 'prepayment' }]`), its items `full_payment`.
 */
export interface SettlementInput {
  providerPaymentId: string;
  idempotencyKey: string;
  receipt: SentReceipt;
  /** The prepayment it offsets, kopecks (the items' sum). */
  prepaymentKopecks: number;
}

/** Input of {@link PaymentService.charge}: a merchant-initiated charge of a saved method. */
export interface ChargeInput {
  /** Our payment id. */
  paymentId: number;
  /** Amount in kopecks (RUB). */
  amountKopecks: number;
  /** Unique per attempt (YooKassa `Idempotence-Key`). */
  idempotencyKey: string;
  description: string;
  /** The saved method's id from {@link PaymentService.savedMethod}. */
  paymentMethodId: string;
  /** The charge's fiscal receipt (R5.24). */
  receipt?: SentReceipt;
}

/** A payment method the acquirer saved for merchant-initiated charges. Never a card number. */
export interface SavedPaymentMethod {
  /** The acquirer's method id (YooKassa `payment_method.id`; the sandbox's `sandbox-card-<n>`). */
  id: string;
  /** What the payer recognises it by, e.g. `•••• 4242`; null when the acquirer gives nothing. */
  label: string | null;
}

export interface PaymentService {
  readonly name: 'sandbox' | 'yookassa';
  /**
   * Registers a payment with the acquirer.
   * @returns the provider's payment id and the URL to send the payer to.
   * @throws Error when the provider refuses or cannot be reached.
   */
  create(input: CreatePaymentInput): Promise<{ providerPaymentId: string; confirmationUrl: string }>;
  /** The provider's current status of a payment. @throws Error when it cannot be read. */
  fetchStatus(providerPaymentId: string): Promise<ProviderStatus>;
  /**
   * The method a succeeded payment created with `savePaymentMethod` saved, or null (not asked,
   * not saved, not succeeded). @throws Error when the provider cannot be read.
   */
  savedMethod(providerPaymentId: string): Promise<SavedPaymentMethod | null>;
  /**
   * Charges a saved method without the payer (merchant-initiated). `pending` means the outcome
   * comes later (fetch it, or wait for the webhook).
   * @throws Error when the provider refuses the request or cannot be reached.
   */
  charge(input: ChargeInput): Promise<{ providerPaymentId: string; status: ProviderStatus }>;
  /**
   * Withdraws a payment the payer has not finished (docs/rules.md R5.23), as far as the acquirer
   * allows: the sandbox refuses the payer's later choice; YooKassa cancels what it can (a payment
   * still `pending` with the payer expires on its own, and a success that still arrives is applied
   * as money received). Best effort: never throws.
   */
  cancel(providerPaymentId: string): Promise<void>;
  /**
   * Returns money of a succeeded payment with its refund receipt (docs/rules.md R5.24).
   * @throws AcquirerError when the provider refuses (a wrong receipt: 400, YooKassa's error body); Error when unreachable.
   */
  refund(input: RefundInput): Promise<{ providerRefundId: string; providerReceiptId: string | null }>;
  /**
   * Sends the settlement receipt of a prepaid payment (R5.24).
   * @throws AcquirerError when refused; Error when unreachable.
   */
  settle(input: SettlementInput): Promise<{ providerReceiptId: string | null }>;
  /** The receipts the provider has of a payment, with their registration (R5.24). @throws Error when unreadable. */
  receipts(providerPaymentId: string): Promise<ProviderReceipt[]>;
}

/**
 * Stands in when payments are refused by configuration (docs/rules.md R5.20): production
 * without an explicit `PAYMENT_PROVIDER=sandbox`, or YooKassa without credentials. Every payment
 * attempt fails, so the route answers 503 "payment provider unavailable"; no money moves.
 */
export class RefusedPaymentService implements PaymentService {
  readonly name = 'sandbox' as const;
  constructor(readonly reason: string) {}
  async create(): Promise<never> {
    throw new Error(`payments refused: ${this.reason}`);
  }
  async fetchStatus(): Promise<ProviderStatus> {
    return 'pending';
  }
  async savedMethod(): Promise<null> {
    return null;
  }
  async charge(): Promise<never> {
    throw new Error(`payments refused: ${this.reason}`);
  }
  async cancel(): Promise<void> {}
  async refund(): Promise<never> {
    throw new Error(`payments refused: ${this.reason}`);
  }
  async settle(): Promise<never> {
    throw new Error(`payments refused: ${this.reason}`);
  }
  async receipts(): Promise<ProviderReceipt[]> {
    return [];
  }
}

/**
 * The adapter the configuration chooses: YooKassa with both credentials; the sandbox when
 * `paymentProvider` is `sandbox` (readConfig sets it outside production, or in production only
 * when `PAYMENT_PROVIDER=sandbox` is explicit); otherwise {@link RefusedPaymentService}.
 */
export function createPaymentService(cfg: {
  paymentProvider?: string;
  yookassaShopId?: string;
  yookassaSecretKey?: string;
}): PaymentService {
  if (cfg.paymentProvider === 'yookassa') {
    if (cfg.yookassaShopId && cfg.yookassaSecretKey)
      return new YooKassaPaymentService({ shopId: cfg.yookassaShopId, secretKey: cfg.yookassaSecretKey });
    return new RefusedPaymentService('PAYMENT_PROVIDER=yookassa needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY');
  }
  if (cfg.paymentProvider === 'sandbox' || cfg.paymentProvider === undefined) return new SandboxPaymentService();
  return new RefusedPaymentService(
    'the sandbox acquirer runs in production only with an explicit PAYMENT_PROVIDER=sandbox',
  );
}

/** The line the server logs at start about payments: which acquirer, or why payments are refused. */
export function paymentStartMessage(
  service: PaymentService,
  production: boolean,
): { level: 'info' | 'warn'; msg: string } {
  if (service instanceof RefusedPaymentService)
    return { level: 'warn', msg: `Payments are refused: ${service.reason}` };
  if (service.name === 'sandbox') {
    return {
      level: production ? 'warn' : 'info',
      msg: `Payments: the sandbox acquirer (no money moves)${production ? ', set explicitly by PAYMENT_PROVIDER=sandbox' : ''}`,
    };
  }
  return { level: 'info', msg: `Payments: ${service.name}` };
}
