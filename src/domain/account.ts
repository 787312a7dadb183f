/**
 * Account rules (docs/rules.md R7.4 "Deleting the account"): profile data is removed at once; bookings,
 * applications, reviews, documents, invoices and payments are kept up to six months, then purged.
 */

/** How long records of a deleted account are kept, months (docs/rules.md R7.4). */
export const RETENTION_MONTHS = 6;

/**
 * The moment before which deleted accounts are purged: `now` minus {@link RETENTION_MONTHS}
 * calendar months (UTC; the 31st falls back to the month's last day, e.g. 31 Aug → 28/29 Feb).
 */
export function retentionCutoff(now: Date, months = RETENTION_MONTHS): Date {
  const d = new Date(now.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** Roles a person may switch between in the account (docs/rules.md R2.11). */
export const SWITCHABLE_ROLES = ['guest', 'owner'] as const;

/** The role to switch to from `current`, when the person holds both guest and owner; else null. */
export function otherRole(current: string, roles: readonly string[]): 'guest' | 'owner' | null {
  if (!roles.includes('guest') || !roles.includes('owner')) return null;
  return current === 'owner' ? 'guest' : 'owner';
}
