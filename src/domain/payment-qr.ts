/**
 * The standard payment QR of a utility bill (ГОСТ Р 56042-2014 "Стандарты финансовых операций.
 * Двумерные символы штрихового кода для осуществления платежей физических лиц"; docs/rules.md
 * R10.13): a text `ST00012|Name=…|PersonalAcc=…|BankName=…|BIC=…|CorrespAcc=…|…` that any Russian
 * bank app reads into a filled-in transfer.
 *
 * - Header `ST0001` (format, version 0001) and the encoding digit `2` (UTF-8; 1 is windows-1251,
 *   3 KOI8-R), then `|`-separated `Key=value` pairs.
 * - The required block, in this order: Name (payee, ≤ 160), PersonalAcc (20 digits), BankName
 *   (≤ 45), BIC (9 digits), CorrespAcc (20 digits, or `0` where the bank has none).
 * - Then the additional keys the bill has: Sum (kopecks, digits only), Purpose (≤ 210), PayeeINN,
 *   KPP, PersAcc (the payer's account with the provider), PaymPeriod (`MMYYYY`) — and any other
 *   key of the standard's list.
 * - A value may not contain `|` (the separator): it is replaced by `/`; line breaks become spaces.
 *
 * Pure: no I/O; drawing the QR is the caller's (a maintained QR library).
 *
 * @module
 */

/** The requisites a payment QR carries. */
export interface PaymentQrFields {
  /** The payee's name (the provider), ≤ 160 characters. */
  name: string;
  /** The payee's settlement account, 20 digits. */
  personalAcc: string;
  /** The payee's bank, ≤ 45 characters. */
  bankName: string;
  /** The bank's BIC, 9 digits. */
  bic: string;
  /** The bank's correspondent account, 20 digits, or `0`. */
  correspAcc: string;
  /** Amount due, kopecks. */
  sumKopecks?: number;
  /** Purpose of the payment, ≤ 210 characters. */
  purpose?: string;
  /** The payee's INN, 10 or 12 digits. */
  payeeInn?: string;
  /** The payee's KPP, 9 characters. */
  kpp?: string;
  /** The payer's account number with the provider (лицевой счёт). */
  persAcc?: string;
  /** The period paid, `MMYYYY`. */
  paymPeriod?: string;
}

/** A field that breaks the standard: which key and why. */
export class PaymentQrError extends RangeError {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(`${key}: ${message}`);
  }
}

const clean = (v: string) =>
  v
    .replace(/[\r\n]+/g, ' ')
    .replace(/\|/g, '/')
    .trim();

function check(key: string, value: string, re: RegExp, what: string): string {
  if (!re.test(value)) throw new PaymentQrError(key, what);
  return value;
}

function limit(key: string, value: string, max: number): string {
  const v = clean(value);
  if (!v) throw new PaymentQrError(key, 'must not be empty');
  if ([...v].length > max) throw new PaymentQrError(key, `at most ${max} characters`);
  return v;
}

/**
 * The QR text of a payment by the standard.
 *
 * @throws PaymentQrError when a required field is missing or a field breaks its format.
 */
export function paymentQrText(f: PaymentQrFields): string {
  const pairs: [string, string][] = [
    ['Name', limit('Name', f.name, 160)],
    ['PersonalAcc', check('PersonalAcc', f.personalAcc, /^\d{20}$/, '20 digits')],
    ['BankName', limit('BankName', f.bankName, 45)],
    ['BIC', check('BIC', f.bic, /^\d{9}$/, '9 digits')],
    ['CorrespAcc', check('CorrespAcc', f.correspAcc, /^(\d{20}|0)$/, '20 digits or 0')],
  ];
  if (f.payeeInn !== undefined)
    pairs.push(['PayeeINN', check('PayeeINN', f.payeeInn, /^(\d{10}|\d{12})$/, '10 or 12 digits')]);
  if (f.kpp !== undefined) pairs.push(['KPP', check('KPP', f.kpp, /^\d{4}[\dA-Z]{2}\d{3}$/, '9 characters')]);
  if (f.sumKopecks !== undefined) {
    if (!Number.isSafeInteger(f.sumKopecks) || f.sumKopecks <= 0)
      throw new PaymentQrError('Sum', 'positive whole kopecks');
    pairs.push(['Sum', String(f.sumKopecks)]);
  }
  if (f.purpose !== undefined) pairs.push(['Purpose', limit('Purpose', f.purpose, 210)]);
  if (f.persAcc !== undefined) pairs.push(['PersAcc', limit('PersAcc', f.persAcc, 30)]);
  if (f.paymPeriod !== undefined)
    pairs.push(['PaymPeriod', check('PaymPeriod', f.paymPeriod, /^(0[1-9]|1[0-2])\d{4}$/, 'MMYYYY')]);
  return ['ST00012', ...pairs.map(([k, v]) => `${k}=${v}`)].join('|');
}

/**
 * Reads a QR text of the standard back into its `Key → value` pairs (what a bank app does).
 *
 * @throws PaymentQrError (key `header`) when the text does not start with `ST0001` and an encoding digit.
 */
export function parsePaymentQrText(text: string): Record<string, string> {
  const [header, ...rest] = text.split('|');
  if (!/^ST0001[123]$/.test(header ?? '')) throw new PaymentQrError('header', 'not a ГОСТ Р 56042-2014 payment text');
  const out: Record<string, string> = {};
  for (const pair of rest) {
    const at = pair.indexOf('=');
    if (at > 0) out[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return out;
}
