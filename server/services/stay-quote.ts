/**
 * A stay's price as the booking engine sells it (docs/rules.md R5.9, R5.26, R5.28–R5.32): each
 * night's price from the rate calendar, the tariff, the best length-of-stay and early-booking
 * discounts, a promo code, breakfast and the tourist tax — one computation for the booking form's
 * quote (GET bookings/quote), the booking itself (server/routes/bookings/create.ts) and the search's
 * totals. The maths is src/domain/stay-price.ts; this module loads what it takes.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stayDiscounts } from '../db/schema';
import { nightsBetween } from '../../src/domain/datetime';
import { restrictionIssues, type RateNight, type RestrictionIssue } from '../../src/domain/rates';
import { stayPrice, type StayDiscount, type StayPrice } from '../../src/domain/stay-price';
import type { Locale } from '../../src/domain/plural';
import { objectRateNights } from './rates';
import { companyTouristTaxRates } from './tourist-tax';
import { accommodationVatPercent } from './payments/receipts';

type Runner = Pick<Db, 'select'>;

/** What a quote takes: the objects (with their base price and kind), the stay and the tariff. */
export interface QuoteInput {
  companyId: number;
  objects: readonly { id: number; priceKopecks: number; kind: string }[];
  checkIn: string;
  checkOut: string;
  /** Adults plus children. */
  guests: number;
  tariff: { id: number; percent: number; perGuestNightKopecks: number };
  /** The complex's today, `YYYY-MM-DD` (the early-booking discount counts days from it). */
  today: string;
  /** The interface language, for the discounts' names. */
  locale: Locale;
  /** A promo code's discount, already checked (server/services/promo-codes.ts). */
  promo?: StayDiscount | null;
  /** Guests exempt from the tourist tax with a confirmed claim. */
  exemptGuests?: number;
}

/** A quote: the price, and per object the restrictions the stay breaks (empty: for sale). */
export interface Quote {
  price: StayPrice;
  issues: { objectId: number; issue: RestrictionIssue }[];
  /** Each object's nights check-in…check-out (the check-out day included, for its CTD). */
  nights: Map<number, RateNight[]>;
}

/**
 * The best length-of-stay and the best early-booking discount of the company that apply to the
 * tariff (docs/rules.md R5.31): of each kind, the largest percent whose threshold the stay reaches
 * (nights for `length`, days from today to arrival for `early`); the length one applies first.
 */
export async function applicableStayDiscounts(
  db: Runner,
  companyId: number,
  stay: { tariffId: number; nights: number; daysAhead: number; locale: Locale },
): Promise<StayDiscount[]> {
  const rows = await db
    .select()
    .from(stayDiscounts)
    .where(and(eq(stayDiscounts.companyId, companyId), eq(stayDiscounts.active, true)));
  const best = (kind: 'length' | 'early', reach: number) =>
    rows
      .filter(
        (r) => r.kind === kind && r.threshold <= reach && (!r.tariffIds.length || r.tariffIds.includes(stay.tariffId)),
      )
      .sort((a, b) => b.percent - a.percent)[0];
  return [best('length', stay.nights), best('early', stay.daysAhead)]
    .filter((r) => r !== undefined)
    .map((r) => ({ kind: r.kind, label: r.name[stay.locale] || r.name.ru, percent: r.percent }));
}

/**
 * Quotes a stay (R5.28–R5.32): nights' prices from the rate calendar, restrictions checked per
 * object, discounts and the promo code in order, breakfast and the tourist tax.
 * @throws RangeError as `stayPrice` (a stay of 0 nights is the caller's to refuse first).
 */
export async function quoteStay(db: Runner, input: QuoteInput): Promise<Quote> {
  const n = nightsBetween(input.checkIn, input.checkOut);
  const nights = await objectRateNights(db, input.companyId, input.objects, input.checkIn, input.checkOut);
  const issues = input.objects.flatMap((o) =>
    restrictionIssues(input.checkIn, input.checkOut, nights.get(o.id) ?? []).map((issue) => ({
      objectId: o.id,
      issue,
    })),
  );
  const discounts = await applicableStayDiscounts(db, input.companyId, {
    tariffId: input.tariff.id,
    nights: n,
    daysAhead: Math.max(0, nightsBetween(input.today, input.checkIn)),
    locale: input.locale,
  });
  const [rates, vat] = await Promise.all([
    companyTouristTaxRates(db as Db, input.companyId),
    accommodationVatPercent(db as Db, input.companyId, input.checkOut),
  ]);
  const price = stayPrice({
    nights: n,
    objects: input.objects.map((o) => ({
      id: o.id,
      pricePerNightKopecks: o.priceKopecks,
      nightlyKopecks: (nights.get(o.id) ?? []).slice(0, n).map((x) => x.priceKopecks),
    })),
    tariffMultiplierPercent: input.tariff.percent,
    perGuestNightKopecks: input.tariff.perGuestNightKopecks,
    guests: input.guests,
    kinds: Object.fromEntries(input.objects.map((o) => [o.id, o.kind])),
    checkOut: input.checkOut,
    touristTaxRates: rates,
    accommodationVatPercent: vat,
    exemptGuests: input.exemptGuests ?? 0,
    discounts: [...discounts, ...(input.promo ? [input.promo] : [])],
  });
  return { price, issues, nights };
}
