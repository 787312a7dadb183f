/**
 * A short stay's price with the tourist tax on top (docs/rules.md R5.9, R5.26): the booking price
 * engine (`priceBreakdown`, here) and the tax of ./tourist-tax.ts, so the booking form,
 * the object page and the server (server/routes/bookings/create.ts) add the same line. Amounts are
 * integer kopecks. Pure: no I/O.
 *
 * @module
 */
import { stayTouristTax, type StayTouristTax, type TouristTaxRate } from './tourist-tax';

/** One object's line of a {@link PriceBreakdown}. */
export interface PriceLine {
  objectId: string | number;
  nights: number;
  /** Price per night, kopecks: the average, rounded, where the nights' prices differ. */
  rateKopecks: number;
  /** The nights' prices summed, kopecks (`rateKopecks * nights` at one price a night). */
  amountKopecks: number;
  /** Each night's price from the rate calendar (docs/rules.md R5.28), kopecks; absent at one price. */
  nightly?: number[];
}

/** Result of {@link priceBreakdown}; all amounts are integer kopecks. */
export interface PriceBreakdown {
  lines: PriceLine[];
  /** Tariff surcharge (positive) or discount (negative) applied to the subtotal, kopecks. */
  tariffAdjustmentKopecks: number;
  /** Sum of the lines plus the tariff adjustment, kopecks. */
  totalKopecks: number;
}

/** Input of {@link priceBreakdown}. */
export interface PriceBreakdownInput {
  /** Number of nights, a non-negative integer (see `nightsBetween`). */
  nights: number;
  /**
   * Chosen objects with their price per night in integer kopecks and, from the rate calendar
   * (docs/rules.md R5.28), each night's price (`nights` of them) where the nights differ.
   */
  objects: readonly { id: string | number; pricePerNightKopecks: number; nightlyKopecks?: readonly number[] }[];
  /**
   * Tariff multiplier in percent of the subtotal: 100 (default) = base price, 90 = 10 % off,
   * 115 = 15 % surcharge. Must be a finite number ≥ 0.
   */
  tariffMultiplierPercent?: number;
  /**
   * Tariff surcharge per guest per night in integer kopecks (e.g. breakfast), added to the
   * tariff adjustment after the percent: `perGuestNightKopecks * guests * nights`. Default 0.
   */
  perGuestNightKopecks?: number;
  /** Number of guests the per-guest surcharge counts (adults + children). Default 0. */
  guests?: number;
}

/**
 * Price of a booking (docs/rules.md R5.9) in integer kopecks:
 * each line is `pricePerNightKopecks * nights`; the tariff adjustment is
 * `round(subtotal * percent / 100) - subtotal` (rounded to the nearest kopeck, halves up)
 * plus `perGuestNightKopecks * guests * nights`;
 * the total is subtotal + adjustment.
 *
 * @throws RangeError when `nights` is not a non-negative integer, a price is not a non-negative
 *   safe integer, the percent is not finite and ≥ 0, or an amount exceeds the safe integer range.
 */
export function priceBreakdown(input: PriceBreakdownInput): PriceBreakdown {
  const { nights, objects } = input;
  const percent = input.tariffMultiplierPercent ?? 100;
  if (!Number.isInteger(nights) || nights < 0) throw new RangeError(`Invalid nights: ${nights}`);
  if (!Number.isFinite(percent) || percent < 0) {
    throw new RangeError(`Invalid tariff multiplier percent: ${percent}`);
  }
  const lines: PriceLine[] = objects.map((o) => {
    const prices = o.nightlyKopecks ?? [o.pricePerNightKopecks];
    if (prices.some((p) => !Number.isSafeInteger(p) || p < 0) || (o.nightlyKopecks && prices.length !== nights)) {
      throw new RangeError(`Invalid price for object ${String(o.id)}: ${prices.join(',')}`);
    }
    if (!o.nightlyKopecks) {
      return {
        objectId: o.id,
        nights,
        rateKopecks: o.pricePerNightKopecks,
        amountKopecks: safe(o.pricePerNightKopecks * nights),
      };
    }
    const amountKopecks = safe(prices.reduce((a, p) => a + p, 0));
    const rateKopecks = nights ? Math.round(amountKopecks / nights) : o.pricePerNightKopecks;
    return { objectId: o.id, nights, rateKopecks, amountKopecks, nightly: [...prices] };
  });
  const subtotal = safe(lines.reduce((sum, l) => sum + l.amountKopecks, 0));
  const perGuest = input.perGuestNightKopecks ?? 0;
  const guests = input.guests ?? 0;
  if (!Number.isSafeInteger(perGuest) || perGuest < 0 || !Number.isInteger(guests) || guests < 0) {
    throw new RangeError(`Invalid per-guest surcharge: ${perGuest} × ${guests}`);
  }
  const adjusted = safe(Math.round((subtotal * percent) / 100) + safe(perGuest * guests * nights));
  const tariffAdjustmentKopecks = adjusted - subtotal;
  return { lines, tariffAdjustmentKopecks, totalKopecks: adjusted };
}

function safe(n: number): number {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Amount out of the safe integer range: ${n}`);
  return n;
}

/** Input of {@link stayPrice}: a booking's price with its tourist tax. */
export interface StayPriceInput extends PriceBreakdownInput {
  /**
   * The objects' kinds by id (`OBJECT_KINDS`): only an apartment's nights are accommodation the
   * tourist tax is levied on (art. 418.3); an office, a meeting room or the hall is not. An object
   * missing here counts as an apartment.
   */
  kinds?: Readonly<Record<string, string>>;
  /** `YYYY-MM-DD`: the stay's check-out, whose year's rate applies (docs/rules.md R5.26). */
  checkOut: string;
  /** The company's tourist-tax rates (the `tourist_tax_rates` rows). */
  touristTaxRates: readonly TouristTaxRate[];
  /**
   * The VAT rate of accommodation, percent, taken out of the tax's base. 0 until the company's tax
   * settings give it (hotel accommodation is at 0 % VAT until 30 June 2030, art. 164 p. 1 sub. 19).
   */
  accommodationVatPercent?: number;
  /** Guests exempt from the tourist tax with a confirmed claim. Default 0. */
  exemptGuests?: number;
  /**
   * Discounts on the accommodation, applied in order after the tariff's percent (docs/rules.md
   * R5.31, R5.32): a length-of-stay or early-booking discount, then a promo code. Each takes a
   * percentage of what is left, or a sum (kopecks) capped at what is left. Breakfast is not discounted.
   */
  discounts?: readonly StayDiscount[];
}

/** A discount on a stay's accommodation: its kind, its name as the breakdown shows it, and a percent or a sum. */
export interface StayDiscount {
  kind: 'length' | 'early' | 'promo';
  /** The name the price breakdown shows (a promo code's code). */
  label: string;
  /** Percent of the accommodation left (10 = −10 %). */
  percent?: number;
  /** A fixed sum, kopecks. */
  kopecks?: number;
}

/** A discount as applied: what it took off, kopecks (positive). */
export interface AppliedDiscount {
  kind: StayDiscount['kind'];
  label: string;
  percent?: number;
  kopecks: number;
}

/** Result of {@link stayPrice}: amounts in integer kopecks. */
export interface StayPrice extends PriceBreakdown {
  /** The accommodation: the lines with the tariff's percent, less the discounts (the tax's base before VAT). */
  accommodationKopecks: number;
  /** The discounts applied, in order (docs/rules.md R5.31, R5.32). */
  discounts: AppliedDiscount[];
  /** The tariff's per-guest surcharge (breakfast), not in the tax's base. */
  breakfastKopecks: number;
  /** The tourist tax, or null where the table has no rate. */
  touristTax: StayTouristTax | null;
  /** Accommodation + breakfast, without the tax. */
  stayKopecks: number;
  /** What the booker pays: the stay plus the tourist tax. */
  totalKopecks: number;
}

/**
 * A short stay's price (docs/rules.md R5.9) with the tourist tax on top as its own line
 * (R5.26): the tax's base is the accommodation — the apartments' nights with the tariff's percent —
 * without breakfast and without VAT; a booking of offices or halls only has no tax.
 *
 * @throws RangeError as {@link priceBreakdown} and `touristTax`.
 */
export function stayPrice(input: StayPriceInput): StayPrice {
  const price = priceBreakdown(input);
  const breakfastKopecks = (input.perGuestNightKopecks ?? 0) * (input.guests ?? 0) * input.nights;
  const beforeDiscounts = price.totalKopecks - breakfastKopecks;
  let accommodationKopecks = beforeDiscounts;
  const discounts: AppliedDiscount[] = [];
  for (const d of input.discounts ?? []) {
    const off = Math.min(
      accommodationKopecks,
      Math.max(0, d.kopecks ?? Math.round((accommodationKopecks * (d.percent ?? 0)) / 100)),
    );
    accommodationKopecks -= off;
    discounts.push({
      kind: d.kind,
      label: d.label,
      ...(d.percent !== undefined ? { percent: d.percent } : {}),
      kopecks: off,
    });
  }
  const lodging = price.lines.filter((l) => (input.kinds?.[String(l.objectId)] ?? 'apartment') === 'apartment');
  const lodgingSubtotal = lodging.reduce((sum, l) => sum + l.amountKopecks, 0);
  const lodgingTariffed = Math.round((lodgingSubtotal * (input.tariffMultiplierPercent ?? 100)) / 100);
  // The apartments' share of the accommodation after the discounts (an office's nights carry no tax).
  const lodgingKopecks =
    beforeDiscounts > 0 ? Math.round((lodgingTariffed * accommodationKopecks) / beforeDiscounts) : 0;
  const touristTax =
    input.nights > 0 && (input.guests ?? 0) > 0 && lodging.length
      ? stayTouristTax({
          accommodationKopecks: lodgingKopecks,
          accommodationVatPercent: input.accommodationVatPercent ?? 0,
          nights: input.nights,
          guests: input.guests ?? 0,
          exemptGuests: input.exemptGuests ?? 0,
          checkOut: input.checkOut,
          rates: input.touristTaxRates,
        })
      : null;
  const stayKopecks = accommodationKopecks + breakfastKopecks;
  return {
    ...price,
    accommodationKopecks,
    discounts,
    breakfastKopecks,
    touristTax,
    stayKopecks,
    totalKopecks: stayKopecks + (touristTax?.kopecks ?? 0),
  };
}
