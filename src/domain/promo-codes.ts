/**
 * Promo codes for direct bookings (docs/rules.md R5.32): the pure checks of a code against a stay
 * and its uses, the discount it gives, and the shape of a code as a manager types it. Shared by the
 * server (server/services/promo-codes.ts) and the back office's form.
 *
 * Dates are ISO calendar dates `YYYY-MM-DD` in the complex's time; money is integer kopecks.
 * @module
 */
import { addDaysIso, nightsBetween } from './iso-days';
import type { StayDiscount } from './stay-price';

/** A code as typed by a manager: Latin capitals, digits, `-` and `_`, 3–30 characters. */
export const PROMO_CODE_RE = /^[A-Z0-9_-]{3,30}$/;

/** The most a percent code takes off, percent. */
export const MAX_PROMO_PERCENT = 100;

/** A code as the guest types it, compared case-insensitively: trimmed and upper-cased. */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

/** A promo code's terms as stored (`promo_codes`); `null` dates and limits are open. */
export interface PromoCodeTerms {
  code: string;
  /** `percent`: `value` percent off the accommodation; `amount`: `value` kopecks off. */
  kind: 'percent' | 'amount';
  value: number;
  /** The days a booking may be made with it (the complex's today), inclusive. */
  bookFrom: string | null;
  bookTo: string | null;
  /** The nights the whole stay must fall in, inclusive (check-out may be the day after `stayTo`). */
  stayFrom: string | null;
  stayTo: string | null;
  minNights: number;
  /** The tariffs and objects it is for; empty: all. */
  tariffIds: readonly number[];
  objectIds: readonly number[];
  /** Uses in total and per guest; `null`: unlimited. */
  limitTotal: number | null;
  limitPerGuest: number | null;
  active: boolean;
}

/** The stay a code is checked against. */
export interface PromoStayCheck {
  tariffId: number;
  objectIds: readonly number[];
  checkIn: string;
  checkOut: string;
  /** The complex's today. */
  today: string;
}

/** The code's live uses (bookings not cancelled): in total and by this guest. */
export interface PromoUses {
  total: number;
  guest: number;
}

/**
 * Why a code does not apply, first reason first; the locale key is `promo.<code>`
 * (server/services/promo-codes.ts translates it with `date` as `DD.MM` and `count` nights).
 */
export type PromoIssue =
  | { code: 'notFound' }
  | { code: 'expired' }
  | { code: 'notYetValid'; date: string }
  | { code: 'stayFrom'; date: string }
  | { code: 'stayTo'; date: string }
  | { code: 'minNights'; nights: number }
  | { code: 'tariff' }
  | { code: 'object' }
  | { code: 'limitReached' }
  | { code: 'alreadyUsed' };

/**
 * The first reason a code does not apply to a stay, or `null` when it applies (R5.32), in this
 * order: unknown or inactive, booking dates (today inside `bookFrom…bookTo`), stay dates (every
 * night inside `stayFrom…stayTo`), minimum nights, tariff, every object named, the per-guest limit,
 * the total limit. `uses` counts live bookings only (the caller's query).
 */
export function promoCodeIssue(
  terms: PromoCodeTerms | null | undefined,
  stay: PromoStayCheck,
  uses: PromoUses,
): PromoIssue | null {
  if (!terms) return { code: 'notFound' };
  if (!terms.active) return { code: 'expired' };
  if (terms.bookFrom && stay.today < terms.bookFrom) return { code: 'notYetValid', date: terms.bookFrom };
  if (terms.bookTo && stay.today > terms.bookTo) return { code: 'expired' };
  if (terms.stayFrom && stay.checkIn < terms.stayFrom) return { code: 'stayFrom', date: terms.stayFrom };
  if (terms.stayTo && addDaysIso(stay.checkOut, -1) > terms.stayTo) return { code: 'stayTo', date: terms.stayTo };
  if (nightsBetween(stay.checkIn, stay.checkOut) < terms.minNights)
    return { code: 'minNights', nights: terms.minNights };
  if (terms.tariffIds.length && !terms.tariffIds.includes(stay.tariffId)) return { code: 'tariff' };
  if (terms.objectIds.length && stay.objectIds.some((id) => !terms.objectIds.includes(id))) return { code: 'object' };
  if (terms.limitPerGuest != null && uses.guest >= terms.limitPerGuest) return { code: 'alreadyUsed' };
  if (terms.limitTotal != null && uses.total >= terms.limitTotal) return { code: 'limitReached' };
  return null;
}

/** The discount a code gives, labelled with its code, for src/domain/stay-price.ts (applied after R5.31's). */
export function promoStayDiscount(terms: Pick<PromoCodeTerms, 'code' | 'kind' | 'value'>): StayDiscount {
  return terms.kind === 'percent'
    ? { kind: 'promo', label: terms.code, percent: terms.value }
    : { kind: 'promo', label: terms.code, kopecks: terms.value };
}
