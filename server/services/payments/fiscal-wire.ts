/**
 * Fiscal receipts on the wire (docs/rules.md R5.24): what the acquirer adapters send and read —
 * a receipt with its day ({@link SentReceipt}), a refusal in YooKassa's error shape
 * ({@link AcquirerError}), a registration the provider reports ({@link ProviderReceipt}), and the
 * YooKassa JSON of a receipt (yookassa.ru/developers/api#create_payment `receipt`; amounts in rubles
 * with two decimals, the quantity as a decimal).
 */
import type { Receipt, YooKassaError } from '../../../src/domain/fiscal';

/** A receipt as an adapter sends it: the domain receipt and the day it settles (`YYYY-MM-DD`, the VAT codes valid on it). */
export interface SentReceipt extends Receipt {
  date: string;
}

/**
 * The acquirer refused a request: its HTTP status and, when it said why, YooKassa's error body
 * (`{ type: 'error', id, code, description, parameter }`; the sandbox answers the same).
 */
export class AcquirerError extends Error {
  constructor(
    readonly status: number,
    readonly body: YooKassaError | null,
  ) {
    super(
      body ? `acquirer refused (${status}): ${body.parameter} — ${body.description}` : `acquirer refused (${status})`,
    );
  }
}

/** A receipt the provider knows of a payment: its id, type, registration and fiscal attributes. */
export interface ProviderReceipt {
  id: string;
  /** `payment` (the payment's receipt or a settlement) or `refund`. */
  type: 'payment' | 'refund';
  status: 'pending' | 'registered' | 'failed';
  /** ФН, ФД, ФПД and when the tax office's operator accepted it; null until registered. */
  fiscalStorageNumber: string | null;
  fiscalDocumentNumber: string | null;
  fiscalAttribute: string | null;
  registeredAt: Date | null;
}

/** Kopecks → YooKassa's `{ value: "1234.50", currency: "RUB" }`. */
export const rubles = (kopecks: number) => ({ value: (kopecks / 100).toFixed(2), currency: 'RUB' });

/** The YooKassa `receipt` object of a receipt (customer, items, tax system). */
export function yookassaReceipt(r: Receipt) {
  return {
    customer: r.customer,
    items: r.items.map((i) => ({
      description: i.description,
      quantity: i.quantity.toFixed(2),
      amount: rubles(i.unitKopecks),
      vat_code: i.vatCode,
      payment_mode: i.paymentMode,
      payment_subject: i.paymentSubject,
    })),
    ...(r.taxSystemCode ? { tax_system_code: r.taxSystemCode } : {}),
  };
}

/** The parts of a YooKassa receipt object (GET /receipts) we read. */
export interface YooKassaReceipt {
  id?: string;
  type?: string;
  status?: string;
  fiscal_storage_number?: string;
  fiscal_document_number?: string;
  fiscal_attribute?: string;
  registered_at?: string;
}

/** A YooKassa receipt object as a {@link ProviderReceipt} (`succeeded` → registered, `canceled` → failed). */
export function fromYooKassaReceipt(r: YooKassaReceipt): ProviderReceipt {
  return {
    id: r.id ?? '',
    type: r.type === 'refund' ? 'refund' : 'payment',
    status: r.status === 'succeeded' ? 'registered' : r.status === 'canceled' ? 'failed' : 'pending',
    fiscalStorageNumber: r.fiscal_storage_number ?? null,
    fiscalDocumentNumber: r.fiscal_document_number ?? null,
    fiscalAttribute: r.fiscal_attribute ?? null,
    registeredAt: r.registered_at ? new Date(r.registered_at) : null,
  };
}

/** A registered sandbox receipt: plausible attributes (a 16-digit ФН, the document's number, a 10-digit ФПД). */
export function sandboxRegistered(id: string, type: ProviderReceipt['type'], n: number): ProviderReceipt {
  let h = 2166136261;
  for (const c of id) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return {
    id,
    type,
    status: 'registered',
    fiscalStorageNumber: '7380440800000001',
    fiscalDocumentNumber: String(1000 + n),
    fiscalAttribute: String(1_000_000_000 + (h % 9_000_000_000)),
    registeredAt: new Date(),
  };
}
