/**
 * The YooKassa adapter (https://yookassa.ru/developers/api; docs/rules.md R5.14–R5.18, R5.22,
 * R5.24, R5.27): payments, merchant-initiated charges, refunds and settlement receipts over its
 * REST API. The interface and the choice of adapter are in ./acquirer.ts.
 */
import {
  AcquirerError,
  fromYooKassaReceipt,
  rubles,
  yookassaReceipt,
  type ProviderReceipt,
  type YooKassaReceipt,
} from './fiscal-wire';
import type {
  ChargeInput,
  CreatePaymentInput,
  PaymentService,
  ProviderStatus,
  RefundInput,
  SavedPaymentMethod,
  SettlementInput,
} from './acquirer';

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
