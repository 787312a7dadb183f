/**
 * Fiscal receipts (54-FZ) and VAT as the acquirer receives them (docs/rules.md R5.24–R5.26):
 * dated tables of the VAT rates, the YooKassa codes of a rate, a payment's receipt items, and the
 * checks YooKassa makes of a receipt before it accepts a payment — the sandbox acquirer refuses
 * with them, as the real one does.
 *
 * Sources: YooKassa "Справочник значений параметров" (https://yookassa.ru/developers/54fz/parameters-values:
 * `vat_code` 1–12, 11 = 22 %, 12 = 22/122 from 1 January 2026; `tax_system_code` 1–6;
 * `payment_mode`, `payment_subject`); YooKassa changelog 15 December 2025 (the main VAT rate 20 % →
 * 22 % from 1 January 2026, Tax Code art. 164 p. 3); YooKassa "Формат ответа" (the error body
 * `{ type: 'error', id, code, description, parameter }`).
 *
 * Amounts are integer kopecks; dates are ISO calendar dates `YYYY-MM-DD` of the complex's time zone.
 * Pure: no I/O.
 *
 * @module
 */

/** Kopecks in a ruble (R8.1). */
const KOPECKS = 100;

/**
 * A company's VAT rate of an item kind, as the back office sets it: `main` follows the general
 * rate in force on the day ({@link MAIN_VAT_RATES}: 20 % to 2025, 22 % from 2026); `none` is "без
 * НДС" (a company on the simplified system, or an exempt service); the others are the reduced rates.
 */
export const VAT_RATES = ['main', 'none', '0', '5', '7', '10'] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** YooKassa's `vat_code` (1–12). */
export type VatCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** One row of a dated table: in force from `from` (inclusive) until the next row's `from`. */
export interface Dated {
  /** First day in force, `YYYY-MM-DD`. */
  from: string;
}

/** The general VAT rate on a period and its YooKassa code (Tax Code art. 164 p. 3). */
export interface MainVatRate extends Dated {
  /** Percent. */
  percent: number;
  /** YooKassa `vat_code` of the rate. */
  vatCode: VatCode;
}

/**
 * The general VAT rate by date (Tax Code art. 164 p. 3: 20 % from 1 January 2019; 22 % from
 * 1 January 2026, YooKassa changelog 15.12.2025). A dated table, never a constant: a change of the
 * law is one more row.
 */
export const MAIN_VAT_RATES: readonly MainVatRate[] = [
  { from: '2019-01-01', percent: 20, vatCode: 4 },
  { from: '2026-01-01', percent: 22, vatCode: 11 },
];

/** The YooKassa code and percent of each reduced rate (fixed by the code list). */
const REDUCED: Readonly<Record<Exclude<VatRate, 'main'>, { vatCode: VatCode; percent: number }>> = {
  none: { vatCode: 1, percent: 0 },
  '0': { vatCode: 2, percent: 0 },
  '10': { vatCode: 3, percent: 10 },
  '5': { vatCode: 7, percent: 5 },
  '7': { vatCode: 8, percent: 7 },
};

/**
 * The days on which YooKassa accepts a code in a receipt of a sale (`[from, to]`, inclusive; open
 * ends where absent): the 22 % codes only from 2026; the 20 % codes no longer for 2026 sales.
 */
export const VAT_CODE_VALIDITY: Readonly<Partial<Record<VatCode, { from?: string; to?: string }>>> = {
  4: { to: '2025-12-31' },
  6: { to: '2025-12-31' },
  11: { from: '2026-01-01' },
  12: { from: '2026-01-01' },
};

/**
 * The row of a dated table in force on `date`: the last row whose `from` is not after it.
 *
 * @returns the row, or null when `date` is before the first row.
 */
export function inForceOn<T extends Dated>(table: readonly T[], date: string): T | null {
  let found: T | null = null;
  for (const row of [...table].sort((a, b) => a.from.localeCompare(b.from))) {
    if (row.from <= date) found = row;
  }
  return found;
}

/**
 * The YooKassa code and percent of a company rate on a day.
 *
 * @throws RangeError when `rate` is `main` and `date` is before the first row of `table`.
 */
export function vatOn(
  rate: VatRate,
  date: string,
  table: readonly MainVatRate[] = MAIN_VAT_RATES,
): { vatCode: VatCode; percent: number } {
  if (rate !== 'main') return REDUCED[rate];
  const row = inForceOn(table, date);
  if (!row) throw new RangeError(`No VAT rate in force on ${date}`);
  return { vatCode: row.vatCode, percent: row.percent };
}

/**
 * The VAT inside an amount that includes it, kopecks: `amount × p / (100 + p)`, rounded half up
 * to the kopeck (the way a cash register prints it).
 */
export function vatInside(amountKopecks: number, percent: number): number {
  return Math.round((amountKopecks * percent) / (100 + percent));
}

/** An amount without the VAT it includes, kopecks (the tourist-tax base, Tax Code art. 418.4 p. 1). */
export function withoutVat(amountKopecks: number, percent: number): number {
  return amountKopecks - vatInside(amountKopecks, percent);
}

/** YooKassa's `payment_mode` values the portal uses (FFD "признак способа расчёта"). */
export type PaymentMode = 'full_prepayment' | 'full_payment';

/** YooKassa's `payment_subject` values the portal uses (FFD "признак предмета расчёта"). */
export type PaymentSubject = 'service' | 'commodity' | 'payment' | 'another';

/** YooKassa's `tax_system_code` (1 general, 2 simplified on income, 3 simplified income − costs, 4 ENVD, 5 ESKhN, 6 patent). */
export type TaxSystemCode = 1 | 2 | 3 | 4 | 5 | 6;

/** One line of a receipt, as the portal builds it (kopecks; the adapter writes YooKassa's strings). */
export interface ReceiptLine {
  /** What was paid, up to 128 characters (YooKassa `description`). */
  description: string;
  /** How many, > 0 (nights, pieces; YooKassa `quantity`). */
  quantity: number;
  /** Price of one, kopecks (YooKassa `amount.value` is per unit). */
  unitKopecks: number;
  vatCode: VatCode;
  paymentMode: PaymentMode;
  paymentSubject: PaymentSubject;
}

/** A receipt: who gets it and what it lists. */
export interface Receipt {
  /** The customer's contact: an e-mail or a phone in `79XXXXXXXXX` form (at least one). */
  customer: { email?: string; phone?: string };
  items: ReceiptLine[];
  taxSystemCode?: TaxSystemCode;
}

/** The total of a line, kopecks (`unit × quantity`, rounded to the kopeck). */
export function lineTotal(line: ReceiptLine): number {
  return Math.round(line.unitKopecks * line.quantity);
}

/** One problem with a receipt, named as YooKassa names it (`parameter` is the request's path). */
export interface ReceiptProblem {
  parameter: string;
  description: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^7\d{10}$/;

/**
 * Checks a receipt as YooKassa does before it accepts a payment or a refund: a customer contact,
 * 1–100 items, each with a description of 1–128 characters, a positive quantity, a positive unit
 * price, a code valid on the day ({@link VAT_CODE_VALIDITY}), and items adding up to the amount to
 * the kopeck.
 *
 * @param receipt - the receipt sent.
 * @param amountKopecks - the payment's (or refund's) amount.
 * @param date - the day of the settlement, `YYYY-MM-DD`.
 * @returns the problems, empty when YooKassa would accept it.
 */
export function receiptProblems(receipt: Receipt, amountKopecks: number, date: string): ReceiptProblem[] {
  const out: ReceiptProblem[] = [];
  const { email, phone } = receipt.customer ?? {};
  if (!email && !phone)
    out.push({ parameter: 'receipt.customer', description: 'Receipt customer must have email or phone' });
  if (email && !EMAIL.test(email)) out.push({ parameter: 'receipt.customer.email', description: 'Invalid email' });
  if (phone && !PHONE.test(phone))
    out.push({
      parameter: 'receipt.customer.phone',
      description: 'Invalid phone: ITU-T E.164, 11 digits starting with 7',
    });
  const items = receipt.items ?? [];
  if (items.length === 0 || items.length > 100)
    out.push({ parameter: 'receipt.items', description: 'Receipt must have from 1 to 100 items' });
  items.forEach((item, i) => {
    const at = `receipt.items[${i}]`;
    if (!item.description || item.description.length > 128)
      out.push({ parameter: `${at}.description`, description: 'Description must be 1 to 128 characters' });
    if (!(item.quantity > 0)) out.push({ parameter: `${at}.quantity`, description: 'Quantity must be positive' });
    if (!(item.unitKopecks > 0) || !Number.isInteger(item.unitKopecks))
      out.push({ parameter: `${at}.amount.value`, description: 'Amount must be positive, in whole kopecks' });
    const validity = VAT_CODE_VALIDITY[item.vatCode];
    if (
      !(item.vatCode >= 1 && item.vatCode <= 12) ||
      (validity?.from && date < validity.from) ||
      (validity?.to && date > validity.to)
    )
      out.push({ parameter: `${at}.vat_code`, description: `VAT code ${item.vatCode} is not valid on ${date}` });
  });
  const sum = items.reduce((s, item) => s + lineTotal(item), 0);
  if (items.length > 0 && sum !== amountKopecks)
    out.push({
      parameter: 'receipt.items',
      description: `Items add up to ${(sum / KOPECKS).toFixed(2)}, the amount is ${(amountKopecks / KOPECKS).toFixed(2)}`,
    });
  return out;
}

/** YooKassa's error body (HTTP 400) for the first problem: `{ type, id, code, description, parameter }`. */
export interface YooKassaError {
  type: 'error';
  id: string;
  code: 'invalid_request';
  description: string;
  parameter: string;
}

/** The error body YooKassa answers a refused receipt with (its first problem). */
export function receiptError(problem: ReceiptProblem, id: string): YooKassaError {
  return { type: 'error', id, code: 'invalid_request', description: problem.description, parameter: problem.parameter };
}

/** The receipt contact from a person's e-mail and phone (`+7 999 000-00-01` → `79990000001`), or null when neither fits. */
export function receiptCustomer(
  email: string | null | undefined,
  phone: string | null | undefined,
): Receipt['customer'] | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  const okPhone = PHONE.test(digits) ? digits : undefined;
  const okEmail = email && EMAIL.test(email) ? email : undefined;
  if (!okPhone && !okEmail) return null;
  return { ...(okEmail ? { email: okEmail } : {}), ...(okPhone ? { phone: okPhone } : {}) };
}
