/**
 * The lines of a fiscal receipt (docs/rules.md R5.24, R5.25): what each payable kind says it sold
 * ({@link PaidPart}: description, quantity, amount, item kind), the company's tax settings by date
 * ({@link TaxSettings}), and {@link receiptLines}, which turns the parts of a thing into the
 * receipt items of one payment — VAT code of the day, payment mode and subject — adding up to the
 * payment's amount to the kopeck (a partial payment takes every part in proportion, the remainder
 * on the last item).
 *
 * Sources: 54-FZ art. 4.7 p. 1 (the requisites of a receipt: the subject, the mode, VAT of each
 * item); YooKassa "Справочник значений параметров" (yookassa.ru/developers/54fz/parameters-values).
 * Amounts are integer kopecks, dates `YYYY-MM-DD`. Pure: no I/O.
 *
 * @module
 */
import {
  inForceOn,
  lineTotal,
  vatInside,
  vatOn,
  type Dated,
  type PaymentMode,
  type PaymentSubject,
  type ReceiptLine,
  type TaxSystemCode,
  type VatCode,
  type VatRate,
} from './fiscal';

/** What a company sells, each with its own VAT setting (the back office's tax settings, R5.25). */
export const FISCAL_ITEM_KINDS = [
  'accommodation',
  'breakfast',
  'services',
  'rent',
  'utilities',
  'documents',
  'subscriptions',
] as const;
export type FiscalItemKind = (typeof FISCAL_ITEM_KINDS)[number];

/** YooKassa's `tax_system_code` values (1 ОСН, 2 УСН доходы, 3 УСН доходы − расходы, 4 ЕНВД, 5 ЕСХН, 6 ПСН). */
export const TAX_SYSTEM_CODES = [1, 2, 3, 4, 5, 6] as const satisfies readonly TaxSystemCode[];

/** A company's tax settings from a date: its tax system and the VAT rate of each item kind (R5.25). */
export interface TaxSettings extends Dated {
  taxSystemCode: TaxSystemCode;
  vat: Record<FiscalItemKind, VatRate>;
}

/**
 * The settings used when a company has set none in force on the day: the general system with the
 * main rate of the day on everything (the law's dated table, `MAIN_VAT_RATES`, R5.25).
 */
export const GENERAL_SYSTEM: TaxSettings = {
  from: '2019-01-01',
  taxSystemCode: 1,
  vat: Object.fromEntries(FISCAL_ITEM_KINDS.map((k) => [k, 'main'])) as Record<FiscalItemKind, VatRate>,
};

/** The settings in force on `date` among a company's rows, else {@link GENERAL_SYSTEM}. */
export function taxSettingsOn(rows: readonly TaxSettings[], date: string): TaxSettings {
  return inForceOn(rows, date) ?? GENERAL_SYSTEM;
}

/**
 * One thing a payable kind sold, before VAT and mode: a receipt item to be. `itemKind`
 * `tourist_tax` is the tourist tax (Tax Code ch. 33.1): always without VAT (`vat_code` 1).
 */
export interface PaidPart {
  /** As the receipt prints it, in Russian, ≤ 128 characters. */
  description: string;
  /** Nights, pieces, months; > 0. */
  quantity: number;
  /** The part's whole amount, kopecks (≥ 0; a part of 0 prints no item). */
  amountKopecks: number;
  itemKind: FiscalItemKind | 'tourist_tax';
  paymentSubject: PaymentSubject;
}

/** Options of {@link receiptLines}: the day of the settlement, the mode and the tax settings in force. */
export interface ReceiptLineOptions {
  /** The payment's day, `YYYY-MM-DD` (the VAT code valid on it). */
  date: string;
  mode: PaymentMode;
  settings: TaxSettings;
}

/**
 * Splits `amountKopecks` over `weights` in proportion, each share rounded down and the remainder
 * on the last non-zero weight, so the shares add up to the amount exactly.
 */
export function splitInProportion(weights: readonly number[], amountKopecks: number): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total === amountKopecks) return [...weights];
  const shares = weights.map((w) => (total > 0 ? Math.floor((w * amountKopecks) / total) : 0));
  const last = weights.reduce((at, w, i) => (w > 0 ? i : at), weights.length - 1);
  if (last >= 0) shares[last] += amountKopecks - shares.reduce((s, x) => s + x, 0);
  return shares;
}

/**
 * The receipt items of a payment of `amountKopecks` for `parts` (docs/rules.md R5.24): each part's
 * share of the amount ({@link splitInProportion}: the whole when the payment pays the whole thing),
 * its VAT code on the day from `settings` (the tourist tax without VAT), the mode and subject. A
 * share that does not divide by the quantity is printed as a quantity of 1; parts of 0 print no item.
 *
 * @returns lines whose totals add up to `amountKopecks`.
 * @throws RangeError when the main rate has no row on the day (`vatOn`).
 */
export function receiptLines(parts: readonly PaidPart[], amountKopecks: number, o: ReceiptLineOptions): ReceiptLine[] {
  const shares = splitInProportion(
    parts.map((p) => p.amountKopecks),
    amountKopecks,
  );
  return parts.flatMap((p, i) => {
    const share = shares[i];
    if (share <= 0) return [];
    const rate: VatRate = p.itemKind === 'tourist_tax' ? 'none' : o.settings.vat[p.itemKind];
    const whole = p.quantity > 0 && Number.isInteger(p.quantity) && share % p.quantity === 0;
    return [
      {
        description: p.description.slice(0, 128),
        quantity: whole ? p.quantity : 1,
        unitKopecks: whole ? share / p.quantity : share,
        vatCode: vatOn(rate, o.date).vatCode,
        paymentMode: o.mode,
        paymentSubject: p.paymentSubject,
      },
    ];
  });
}

/** A booking's price in its receipt's parts, kopecks (the tourist tax is wired by issue 37 §2). */
export interface BookingParts {
  /** The apartments' nights without breakfast and without the tourist tax. */
  accommodationKopecks: number;
  /**
   * Offices, meeting rooms and the hall booked for the nights: a lease of premises, not
   * accommodation (Tax Code art. 164 p. 1 sub. 19 is for accommodation only), so item kind `rent`. 0 when none.
   */
  premisesKopecks?: number;
  /** Breakfast where the tariff includes it (0 otherwise). */
  breakfastKopecks: number;
  /** The tourist tax (Tax Code ch. 33.1), 0 when none. */
  touristTaxKopecks: number;
}

/**
 * The parts of a booking's receipt (docs/rules.md R5.24): accommodation for the nights, the
 * premises (offices, meeting rooms, the hall) for the nights, breakfast,
 * and the tourist tax as its own item without VAT (Minfin letter 17.10.2024 № 03-05-08/100577
 * allows the whole sum on one receipt; the item is more detail than the law asks). `note`, the
 * tariff with its cancellation terms (src/domain/cancellation-policy.ts `receiptPolicyNote`),
 * follows the accommodation's number.
 */
export function bookingParts(p: BookingParts, nights: number, number: string, note?: string): PaidPart[] {
  return [
    {
      // The tariff and its cancellation terms after the number (R5.30), within YooKassa's 128 characters.
      description: `Проживание, бронирование № ${number}${note ? `, ${note}` : ''}`.slice(0, 128),
      quantity: nights,
      amountKopecks: p.accommodationKopecks,
      itemKind: 'accommodation',
      paymentSubject: 'service',
    },
    {
      description: `Аренда помещения, бронирование № ${number}`,
      quantity: nights,
      amountKopecks: p.premisesKopecks ?? 0,
      itemKind: 'rent',
      paymentSubject: 'service',
    },
    {
      description: 'Завтрак',
      quantity: nights,
      amountKopecks: p.breakfastKopecks,
      itemKind: 'breakfast',
      paymentSubject: 'service',
    },
    {
      description: 'Туристический налог',
      quantity: 1,
      amountKopecks: p.touristTaxKopecks,
      itemKind: 'tourist_tax',
      paymentSubject: 'service',
    },
  ];
}

/** One part of `amountKopecks` for a thing of one item kind (a rent charge, a utility bill, a document…). */
export function singlePart(
  description: string,
  amountKopecks: number,
  itemKind: FiscalItemKind,
  paymentSubject: PaymentSubject = 'service',
): PaidPart[] {
  return [{ description, quantity: 1, amountKopecks, itemKind, paymentSubject }];
}

/** The percent of each YooKassa `vat_code` (the calculated rates 10/110… by their percent); null for 1, "без НДС". */
const CODE_PERCENT: Readonly<Record<VatCode, number | null>> = {
  1: null,
  2: 0,
  3: 10,
  4: 20,
  5: 10,
  6: 20,
  7: 5,
  8: 7,
  9: 5,
  10: 7,
  11: 22,
  12: 22,
};

/** A receipt line as the payer reads it: its total and the VAT inside it, kopecks (R5.24). */
export function lineWithVat(line: ReceiptLine): ReceiptLine & {
  amountKopecks: number;
  vatPercent: number | null;
  vatKopecks: number;
} {
  const amountKopecks = lineTotal(line);
  const vatPercent = CODE_PERCENT[line.vatCode];
  return { ...line, amountKopecks, vatPercent, vatKopecks: vatPercent ? vatInside(amountKopecks, vatPercent) : 0 };
}
