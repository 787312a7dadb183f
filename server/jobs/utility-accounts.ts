/**
 * Utility jobs (docs/rules.md R10.10), run as the `utility-bills` job (server/jobs/index.ts) and
 * called by tests with the app clock:
 * - {@link generateReceipts}: one receipt per account for a month from readings × tariffs (a
 *   missing reading charged at the average, then the norm — src/domain/utility-accounts.ts), idempotent
 *   per (account, month); the month's readings become billed; the holder is e-mailed (R22.1);
 * - {@link sendUtilityReminders}: in-app + push, once each, when a provider's reading window opens
 *   and 3 days before an unpaid receipt is due.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  meterReadings,
  meters,
  payments,
  utilityAccounts,
  utilityProviders,
  utilityReceipts,
  utilityReminders,
  utilityTariffs,
} from '../db/schema';
import { both } from '../services/booking-notices';
import { emailUtilityReceipt } from '../services/email/charges';
import { pushNotification, recordNotification } from '../services/push';
import { formatMoney } from '../../src/domain/money';
import { hotelToday } from '../../src/domain/hotel-time';
import {
  dueReminderDue,
  readingWindow,
  receiptFromReadings,
  receiptStatuses,
  roundVolume,
  tariffFor,
  type MeterKind,
  type ServiceMonth,
} from '../../src/domain/utility-accounts';

type AccountRow = typeof utilityAccounts.$inferSelect;

/** `DD.MM.YYYY` of a `YYYY-MM-DD` date (docs/rules.md R8.2). */
const dmy = (d: string) => d.split('-').reverse().join('.');

/**
 * Makes the receipt of `month` (`YYYY-MM`) for each account of `companyId` (default every
 * company) that has none yet. An account without a tariff for any of its services is skipped.
 * Running it twice for a month changes nothing (unique (account, month), insert … on conflict do
 * nothing).
 * @returns the ids of the receipts created.
 */
export async function generateReceipts(app: FastifyInstance, month: string, companyId?: number): Promise<number[]> {
  const accounts = await app.db
    .select()
    .from(utilityAccounts)
    .where(companyId === undefined ? undefined : eq(utilityAccounts.companyId, companyId));
  const created: number[] = [];
  for (const a of accounts) {
    const id = await receiptFor(app, a, month);
    if (id === null) continue;
    created.push(id);
    // The holder's e-mail of the new receipt (docs/rules.md R22.1), once per receipt.
    await emailUtilityReceipt(app, id);
  }
  return created;
}

/** The receipt of one account for `month`; null when it exists already or nothing can be charged. */
async function receiptFor(app: FastifyInstance, a: AccountRow, month: string): Promise<number | null> {
  const existing = await app.db.query.utilityReceipts.findFirst({
    where: and(eq(utilityReceipts.accountId, a.id), eq(utilityReceipts.month, month)),
    columns: { id: true },
  });
  if (existing) return null;
  const ms = await app.db
    .select({ id: meters.id, kind: meters.kind })
    .from(meters)
    .where(eq(meters.accountId, a.id))
    .orderBy(asc(meters.id));
  if (!ms.length) return null;
  const [readings, tariffs] = await Promise.all([
    app.db
      .select({ meterId: meterReadings.meterId, month: meterReadings.month, consumption: meterReadings.consumption })
      .from(meterReadings)
      .where(
        and(
          inArray(
            meterReadings.meterId,
            ms.map((m) => m.id),
          ),
          ne(meterReadings.status, 'rejected'),
        ),
      ),
    app.db.select().from(utilityTariffs).where(eq(utilityTariffs.providerId, a.providerId)),
  ]);
  const kindOf = new Map(ms.map((m) => [m.id, m.kind]));
  const services: ServiceMonth[] = [];
  for (const kind of [...new Set(ms.map((m) => m.kind))] as MeterKind[]) {
    const tariff = tariffFor(tariffs, kind, month);
    if (!tariff) continue;
    const byMonth = new Map<string, number>();
    for (const r of readings)
      if (kindOf.get(r.meterId) === kind && r.month <= month)
        byMonth.set(r.month, roundVolume((byMonth.get(r.month) ?? 0) + r.consumption));
    services.push({
      service: kind,
      consumptionByMonth: byMonth,
      tariffKopecks: tariff.priceKopecks,
      norm: tariff.normPerMonth,
    });
  }
  if (!services.length) return null;
  const draft = receiptFromReadings(month, services);
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(utilityReceipts)
      .values({
        companyId: a.companyId,
        accountId: a.id,
        month,
        lines: draft.lines,
        totalKopecks: draft.totalKopecks,
        dueDate: draft.dueDate,
        issuedAt: app.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: utilityReceipts.id });
    if (!row) return null;
    await tx
      .update(meterReadings)
      .set({ status: 'billed' })
      .where(
        and(
          inArray(
            meterReadings.meterId,
            ms.map((m) => m.id),
          ),
          eq(meterReadings.month, month),
          inArray(meterReadings.status, ['submitted', 'accepted']),
        ),
      );
    return row.id;
  });
}

/**
 * Sends the reminders due on the app clock's day (docs/rules.md R10.10), each once per account:
 * `window:<month>` while the provider's reading window is open, `due:<receipt id>` from 3 days
 * before an unpaid (or partly paid) receipt's due date up to the date itself.
 * @returns how many reminders were sent.
 */
export async function sendUtilityReminders(app: FastifyInstance): Promise<number> {
  const today = hotelToday(app.clock.now());
  const [accounts, providers] = await Promise.all([
    app.db.select().from(utilityAccounts),
    app.db.select().from(utilityProviders),
  ]);
  if (!accounts.length) return 0;
  const ids = accounts.map((a) => a.id);
  const [recs, pays] = await Promise.all([
    app.db.select().from(utilityReceipts).where(inArray(utilityReceipts.accountId, ids)),
    app.db
      .select({ accountId: payments.utilityAccountId, amount: payments.amountKopecks })
      .from(payments)
      .where(and(inArray(payments.utilityAccountId, ids), eq(payments.status, 'succeeded'))),
  ]);
  let sent = 0;
  for (const a of accounts) {
    const p = providers.find((x) => x.id === a.providerId);
    const w = p ? readingWindow(today, p.windowFromDay, p.windowToDay) : null;
    if (w?.open)
      sent += await remindOnce(app, a, `window:${w.month}`, 'window', () => ({ number: a.number, to: dmy(w.to) }));
    const rs = recs.filter((r) => r.accountId === a.id);
    const paid = pays.filter((x) => x.accountId === a.id).reduce((s, x) => s + x.amount, 0);
    const statuses = receiptStatuses(rs, paid);
    for (const [i, r] of rs.entries()) {
      if (statuses[i].status === 'paid' || !dueReminderDue(today, r.dueDate)) continue;
      sent += await remindOnce(app, a, `due:${r.id}`, 'due', (lang) => ({
        number: a.number,
        month: r.month.split('-').reverse().join('.'),
        date: dmy(r.dueDate),
        amount: formatMoney(r.totalKopecks - statuses[i].paidKopecks, lang),
      }));
    }
  }
  return sent;
}

/**
 * Reminder `key` of an account, once (texts `notices.utility.<kind>.*`): the key's row
 * (`utility_reminders`, unique per account and key) and the in-app notice commit in one
 * transaction — a second run finds the key and sends nothing, a crash loses nothing — then the
 * push goes. A failure is logged, never thrown (the key is not kept, so the next run tries again).
 * @returns 1 when this call sent it, else 0.
 */
async function remindOnce(
  app: FastifyInstance,
  a: AccountRow,
  key: string,
  kind: 'window' | 'due',
  vars: (lang: 'ru' | 'en') => Record<string, unknown>,
): Promise<number> {
  try {
    const notice = await app.db.transaction(async (tx) => {
      const [first] = await tx
        .insert(utilityReminders)
        .values({ accountId: a.id, key, sentAt: app.clock.now() })
        .onConflictDoNothing()
        .returning({ id: utilityReminders.id });
      if (!first) return null;
      return recordNotification(app, tx, a.userId, {
        title: both(`notices.utility.${kind}.title`),
        body: both(`notices.utility.${kind}.body`, vars),
        link: `/bills/${a.id}`,
      });
    });
    if (!notice) return 0;
    await pushNotification(app, notice);
    return 1;
  } catch (e) {
    app.log.warn({ err: e, account: a.id, kind }, 'utility reminder failed');
    return 0;
  }
}
