/**
 * The tourist tax (Tax Code ch. 33.1, in force since 1 January 2025; docs/rules.md R5.26): a local
 * tax on short stays, charged to the guest on top of the price and paid by the complex.
 *
 * - Base: the accommodation price without VAT and without the tax itself (art. 418.4 p. 1; Minfin
 *   letter 02.02.2026 № 03-05-04-06/6788). The share of exempt guests (art. 418.4 p. 2 and the
 *   city's own categories, p. 3) is left out of the base, whoever pays (the same letter); the price is
 *   split between the guests equally.
 * - Tax: the year's rate × base, never less than 100 ₽ × nights of the stay (art. 418.7 p. 1;
 *   Minfin letter 17.10.2024 № 03-05-08/100577: the nights of the service, not per person); no
 *   minimum when every guest is exempt (FNS letter 12.03.2025 № СД-4-3/2733@).
 * - The rate is the one in force on the day of the full settlement (art. 418.4 p. 1: the base is
 *   fixed at the moment of the full settlement; FNS letter 25.12.2024 № СД-4-3/14611@) — for a stay
 *   the portal settles at check-out, so a stay across New Year takes the rate of the check-out's year.
 * - Rates by year (the maximum the Code allows: 1 % 2025, 2 % 2026, 3 % 2027, 4 % 2028, 5 % from
 *   2029, art. 418.5) come from a dated table the manager edits.
 *
 * Amounts are integer kopecks. Pure: no I/O.
 *
 * @module
 */

/** One year's rate of the city's tourist tax. */
export interface TouristTaxRate {
  /** Calendar year the rate applies to (the year of the full settlement). */
  year: number;
  /** Percent of the base, e.g. 2 for 2 %. */
  percent: number;
  /** The minimum per night of the stay, kopecks (100 ₽ = 10 000 by art. 418.7). */
  minPerNightKopecks: number;
}

/** The Code's minimum per night: 100 ₽ (art. 418.7 p. 1). */
export const TOURIST_TAX_MIN_PER_NIGHT_KOPECKS = 10_000;

/**
 * Yekaterinburg's rates (the city's decision of 2024, following art. 418.5's ceiling): the demo
 * seed's table; a manager edits the real one in the back office.
 */
export const YEKATERINBURG_TOURIST_TAX: readonly TouristTaxRate[] = [
  { year: 2025, percent: 1, minPerNightKopecks: TOURIST_TAX_MIN_PER_NIGHT_KOPECKS },
  { year: 2026, percent: 2, minPerNightKopecks: TOURIST_TAX_MIN_PER_NIGHT_KOPECKS },
  { year: 2027, percent: 3, minPerNightKopecks: TOURIST_TAX_MIN_PER_NIGHT_KOPECKS },
  { year: 2028, percent: 4, minPerNightKopecks: TOURIST_TAX_MIN_PER_NIGHT_KOPECKS },
  { year: 2029, percent: 5, minPerNightKopecks: TOURIST_TAX_MIN_PER_NIGHT_KOPECKS },
];

/**
 * The rate for a settlement day: the row of that day's year, or else the latest earlier year's
 * (the Code keeps 5 % from 2029 on); null when the city levied nothing then.
 *
 * @param settlementDate - `YYYY-MM-DD`: for a stay, its check-out.
 */
export function touristTaxRateOn(table: readonly TouristTaxRate[], settlementDate: string): TouristTaxRate | null {
  const year = Number(settlementDate.slice(0, 4));
  let found: TouristTaxRate | null = null;
  for (const row of table) if (row.year <= year && (!found || row.year > found.year)) found = row;
  return found;
}

/** Input of {@link touristTax}. */
export interface TouristTaxInput {
  /** The accommodation price without VAT, kopecks (breakfast and other services are not in it). */
  baseKopecks: number;
  /** Nights of the stay. */
  nights: number;
  /** Guests staying (adults and children). */
  guests: number;
  /** Of them, exempt with a confirmed claim. */
  exemptGuests: number;
  /** The rate in force ({@link touristTaxRateOn}); null: no tax. */
  rate: TouristTaxRate | null;
}

/**
 * The tourist tax of a stay, kopecks: `round(rate × base × taxable guests / guests)`, at least
 * `minimum × nights` while one guest is not exempt; 0 when every guest is exempt or no rate applies.
 *
 * @throws RangeError when the counts are not whole, `guests` < 1 or `exemptGuests` is out of range.
 */
export function touristTax({ baseKopecks, nights, guests, exemptGuests, rate }: TouristTaxInput): number {
  if (
    !Number.isInteger(guests) ||
    guests < 1 ||
    !Number.isInteger(exemptGuests) ||
    exemptGuests < 0 ||
    exemptGuests > guests
  )
    throw new RangeError(`Bad guest counts: ${exemptGuests} exempt of ${guests}`);
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError(`Bad nights: ${nights}`);
  if (!rate || exemptGuests === guests) return 0;
  const taxableBase = (baseKopecks * (guests - exemptGuests)) / guests;
  const computed = Math.round((taxableBase * rate.percent) / 100);
  return Math.max(computed, rate.minPerNightKopecks * nights);
}

/**
 * The categories of guests exempt from the tourist tax (art. 418.4 p. 2 of the Tax Code; docs/rules.md
 * R5.26): Heroes of the USSR and of Russia and full cavaliers of the Order of Glory; Heroes of
 * Socialist Labour and of Labour of Russia and full cavaliers of the Order of Labour Glory;
 * participants and disabled of the Great Patriotic War; combat veterans; the disabled of groups I
 * and II; the escort of a group I disabled person; disabled children and their escort; persons
 * affected by the Chernobyl disaster; participants of the special military operation. (Full-time
 * students are exempt from the resort fee of Federal Law 214-FZ, not from this tax.) The city's own list (art. 418.4 p. 3) is empty: no
 * Yekaterinburg decision adding categories was found (docs/rules.md R5.26).
 */
export const TOURIST_TAX_EXEMPTION_CATEGORIES = [
  'heroes',
  'labourHeroes',
  'wwii',
  'combatVeterans',
  'disabled',
  'disabledEscort',
  'disabledChild',
  'chernobyl',
  'svo',
] as const;
export type TouristTaxExemptionCategory = (typeof TOURIST_TAX_EXEMPTION_CATEGORIES)[number];

/** States of a guest's exemption claim: pending until a manager confirms or refuses it. */
export const TOURIST_TAX_EXEMPTION_STATUSES = ['pending', 'confirmed', 'refused'] as const;
export type TouristTaxExemptionStatus = (typeof TOURIST_TAX_EXEMPTION_STATUSES)[number];

/**
 * The accommodation price without VAT, kopecks: `round(price × 100 / (100 + vat))` (art. 418.4 p. 1:
 * the base excludes VAT). Hotel accommodation is at 0 % VAT until 30 June 2030 (art. 164 p. 1
 * sub. 19), so the base is the price itself unless the company's tax settings say otherwise.
 *
 * @param accommodationKopecks - the accommodation price with VAT (breakfast not in it), kopecks.
 * @param accommodationVatPercent - the VAT rate of accommodation, percent (0, 5, 7, 22…).
 * @throws RangeError on a negative price or rate.
 */
export function touristTaxBase(accommodationKopecks: number, accommodationVatPercent: number): number {
  if (accommodationKopecks < 0 || !(accommodationVatPercent >= 0))
    throw new RangeError(`Bad accommodation price or VAT: ${accommodationKopecks}, ${accommodationVatPercent}`);
  return Math.round((accommodationKopecks * 100) / (100 + accommodationVatPercent));
}

/** The tourist tax of a stay as a booking stores and shows it (docs/rules.md R5.26). */
export interface StayTouristTax {
  /** The rate applied, percent (e.g. 3 for 3 %). */
  percent: number;
  /** The minimum per night of the rate's row, kopecks. */
  minPerNightKopecks: number;
  /** The base for every guest: the accommodation price without VAT, kopecks. */
  baseKopecks: number;
  /** Guests of the stay and, of them, exempt with a confirmed claim. */
  guests: number;
  exemptGuests: number;
  /** The tax, kopecks ({@link touristTax}). */
  kopecks: number;
}

/** Input of {@link stayTouristTax}. */
export interface StayTouristTaxInput {
  /** The accommodation price with VAT, without breakfast and other services, kopecks. */
  accommodationKopecks: number;
  /** The VAT rate of accommodation, percent; 0 while hotel accommodation is at 0 % (art. 164 p. 1 sub. 19). */
  accommodationVatPercent: number;
  nights: number;
  guests: number;
  exemptGuests: number;
  /** `YYYY-MM-DD`: the day of the full settlement, i.e. the check-out (its year's rate applies). */
  checkOut: string;
  /** The company's rate table (the `tourist_tax_rates` rows). */
  rates: readonly TouristTaxRate[];
}

/**
 * The tourist tax of a stay: the rate of the check-out's year from the company's table, the base
 * without VAT, the exempt guests' share out, the floor of 100 ₽ × nights (docs/rules.md R5.26).
 *
 * @returns null when the table has no rate for that year (the city levies nothing then).
 * @throws RangeError as {@link touristTax} and {@link touristTaxBase}.
 */
export function stayTouristTax(input: StayTouristTaxInput): StayTouristTax | null {
  const rate = touristTaxRateOn(input.rates, input.checkOut);
  if (!rate) return null;
  const baseKopecks = touristTaxBase(input.accommodationKopecks, input.accommodationVatPercent);
  const { nights, guests, exemptGuests } = input;
  return {
    percent: rate.percent,
    minPerNightKopecks: rate.minPerNightKopecks,
    baseKopecks,
    guests,
    exemptGuests,
    kopecks: touristTax({ baseKopecks, nights, guests, exemptGuests, rate }),
  };
}

/**
 * The same stay's tax again with another number of exempt guests (a manager's decision on a claim),
 * at the rate the booking stored: `touristTax` over the stored base (docs/rules.md R5.26).
 *
 * @param nights - nights of the stay.
 */
export function retaxStay(tax: StayTouristTax, nights: number, exemptGuests: number): StayTouristTax {
  const rate = { year: 0, percent: tax.percent, minPerNightKopecks: tax.minPerNightKopecks };
  const kopecks = touristTax({ baseKopecks: tax.baseKopecks, nights, guests: tax.guests, exemptGuests, rate });
  return { ...tax, exemptGuests, kopecks };
}
