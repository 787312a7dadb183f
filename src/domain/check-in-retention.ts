/**
 * How long online check-in data is kept (docs/rules.md R21.5): a dated table of terms and the
 * check-out day before which the retention job (server/jobs/retention.ts `purgeCheckInData`) erases it.
 */
import { addMonthsIso } from './rents';

/**
 * The erasure term of online check-in data (R21.5), dated: identity data of a stay is erased this
 * many months after its check-out day. Source: 152-FZ art. 5 p. 7 and art. 21 p. 4 (kept no longer
 * than its purpose needs); the purpose — registration and the MVD notice (109-FZ art. 22, MVD order
 * № 856 of 10.12.2020) and answering the MVD about them — lasts as long as a migration offence can
 * be prosecuted: one year (Code of Administrative Offences art. 4.5 p. 1).
 */
export const CHECK_IN_RETENTION: readonly { from: string; months: number }[] = [{ from: '2025-09-01', months: 12 }];

/** Months check-in data is kept after check-out under the term in force on `day` (YYYY-MM-DD). */
export function checkInRetentionMonths(day: string): number {
  const row = [...CHECK_IN_RETENTION].reverse().find((r) => r.from <= day) ?? CHECK_IN_RETENTION[0]!;
  return row.months;
}

/**
 * The check-out day before which a stay's check-in data is erased on `today` (YYYY-MM-DD): `today`
 * minus the term in force (calendar months, the day clamped to the month's end). A stay that checked
 * out on 2026-03-10 is erased from 2027-03-10 under the 12-month term.
 */
export function checkInCutoff(today: string): string {
  return addMonthsIso(today, -checkInRetentionMonths(today));
}
