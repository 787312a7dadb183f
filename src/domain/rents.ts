/**
 * Leases (Refine resource `rents`, docs/rules.md R9): the status of a lease on a day, its
 * schedule of monthly rent charges, the price of an extension and what ending it early settles.
 * Pure: no React, no Node. Money in integer kopecks, dates `YYYY-MM-DD` (the hotel's calendar,
 * see `hotelToday` in ./booking.ts), periods half-open `[from, to)` like a stay's nights and shown
 * with that same end date ({@link rentPeriod}).
 */
import { addDaysIso, nightsBetween } from './datetime';
import { rangeHitsBooked } from './bookings';
import { priceBreakdown } from './stay-price';

/** Statuses of a lease (docs/rules.md R9.1). */
export const RENT_STATUSES = ['upcoming', 'active', 'ending', 'ended', 'ended_early'] as const;
export type RentStatus = (typeof RENT_STATUSES)[number];

/** A lease is `ending` this many days before its last day (our choice; docs/rules.md R9.1). */
export const ENDING_DAYS = 30;
/** Default notice of an early end, days (a term of the contract; docs/rules.md R9.3). */
export const DEFAULT_NOTICE_DAYS = 30;
/** The deposit is returned within this many days after the move-out (docs/rules.md R9.3). */
export const DEPOSIT_RETURN_DAYS = 10;
/** A rent reminder goes this many days before a charge is due (docs/rules.md R9.6). */
export const REMINDER_DAYS = 3;
/** Longest lease or extension, months (our choice). */
export const MAX_RENT_MONTHS = 36;

/** The dates that decide a lease's status. */
export interface RentDates {
  /** First day. */
  startDate: string;
  /** Day after the last night (exclusive), as a stay's check-out. */
  endDate: string;
  /** Move-out date of an early end, when one was confirmed. */
  endedEarlyOn?: string | null;
}

/**
 * Status of a lease on `today` (docs/rules.md R9.1): `upcoming` before the start, `ended_early`
 * from a confirmed early move-out, `ended` from the end date, `ending` within
 * {@link ENDING_DAYS} of the end or once an early move-out is confirmed, else `active`.
 */
export function rentStatus(l: RentDates, today: string): RentStatus {
  if (l.endedEarlyOn && today >= l.endedEarlyOn) return 'ended_early';
  if (today >= l.endDate) return 'ended';
  if (today < l.startDate) return 'upcoming';
  if (l.endedEarlyOn) return 'ending';
  return nightsBetween(today, l.endDate) <= ENDING_DAYS ? 'ending' : 'active';
}

/** `date` moved by `n` calendar months, the day clamped to the month's end (`2026-01-31` + 1 → `2026-02-28`). */
export function addMonthsIso(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const idx = y * 12 + (m - 1) + n;
  const ny = Math.floor(idx / 12);
  const nm = (idx % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return `${String(ny).padStart(4, '0')}-${String(nm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` → `DD.MM.YYYY` (docs/rules.md R8.2). */
const dmy = (iso: string): string => iso.split('-').reverse().join('.');

/**
 * A lease's or a charge's period as every screen, message and document shows it (docs/rules.md
 * R9.1): the first day – the end date, which is exclusive — the move-out day, shown as a stay's
 * check-in – check-out: `('2026-10-27', '2026-11-27')` → `27.10.2026 – 27.11.2026`.
 */
export function rentPeriod(from: string, to: string): string {
  return `${dmy(from)} – ${dmy(to)}`;
}

/**
 * Whether something unpaid and due on `dueDate` is overdue on `today`: its due date passed
 * (docs/rules.md R9.1, R9.6). A rent charge or a utility bill due today is still "next".
 */
export const isOverdue = (dueDate: string, today: string): boolean => dueDate < today;

/**
 * The unpaid items of a lease or account on `today` (docs/rules.md R9.6): the overdue ones (the
 * debt, shown apart) and the next one — the earliest due today or later. The one rule behind
 * "Next payment" on /rents and "Due next" / "Debts" on /dashboard.
 */
export function dueOutlook<T extends { dueDate: string }>(
  unpaid: readonly T[],
  today: string,
): { overdue: T[]; next: T | null } {
  const sorted = [...unpaid].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return {
    overdue: sorted.filter((c) => isOverdue(c.dueDate, today)),
    next: sorted.find((c) => !isOverdue(c.dueDate, today)) ?? null,
  };
}

/** Rent per day of a lease: a year's rent over 365 days, kopecks, rounded. */
export const dailyRate = (monthlyRentKopecks: number): number => Math.round((monthlyRentKopecks * 12) / 365);

/**
 * One period's rent, through the booking price engine (`priceBreakdown`, docs/rules.md R5.9):
 * a whole month is the monthly rent; a part month is its nights at {@link dailyRate}; the tariff
 * percent (100 = base) applies to both.
 */
export function periodRent(
  monthlyRentKopecks: number,
  nights: number,
  wholeMonth: boolean,
  tariffPercent = 100,
): number {
  const rate = wholeMonth ? monthlyRentKopecks : dailyRate(monthlyRentKopecks);
  return priceBreakdown({
    nights: wholeMonth ? 1 : nights,
    objects: [{ id: 'lease', pricePerNightKopecks: rate }],
    tariffMultiplierPercent: tariffPercent,
  }).totalKopecks;
}

/** One monthly rent charge of a schedule. */
export interface ChargeDraft {
  /** First day of the period paid. */
  periodFrom: string;
  /** Day after the period (exclusive). */
  periodTo: string;
  /** Due date: the period's first day (rent is paid in advance; docs/rules.md R9.1). */
  dueDate: string;
  amountKopecks: number;
}

/**
 * The schedule of `[from, to)` (docs/rules.md R9.1): monthly periods anchored on `from`, the
 * last one cut at `to` and charged by its nights; each due on its first day.
 * @throws RangeError when `to` is not after `from`, or the span is over {@link MAX_RENT_MONTHS} months.
 */
export function rentSchedule(from: string, to: string, monthlyRentKopecks: number, tariffPercent = 100): ChargeDraft[] {
  if (!(to > from)) throw new RangeError(`Empty lease period ${from}..${to}`);
  const out: ChargeDraft[] = [];
  for (let i = 0; ; i++) {
    const periodFrom = addMonthsIso(from, i);
    if (periodFrom >= to) break;
    if (i >= MAX_RENT_MONTHS) throw new RangeError(`Lease longer than ${MAX_RENT_MONTHS} months`);
    const full = addMonthsIso(from, i + 1);
    const periodTo = full < to ? full : to;
    const nights = nightsBetween(periodFrom, periodTo);
    out.push({
      periodFrom,
      periodTo,
      dueDate: periodFrom,
      amountKopecks: periodRent(monthlyRentKopecks, nights, periodTo === full, tariffPercent),
    });
  }
  return out;
}

/** Why an extension cannot be quoted (docs/rules.md R9.2). */
export type ExtensionError = 'notAfterEnd' | 'tooLong' | 'booked' | 'notExtendable';

/** Result of {@link extensionQuote}. */
export type ExtensionQuote =
  | { ok: true; charges: ChargeDraft[]; totalKopecks: number; nights: number }
  | { ok: false; error: ExtensionError; /** The first booked night, for `booked`. */ night?: string };

/**
 * The price of extending a lease to `newEnd` (docs/rules.md R9.2): the same availability rule
 * as a booking (`rangeHitsBooked` over the object's booked nights after the lease) and the same
 * price engine; the extension continues the lease's monthly periods.
 */
export function extensionQuote(
  lease: RentDates & { monthlyRentKopecks: number },
  newEnd: string,
  bookedNights: ReadonlySet<string>,
  today: string,
  tariffPercent = 100,
): ExtensionQuote {
  const status = rentStatus(lease, today);
  if (lease.endedEarlyOn || status === 'ended' || status === 'ended_early')
    return { ok: false, error: 'notExtendable' };
  if (!(newEnd > lease.endDate)) return { ok: false, error: 'notAfterEnd' };
  if (newEnd > addMonthsIso(lease.startDate, MAX_RENT_MONTHS)) return { ok: false, error: 'tooLong' };
  if (rangeHitsBooked(lease.endDate, newEnd, bookedNights)) {
    const night = [...bookedNights].filter((d) => d >= lease.endDate && d < newEnd).sort()[0];
    return { ok: false, error: 'booked', night };
  }
  // Continue the lease's own months: the periods of [start, newEnd) that end after the old end.
  const all = rentSchedule(lease.startDate, newEnd, lease.monthlyRentKopecks, tariffPercent);
  const charges = all
    .filter((c) => c.periodTo > lease.endDate)
    .map((c) =>
      c.periodFrom >= lease.endDate
        ? c
        : {
            ...c,
            periodFrom: lease.endDate,
            dueDate: lease.endDate,
            amountKopecks: periodRent(
              lease.monthlyRentKopecks,
              nightsBetween(lease.endDate, c.periodTo),
              false,
              tariffPercent,
            ),
          },
    );
  return {
    ok: true,
    charges,
    totalKopecks: charges.reduce((s, c) => s + c.amountKopecks, 0),
    nights: nightsBetween(lease.endDate, newEnd),
  };
}

/** A charge as the settlement sees it. */
export interface ChargeState {
  id: number;
  periodFrom: string;
  periodTo: string;
  amountKopecks: number;
  paid: boolean;
}

/** Result of {@link earlyEndSettlement} (all kopecks). */
export interface Settlement {
  moveOut: string;
  /** Unpaid charges of periods after the move-out: cancelled (they leave the schedule). */
  cancelledChargeIds: number[];
  /** The charge of the period containing the move-out, cut to the nights lived (null when none). */
  proratedCharge: { id: number; amountKopecks: number } | null;
  /** Paid rent of nights after the move-out, returned. */
  rentRefundKopecks: number;
  /** Unpaid rent up to the move-out, before the deposit is set against it. */
  owedKopecks: number;
  /** The part of the deposit set against {@link owedKopecks} (0 on short notice). */
  depositOffsetKopecks: number;
  /** Rent still to pay after the deposit offset: `owedKopecks − depositOffsetKopecks`. */
  debtKopecks: number;
  /** Whether the notice is shorter than the contract's (then the deposit is kept as the penalty). */
  shortNotice: boolean;
  depositRefundKopecks: number;
  /** The deposit not returned: the offset, or all of it as the penalty on short notice. */
  depositRetainedKopecks: number;
  /** Date by which the deposit and the rent refund are returned. */
  refundBy: string;
  /**
   * The unpaid charges up to the move-out as the schedule shows them afterwards, due date order:
   * `amountKopecks` still to pay (cut to the nights lived, less the deposit set against it) and
   * `depositOffsetKopecks`, the part the deposit covered.
   */
  charges: { id: number; amountKopecks: number; depositOffsetKopecks: number }[];
}

/**
 * What ending a lease early on `moveOut` settles (docs/rules.md R9.3) — the one computation
 * behind the confirmation (the quote) and the schedule after it (the server applies
 * `charges` and `cancelledChargeIds`): charges of later periods are cancelled (paid ones
 * refunded), the period containing the move-out is charged by its nights, and the deposit is
 * set against the rent still owed (earliest due first) and the rest returned — unless the notice
 * is shorter than `noticeDays`, when the contract keeps it all as the penalty and the rent stays owed.
 * @throws RangeError when `moveOut` is not after `today` or not inside the lease.
 */
export function earlyEndSettlement(
  lease: RentDates & { monthlyRentKopecks: number; depositKopecks: number; noticeDays: number },
  charges: readonly ChargeState[],
  moveOut: string,
  today: string,
  tariffPercent = 100,
): Settlement {
  if (!(moveOut > today) || !(moveOut > lease.startDate) || !(moveOut < lease.endDate))
    throw new RangeError(`Move-out ${moveOut} outside the lease`);
  const cancelled: number[] = [];
  const owed: { id: number; amountKopecks: number }[] = [];
  let prorated: Settlement['proratedCharge'] = null;
  let refund = 0;
  for (const c of [...charges].sort((a, b) => a.periodFrom.localeCompare(b.periodFrom))) {
    if (c.periodFrom >= moveOut) {
      if (c.paid) refund += c.amountKopecks;
      else cancelled.push(c.id);
    } else if (c.periodTo > moveOut) {
      const lived = periodRent(lease.monthlyRentKopecks, nightsBetween(c.periodFrom, moveOut), false, tariffPercent);
      const amount = Math.min(lived, c.amountKopecks);
      prorated = { id: c.id, amountKopecks: amount };
      if (c.paid) refund += c.amountKopecks - amount;
      else owed.push({ id: c.id, amountKopecks: amount });
    } else if (!c.paid) owed.push({ id: c.id, amountKopecks: c.amountKopecks });
  }
  const owedKopecks = owed.reduce((s, c) => s + c.amountKopecks, 0);
  const shortNotice = nightsBetween(today, moveOut) < lease.noticeDays;
  const offset = shortNotice ? 0 : Math.min(lease.depositKopecks, owedKopecks);
  let left = offset;
  const settled = owed.map((c) => {
    const part = Math.min(left, c.amountKopecks);
    left -= part;
    return { id: c.id, amountKopecks: c.amountKopecks - part, depositOffsetKopecks: part };
  });
  const retained = shortNotice ? lease.depositKopecks : offset;
  return {
    moveOut,
    cancelledChargeIds: cancelled,
    proratedCharge: prorated,
    rentRefundKopecks: refund,
    owedKopecks,
    depositOffsetKopecks: offset,
    debtKopecks: owedKopecks - offset,
    shortNotice,
    depositRefundKopecks: lease.depositKopecks - retained,
    depositRetainedKopecks: retained,
    refundBy: addDaysIso(moveOut, DEPOSIT_RETURN_DAYS),
    charges: settled,
  };
}

/**
 * Whether the entry instructions may be shown (docs/rules.md R9.5): only once the first charge
 * is paid and the check-in conditions are accepted.
 */
export function entryAllowed(firstChargePaid: boolean, checkInAccepted: boolean): boolean {
  return firstChargePaid && checkInAccepted;
}

/** Whether a rent reminder is due on `today` for a charge due on `dueDate` (docs/rules.md R9.6). */
export function reminderDue(dueDate: string, today: string): boolean {
  const n = nightsBetween(today, dueDate);
  return n >= 0 && n <= REMINDER_DAYS;
}
