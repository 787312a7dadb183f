/**
 * What the account's start page shows a tenant (docs/rules.md R9.6, R7.9): what is due next
 * (rent charges and utility bills, soonest first), debts (each overdue rent charge, unpaid utilities), and
 * alerts — a meter-reading window open now (R10.3) and a rent payment due within
 * {@link REMINDER_DAYS} days. Pure: no React, no Node.
 */
import { formatMonth, nightsBetween } from './datetime';
import { formatMoney, rublesToKopecks } from './money';
import type { Locale } from './plural';
import { dueOutlook, REMINDER_DAYS } from './rents';

/** A lease as the dashboard needs it (GET app/v1/rents rows). */
export interface DashRent {
  id: number;
  objectTitle: string;
  isTenant: boolean;
  /** The next payment: the earliest unpaid charge due today or later (`dueOutlook`, ./rents.ts). */
  nextCharge: DashCharge | null;
  /** The overdue charges (the debt), each shown apart with its month. */
  overdue: readonly DashCharge[];
}

/** A rent charge as the dashboard needs it: amount, due date, and the first day of its period. */
export interface DashCharge {
  amountKopecks: number;
  dueDate: string;
  periodFrom: string;
}

/** A utility account as the dashboard needs it (GET app/v1/bills rows). */
export interface DashBill {
  id: number;
  number: string;
  debtKopecks: number;
  nextPaymentDate: string;
  window: { open: boolean; to: string };
}

/** One line of the dashboard: what, how much, by when, and where to go. */
export interface DashItem {
  kind: 'rent' | 'bill';
  id: number;
  label: string;
  amountKopecks: number;
  date: string;
  /** A rent charge's first day (`YYYY-MM-DD`): the month it pays for, named beside the amount (R9.6). */
  period?: string;
  link: string;
}

export interface DashAlert {
  kind: 'dueSoon' | 'readingWindow';
  id: number;
  /** The amount (dueSoon) — 0 for a reading window. */
  amountKopecks: number;
  date: string;
  /** The account number of a reading window. */
  number?: string;
  link: string;
}

export interface DashboardSummary {
  dueNext: DashItem[];
  debts: DashItem[];
  alerts: DashAlert[];
}

/**
 * The tenant's due-next, debts and alerts on `today` from their leases and utility accounts. A
 * utility amount whose payment date passed is a debt, not "due next": the same rule as a rent
 * charge (`dueOutlook`, ./rents.ts).
 */
export function dashboardSummary(
  rents: readonly DashRent[],
  bills: readonly DashBill[],
  today: string,
): DashboardSummary {
  const mine = rents.filter((r) => r.isTenant);
  // Each account's amount is one unpaid item due on its payment date.
  const billsDue = bills
    .filter((b) => b.debtKopecks > 0)
    .map((b) => dueOutlook([{ ...b, dueDate: b.nextPaymentDate }], today));
  const billItem = (b: DashBill): DashItem => ({
    kind: 'bill',
    id: b.id,
    label: b.number,
    amountKopecks: b.debtKopecks,
    date: b.nextPaymentDate,
    link: `/bills/${b.id}`,
  });
  const rentItem = (r: DashRent, c: DashCharge, date: string): DashItem => ({
    kind: 'rent',
    id: r.id,
    label: r.objectTitle,
    amountKopecks: c.amountKopecks,
    date,
    period: c.periodFrom,
    link: `/rents/${r.id}`,
  });
  const dueNext: DashItem[] = [
    ...mine.flatMap((r) => (r.nextCharge ? [rentItem(r, r.nextCharge, r.nextCharge.dueDate)] : [])),
    ...billsDue.flatMap((d) => (d.next ? [billItem(d.next)] : [])),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const debts: DashItem[] = [
    ...mine.flatMap((r) => r.overdue.map((c) => rentItem(r, c, c.dueDate))),
    ...billsDue.flatMap((d) => d.overdue.map(billItem)),
  ];
  const alerts: DashAlert[] = [
    ...mine
      .filter((r) => r.nextCharge && nightsBetween(today, r.nextCharge.dueDate) <= REMINDER_DAYS)
      .map((r) => ({
        kind: 'dueSoon' as const,
        id: r.id,
        amountKopecks: r.nextCharge!.amountKopecks,
        date: r.nextCharge!.dueDate,
        link: `/rents/${r.id}`,
      })),
    ...bills
      .filter((b) => b.window.open)
      .map((b) => ({
        kind: 'readingWindow' as const,
        id: b.id,
        amountKopecks: 0,
        date: b.window.to,
        number: b.number,
        link: `/bills/${b.id}`,
      })),
  ];
  return { dueNext, debts, alerts };
}

/** One column of the back office's revenue chart: the month's name and the revenue in whole rubles. */
export interface RevenueColumn {
  /** The month as {@link formatMonth} names it: ru `"июнь 2026"`. */
  month: string;
  /** Revenue of the month, whole rubles (kopecks rounded). */
  revenue: number;
}

/**
 * What the back office's revenue chart draws (docs/rules.md R8.1, R8.2; issue 35 item 18): one
 * column per month `YYYY-MM` of `series` (revenue in kopecks), named as the language names a month,
 * and the money axis's label of a value in rubles, ru `"200 000 ₽"`, en `"₽200,000"`.
 */
export function revenueChart(
  series: readonly { month: string; revenueKopecks: number }[],
  locale: Locale,
): { data: RevenueColumn[]; moneyLabel: (rubles: number | string) => string } {
  return {
    data: series.map((d) => ({ month: formatMonth(d.month, locale), revenue: Math.round(d.revenueKopecks / 100) })),
    moneyLabel: (rubles) => formatMoney(rublesToKopecks(Number(rubles)), locale),
  };
}
