/**
 * Payments (docs/rules.md R5.14–R5.18, R5.20; docs/architecture.md § Outside services): an
 * interface with the local sandbox acquirer (default; its page is the SPA route
 * /payment-sandbox/{paymentId}, where the payer chooses success or failure) and the YooKassa
 * adapter (https://yookassa.ru/developers/api): create with an `Idempotence-Key`, redirect to
 * the confirmation URL, and re-fetch a payment's status when a webhook arrives (a webhook body
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
import { methodLimitProblem, type AcquirerMethod } from '../../../src/domain/payment-methods';

import { receiptError, receiptProblems } from '../../../src/domain/fiscal';
import {
  AcquirerError,
  fromYooKassaReceipt,
  rubles,
  sandboxRegistered,
  yookassaReceipt,
  type ProviderReceipt,
  type SentReceipt,
  type YooKassaReceipt,
} from './fiscal-wire';

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

/** YooKassa credentials: shop id and secret key (HTTP Basic auth). */
export interface YooKassaConfig {
  shopId: string;
  secretKey: string;
  /** API base, default https://api.yookassa.ru/v3. */
  apiUrl?: string;
}

type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

/**
 * YooKassa adapter over `fetch` (injectable for tests). `create` posts /payments with
 * `Idempotence-Key`, `capture: true`, a redirect confirmation, `payment_method_data: { type: 'sbp' }`
 * for an SBP payment (R5.27) and, when asked,
 * `save_payment_method: true`; `fetchStatus` reads GET /payments/{id} and maps `succeeded` →
 * succeeded, `canceled` → failed, anything else (pending, waiting_for_capture) → pending;
 * `savedMethod` reads the same payment's `payment_method` (`id` when `saved`, the card's last
 * four digits for the label); `charge` posts /payments with `payment_method_id` and no
 * confirmation (an autopayment).
 */
export class YooKassaPaymentService implements PaymentService {
  readonly name = 'yookassa' as const;
  private readonly base: string;
  private readonly auth: string;

  constructor(
    cfg: YooKassaConfig,
    private readonly fetchFn: FetchLike = globalThis.fetch as unknown as FetchLike,
  ) {
    this.base = (cfg.apiUrl ?? 'https://api.yookassa.ru/v3').replace(/\/$/, '');
    this.auth = `Basic ${Buffer.from(`${cfg.shopId}:${cfg.secretKey}`).toString('base64')}`;
  }

  async create(input: CreatePaymentInput) {
    const res = await this.post(input, {
      ...(input.method === 'sbp' ? { payment_method_data: { type: 'sbp' } } : {}),
      confirmation: { type: 'redirect', return_url: input.returnUrl },
      ...(input.savePaymentMethod ? { save_payment_method: true } : {}),
      ...(input.receipt ? { receipt: yookassaReceipt(input.receipt) } : {}),
    });
    if (!res.ok) throw await refusal(res);
    const body = (await res.json()) as { id?: string; confirmation?: { confirmation_url?: string } };
    if (!body.id || !body.confirmation?.confirmation_url) throw new Error('YooKassa create: no id or confirmation_url');
    return { providerPaymentId: body.id, confirmationUrl: body.confirmation.confirmation_url };
  }

  async fetchStatus(providerPaymentId: string): Promise<ProviderStatus> {
    return mapYooKassaStatus((await this.read(providerPaymentId)).status);
  }

  async savedMethod(providerPaymentId: string): Promise<SavedPaymentMethod | null> {
    const body = await this.read(providerPaymentId);
    const m = body.payment_method;
    if (body.status !== 'succeeded' || !m?.saved || !m.id) return null;
    return { id: m.id, label: m.card?.last4 ? `•••• ${m.card.last4}` : (m.title ?? null) };
  }

  /** POST /payments/{id}/cancel (YooKassa cancels only what awaits capture; anything else is left to expire). */
  async cancel(providerPaymentId: string): Promise<void> {
    await this.fetchFn(`${this.base}/payments/${encodeURIComponent(providerPaymentId)}/cancel`, {
      method: 'POST',
      headers: {
        Authorization: this.auth,
        'Idempotence-Key': `cancel-${providerPaymentId}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    }).catch(() => undefined);
  }

  async charge(input: ChargeInput) {
    const res = await this.post(input, {
      payment_method_id: input.paymentMethodId,
      ...(input.receipt ? { receipt: yookassaReceipt(input.receipt) } : {}),
    });
    if (!res.ok) throw await refusal(res);
    const body = (await res.json()) as YooKassaPayment;
    if (!body.id) throw new Error('YooKassa charge: no id');
    return { providerPaymentId: body.id, status: mapYooKassaStatus(body.status) };
  }

  /** POST /refunds: the amount back and the refund receipt (YooKassa "Чек возврата"). */
  async refund(input: RefundInput) {
    const res = await this.send('/refunds', input.idempotencyKey, {
      payment_id: input.providerPaymentId,
      amount: rubles(input.amountKopecks),
      receipt: yookassaReceipt(input.receipt),
    });
    if (!res.ok) throw await refusal(res);
    const body = (await res.json()) as { id?: string };
    if (!body.id) throw new Error('YooKassa refund: no id');
    return { providerRefundId: body.id, providerReceiptId: null };
  }

  /** POST /receipts: the second receipt, `full_payment` items offsetting the prepayment (YooKassa "Второй чек"). */
  async settle(input: SettlementInput) {
    const res = await this.send('/receipts', input.idempotencyKey, {
      ...yookassaReceipt(input.receipt),
      type: 'payment',
      payment_id: input.providerPaymentId,
      send: true,
      settlements: [{ type: 'prepayment', amount: rubles(input.prepaymentKopecks) }],
    });
    if (!res.ok) throw await refusal(res);
    const body = (await res.json()) as YooKassaReceipt;
    return { providerReceiptId: body.id ?? null };
  }

  /** GET /receipts?payment_id=…: the payment's receipts and their registration. */
  async receipts(providerPaymentId: string): Promise<ProviderReceipt[]> {
    const res = await this.fetchFn(`${this.base}/receipts?payment_id=${encodeURIComponent(providerPaymentId)}`, {
      method: 'GET',
      headers: { Authorization: this.auth },
    });
    if (!res.ok) throw new Error(`YooKassa receipts failed: HTTP ${res.status}`);
    const body = (await res.json()) as { items?: YooKassaReceipt[] };
    return (body.items ?? []).map(fromYooKassaReceipt);
  }

  /** POST `path` with the `Idempotence-Key` and a JSON body. */
  private send(path: string, idempotencyKey: string, body: Record<string, unknown>) {
    return this.fetchFn(`${this.base}${path}`, {
      method: 'POST',
      headers: { Authorization: this.auth, 'Idempotence-Key': idempotencyKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /**
   * POST /payments with the `Idempotence-Key`: the amount (kopecks → rubles), immediate capture,
   * description and our payment id, plus what the kind of payment adds (`extra`).
   */
  private post(
    input: Pick<CreatePaymentInput, 'paymentId' | 'amountKopecks' | 'idempotencyKey' | 'description'>,
    extra: Record<string, unknown>,
  ) {
    return this.fetchFn(`${this.base}/payments`, {
      method: 'POST',
      headers: {
        Authorization: this.auth,
        'Idempotence-Key': input.idempotencyKey,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        amount: { value: (input.amountKopecks / 100).toFixed(2), currency: 'RUB' },
        capture: true,
        description: input.description.slice(0, 128),
        metadata: { paymentId: String(input.paymentId) },
        ...extra,
      }),
    });
  }

  private async read(providerPaymentId: string): Promise<YooKassaPayment> {
    const res = await this.fetchFn(`${this.base}/payments/${encodeURIComponent(providerPaymentId)}`, {
      method: 'GET',
      headers: { Authorization: this.auth },
    });
    if (!res.ok) throw new Error(`YooKassa status failed: HTTP ${res.status}`);
    return (await res.json()) as YooKassaPayment;
  }
}

/** The parts of a YooKassa payment object we read. */
interface YooKassaPayment {
  id?: string;
  status?: string;
  payment_method?: { id?: string; saved?: boolean; title?: string; card?: { last4?: string } };
}

/** A refused YooKassa answer as an {@link AcquirerError}, with its error body when it has one. */
async function refusal(res: { status: number; json(): Promise<unknown> }): Promise<AcquirerError> {
  const body = (await res.json().catch(() => null)) as { type?: string } | null;
  return new AcquirerError(res.status, body?.type === 'error' ? (body as never) : null);
}

const mapYooKassaStatus = (status: string | undefined): ProviderStatus =>
  status === 'succeeded' ? 'succeeded' : status === 'canceled' ? 'failed' : 'pending';

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
