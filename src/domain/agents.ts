/**
 * Agents acting by power of attorney (docs/rules.md R3.7, R12.3, R12.10): the acts a proxy may
 * allow, its state on a given day, the dates a form may submit, and the expiry reminders.
 * Dates are `YYYY-MM-DD` in the company's time zone (`hotelToday`, src/domain/bookings.ts).
 *
 * Pure: no React, no Node.
 */
import { addDaysIso, nightsBetween } from './datetime';

/**
 * What a proxy may allow an agent (docs/rules.md R12.3): see the room, manage its tenants, pay
 * for it (bills, subscriptions), vote for the owner, receive the owner's reports, request the
 * MC's management of the room or its termination (`control`, R12.5, R12.6), and sign the room's
 * documents in the mobile app (`sign`, R11.8).
 */
export const PROXY_ACTS = ['view', 'tenants', 'pay', 'vote', 'reports', 'control', 'sign'] as const;
export type ProxyAct = (typeof PROXY_ACTS)[number];

/** The MC's verification of a proxy (docs/rules.md R12.10): pending until the MC checks the scans. */
export const PROXY_VERIFICATIONS = ['pending', 'verified', 'rejected'] as const;
export type ProxyVerification = (typeof PROXY_VERIFICATIONS)[number];

/**
 * What the screens show of a proxy on a day: `pending` (awaiting the MC), `rejected`, `revoked`,
 * `scheduled` (issue date ahead), `active`, `expiring` (≤ {@link PROXY_EXPIRING_DAYS} days left),
 * `expired`.
 */
export const PROXY_STATES = ['pending', 'rejected', 'revoked', 'scheduled', 'active', 'expiring', 'expired'] as const;
export type ProxyState = (typeof PROXY_STATES)[number];

/** Days before expiry the owner is reminded, once each (docs/rules.md R12.3). */
export const PROXY_REMINDER_DAYS = [30, 7] as const;
export type ProxyReminder = (typeof PROXY_REMINDER_DAYS)[number];

/** From this many days left a valid proxy shows as expiring. */
export const PROXY_EXPIRING_DAYS = 30;

/** A proxy when no expiry is written in it is valid one year (Civil Code art. 186): the form's default. */
export const PROXY_DEFAULT_TERM_DAYS = 365;

/** The fields of a proxy that decide its state. */
export interface ProxyTerms {
  issuedOn: string;
  expiresOn: string;
  verification: ProxyVerification;
  /** Set once the owner revoked it (any non-null value). */
  revokedAt: unknown;
  acts: readonly string[];
}

/**
 * The state of a proxy on `today` (docs/rules.md R3.7, R12.10). Revocation and rejection win over
 * dates; an unverified proxy is `pending` whatever its dates, unless it already expired.
 */
export function proxyState(p: ProxyTerms, today: string): ProxyState {
  if (p.revokedAt) return 'revoked';
  if (p.verification === 'rejected') return 'rejected';
  if (today > p.expiresOn) return 'expired';
  if (p.verification === 'pending') return 'pending';
  if (today < p.issuedOn) return 'scheduled';
  return daysLeft(p.expiresOn, today) <= PROXY_EXPIRING_DAYS ? 'expiring' : 'active';
}

/**
 * Does the proxy give its agent the room on `today`: verified by the MC, issue ≤ today ≤ expiry
 * (both inclusive), not revoked (docs/rules.md R3.7). The same condition, in SQL, is
 * `proxiedObjects()` in server/scope.ts.
 */
export function proxyValid(p: ProxyTerms, today: string): boolean {
  const s = proxyState(p, today);
  return s === 'active' || s === 'expiring';
}

/**
 * The acts a proxy is stored with (docs/rules.md R12.3): `view` is implied by every other act —
 * an agent cannot pay for, vote for or manage a room it may not see — so it is always first,
 * then the others in {@link PROXY_ACTS} order, each once.
 */
export function withView(acts: readonly ProxyAct[]): ProxyAct[] {
  return PROXY_ACTS.filter((a) => a === 'view' || acts.includes(a));
}

/** Is the proxy valid on `today` and does it allow `act`; `view` is implied (docs/rules.md R3.7, R12.3). */
export function proxyAllows(p: ProxyTerms, today: string, act: ProxyAct): boolean {
  return proxyValid(p, today) && (act === 'view' || p.acts.includes(act));
}

/** Whole days from `today` to the expiry date (0 on the last valid day, negative after). */
export function daysLeft(expiresOn: string, today: string): number {
  return nightsBetween(today, expiresOn);
}

/**
 * The reminder due on `today` for a proxy expiring on `expiresOn` that has had the reminders
 * `sent` (docs/rules.md R12.3): 7 when at most 7 days are left and it was not sent, else 30 when at
 * most 30 days are left and neither was sent (a proxy added with 10 days left gets the 30-day one
 * once, then the 7-day one); null when none is due or the proxy already expired.
 */
export function reminderDue(expiresOn: string, today: string, sent: readonly ProxyReminder[]): ProxyReminder | null {
  const left = daysLeft(expiresOn, today);
  if (left < 0) return null;
  if (left <= 7 && !sent.includes(7)) return 7;
  if (left <= 30 && !sent.includes(30) && !sent.includes(7)) return 30;
  return null;
}

/** A field of the proxy form with what is wrong (an i18n key under `agents.errors`). */
export interface ProxyDateIssue {
  field: 'issuedOn' | 'expiresOn';
  code: 'issuedInFuture' | 'expiresBeforeIssue' | 'alreadyExpired';
}

/**
 * The date rules of a new proxy (docs/rules.md R12.3), shared by the form and the server: the issue
 * date is not after today, the expiry date is after the issue date and not before today.
 */
export function proxyDateIssues(issuedOn: string, expiresOn: string, today: string): ProxyDateIssue[] {
  const out: ProxyDateIssue[] = [];
  if (issuedOn > today) out.push({ field: 'issuedOn', code: 'issuedInFuture' });
  if (expiresOn <= issuedOn) out.push({ field: 'expiresOn', code: 'expiresBeforeIssue' });
  else if (expiresOn < today) out.push({ field: 'expiresOn', code: 'alreadyExpired' });
  return out;
}

/** The expiry date the form proposes for a proxy issued on `issuedOn` (one year, Civil Code art. 186). */
export const defaultProxyExpiry = (issuedOn: string): string => addDaysIso(issuedOn, PROXY_DEFAULT_TERM_DAYS);
