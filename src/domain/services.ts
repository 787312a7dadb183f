/**
 * Rules of services and requests (docs/rules.md R15): how a catalog service is charged, the free
 * hours of luggage storage, slot capacity, the lead time and cut-off of an order, its payment
 * deadline and cancellation window, and the deadline of a repair, emergency or custom request.
 *
 * Pure: no React, no Node. Money in kopecks, durations in hours or minutes as named.
 */
import { LUGGAGE_FREE_HOURS, ANTI_SMOKING_FEE_RUB } from './bookings';
import { HOTEL_UTC_OFFSET_HOURS } from './hotel-time';

export { LUGGAGE_FREE_HOURS, ANTI_SMOKING_FEE_RUB };

/** Anti-smoking cleaning fee in kopecks (docs/rules.md R15.3). */
export const ANTI_SMOKING_FEE_KOPECKS = ANTI_SMOKING_FEE_RUB * 100;

/**
 * How a service is charged (docs/rules.md R15.1): once, per night, per person, per person per
 * night, or per hour (luggage storage, with free hours).
 */
export const CHARGE_MODES = ['once', 'per_night', 'per_person', 'per_person_night', 'per_hour'] as const;
export type ChargeMode = (typeof CHARGE_MODES)[number];

/** Minutes a new order waits for its payment before it is removed (docs/rules.md R15.6). */
export const ORDER_PAY_MINUTES = 30;

/** Most persons in one order. */
export const MAX_ORDER_PERSONS = 20;
/** Most hours of an hourly service in one order. */
export const MAX_ORDER_HOURS = 24 * 30;

/** States of a service order (docs/rules.md R15.5, R15.6). `expired`: unpaid by the deadline, hidden from the guest. */
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'scheduled', 'done', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** States that hold a place of a slot. */
export const ORDER_HOLDING: readonly OrderStatus[] = ['awaiting_payment', 'paid', 'scheduled'];

/** Kinds of request (docs/rules.md R15.7). */
export const REQUEST_KINDS = ['repair', 'emergency', 'custom'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Categories of request, each with its deadline (hours from filing) in {@link REQUEST_SLA_HOURS}. */
export const REQUEST_CATEGORIES = [
  'plumbing',
  'electrical',
  'appliance',
  'furniture',
  'heating',
  'leak',
  'door_lock',
  'other',
] as const;
export type RequestCategory = (typeof REQUEST_CATEGORIES)[number];

/**
 * The request's deadline per category, hours (docs/rules.md R15.7). An emergency is localised
 * within 30 minutes and repaired within a day whatever its category (R15.8).
 */
export const REQUEST_SLA_HOURS: Record<RequestCategory, number> = {
  plumbing: 24,
  electrical: 24,
  appliance: 72,
  furniture: 120,
  heating: 24,
  leak: 4,
  door_lock: 8,
  other: 120,
};
/** An emergency's deadline, hours (docs/rules.md R15.8). */
export const EMERGENCY_SLA_HOURS = 2;

/** The request timeline in order (docs/rules.md R15.7); `rejected` ends it after consideration. */
export const REQUEST_STATUSES = [
  'received',
  'consideration',
  'approved',
  'rejected',
  'scheduled',
  'in_progress',
  'done',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** The main path of the timeline (without `rejected`). */
export const REQUEST_PATH: readonly RequestStatus[] = [
  'received',
  'consideration',
  'approved',
  'scheduled',
  'in_progress',
  'done',
];

/** Deadline of a request filed at `createdAt` (docs/rules.md R15.7, R15.8). */
export function requestDeadline(createdAt: Date, kind: RequestKind, category: RequestCategory): Date {
  const hours = kind === 'emergency' ? EMERGENCY_SLA_HOURS : REQUEST_SLA_HOURS[category];
  return new Date(createdAt.getTime() + hours * 3_600_000);
}

/** What a price is computed from. */
export interface PriceInput {
  mode: ChargeMode;
  /** Price of one unit (a night, a person, an hour, or the whole), kopecks. */
  priceKopecks: number;
  /** The chosen option's extra per unit, kopecks (0 without one). */
  optionKopecks?: number;
  persons: number;
  /** Nights between the first and the last date (per night modes). */
  nights: number;
  /** Hours booked (per hour mode). */
  hours: number;
  /** Hours not charged (luggage storage: {@link LUGGAGE_FREE_HOURS}). */
  freeHours?: number;
}

/** A computed price: units charged × unit price = total, kopecks. */
export interface ServicePrice {
  unitKopecks: number;
  /** Charged units: 1, nights, persons, persons × nights, or hours beyond the free ones. */
  units: number;
  totalKopecks: number;
}

/**
 * The price of an order (docs/rules.md R15.1, R15.2): the unit price (service + option) times the
 * units the charging mode counts. Per hour: only hours beyond `freeHours` are charged, so luggage
 * stored up to 12 hours costs 0.
 */
export function servicePrice(input: PriceInput): ServicePrice {
  const unitKopecks = input.priceKopecks + (input.optionKopecks ?? 0);
  const persons = Math.max(1, input.persons);
  const nights = Math.max(1, input.nights);
  const units =
    input.mode === 'once'
      ? 1
      : input.mode === 'per_night'
        ? nights
        : input.mode === 'per_person'
          ? persons
          : input.mode === 'per_person_night'
            ? persons * nights
            : Math.max(0, input.hours - (input.freeHours ?? 0));
  return { unitKopecks, units, totalKopecks: unitKopecks * units };
}

/** Whether the mode counts nights (the order has a first and a last date). */
export const countsNights = (mode: ChargeMode) => mode === 'per_night' || mode === 'per_person_night';
/** Whether the mode counts persons. */
export const countsPersons = (mode: ChargeMode) => mode === 'per_person' || mode === 'per_person_night';

/** Places of a slot an order takes: its persons for a per-person service, else one. */
export function placesOf(mode: ChargeMode, persons: number): number {
  return countsPersons(mode) ? Math.max(1, persons) : 1;
}

/** Free places of a slot of `capacity` with `taken` places held (never negative). */
export function freePlaces(capacity: number, taken: number): number {
  return Math.max(0, capacity - taken);
}

/** Whether an order of `places` fits a slot of `capacity` with `taken` held (docs/rules.md R15.5). */
export function fitsSlot(capacity: number, taken: number, places: number): boolean {
  return places > 0 && taken + places <= capacity;
}

/** The instant of `HH:mm` on `date` (YYYY-MM-DD) in the complex's time zone. */
export function hotelInstant(date: string, time = '00:00'): Date {
  const [h, m] = time.split(':').map(Number);
  const [y, mo, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h - HOTEL_UTC_OFFSET_HOURS, m));
}

/**
 * Until when an order for `date` (at `slotStart`, HH:mm) may be placed (docs/rules.md R15.1):
 * `leadHours` before the start, and no later than `cutoff` (HH:mm) of the day before when the
 * service has one (breakfast: 22:00 the evening before).
 */
export function orderCutoff(date: string, slotStart: string | null, leadHours: number, cutoff: string | null): Date {
  const start = hotelInstant(date, slotStart ?? '00:00');
  let until = new Date(start.getTime() - leadHours * 3_600_000);
  if (cutoff) {
    const dayBefore = new Date(hotelInstant(date).getTime() - 86_400_000);
    const [h, m] = cutoff.split(':').map(Number);
    const c = new Date(dayBefore.getTime() + (h * 60 + m) * 60_000);
    if (c < until) until = c;
  }
  return until;
}

/** Payment deadline of an order created at `createdAt` (docs/rules.md R15.6): {@link ORDER_PAY_MINUTES} later. */
export function orderPayDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ORDER_PAY_MINUTES * 60_000);
}

/** Whether an unpaid order is past its deadline at `now` (docs/rules.md R15.6). */
export function isOrderOverdue(status: OrderStatus, payDeadline: Date, now: Date): boolean {
  return status === 'awaiting_payment' && payDeadline.getTime() < now.getTime();
}

/**
 * Whether the guest may still cancel (docs/rules.md R15.6): an unpaid, paid or scheduled order,
 * until `cancelHours` before it starts.
 */
export function canCancelOrder(status: OrderStatus, start: Date, cancelHours: number, now: Date): boolean {
  if (!['awaiting_payment', 'paid', 'scheduled'].includes(status)) return false;
  return now.getTime() <= start.getTime() - cancelHours * 3_600_000;
}
