/**
 * The e-mails of a tenant's bills (docs/rules.md R22.1): a utility receipt when it is issued
 * (R10.10, the `utility-bills` job or the back office's run) and a rent charge when it comes up for
 * payment, `REMINDER_DAYS` before its due date (R9.6, the `rent-reminders` job) — the schedule of a
 * lease is written at once, so "issued" is when it becomes payable. Both optional (R22.3), to the
 * person who pays, in their language; once per bill (event keys `utility-receipt:<receipt id>`,
 * `rent-charge:<charge id>`).
 */
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import dayjs from 'dayjs';
import { emailOutbox, leases, objects, rentCharges, users, utilityAccounts, utilityReceipts } from '../../db/schema';
import { hotelToday } from '../../../src/domain/hotel-time';
import { addDaysIso } from '../../../src/domain/datetime';
import { REMINDER_DAYS } from '../../../src/domain/rents';
import { chargesComingDue } from '../rents';
import { queueEmail } from '.';

/**
 * Queues the `utility-receipt` e-mail of utility receipt `receiptId` to its account's holder:
 * the account's number, the month as its first and last day, the total and the due date, a link
 * to the account's bills. Never throws.
 */
export async function emailUtilityReceipt(app: FastifyInstance, receiptId: number): Promise<void> {
  try {
    const [r] = await app.db
      .select({ r: utilityReceipts, a: utilityAccounts })
      .from(utilityReceipts)
      .innerJoin(utilityAccounts, eq(utilityAccounts.id, utilityReceipts.accountId))
      .where(eq(utilityReceipts.id, receiptId));
    if (!r) return;
    const first = `${r.r.month}-01`;
    await queueEmail(app, {
      to: { userId: r.a.userId },
      template: 'utility-receipt',
      data: {
        title: { ru: r.a.number, en: r.a.number },
        periodFrom: first,
        periodTo: dayjs(first).endOf('month').format('YYYY-MM-DD'),
        amountKopecks: r.r.totalKopecks,
        dueDate: r.r.dueDate,
        link: `/bills/${r.a.id}`,
      },
      eventKey: `utility-receipt:${r.r.id}`,
    });
  } catch (e) {
    app.log.warn({ err: e, receipt: receiptId }, 'utility receipt e-mail not queued');
  }
}

/**
 * Queues the `rent-charge` e-mail of every unpaid, live rent charge due from today to
 * `REMINDER_DAYS` ahead (R9.6) that has none yet, to the lease's tenant (one with an address): the
 * object, the period, the amount and the due date, a link to the lease. Resolves to the charges
 * e-mailed (a switched-off choice is recorded as `skipped`, R22.3).
 */
export async function emailRentCharges(app: FastifyInstance): Promise<number[]> {
  const today = hotelToday(app.clock.now());
  const due = await app.db
    .select({ c: rentCharges, l: leases, title: objects.title, number: objects.number })
    .from(rentCharges)
    .innerJoin(leases, eq(leases.id, rentCharges.leaseId))
    .innerJoin(objects, eq(objects.id, leases.objectId))
    // A tenant without an address has nobody to write to (until they add one).
    .innerJoin(users, and(eq(users.id, leases.userId), isNotNull(users.email), isNull(users.deletedAt)))
    .where(
      and(
        chargesComingDue(today, addDaysIso(today, REMINDER_DAYS)),
        gt(rentCharges.amountKopecks, 0),
        sql`not exists (select 1 from ${emailOutbox} o where o.event_key = 'rent-charge:' || ${rentCharges.id})`,
      ),
    )
    .orderBy(asc(rentCharges.id));
  for (const { c, l, title, number } of due)
    await queueEmail(app, {
      to: { userId: l.userId },
      template: 'rent-charge',
      data: {
        title: { ru: `${title.ru} № ${number}`, en: `${title.en || title.ru} No. ${number}` },
        periodFrom: c.periodFrom,
        periodTo: c.periodTo,
        amountKopecks: c.amountKopecks,
        dueDate: c.dueDate,
        link: `/rents/${l.id}`,
      },
      eventKey: `rent-charge:${c.id}`,
      companyId: l.companyId,
    });
  return due.map((d) => d.c.id);
}
