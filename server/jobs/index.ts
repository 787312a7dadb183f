/**
 * The job registry (docs/architecture.md § Jobs): every background job, declared once — its
 * name, how often it runs (from the configuration) and the function that does the work. The
 * runner (server/jobs/runner.ts) triggers these entries on one of two engines — in process on
 * PGlite, pg-boss on PostgreSQL — and nothing else starts a job. Adding a job is adding one entry
 * here (and its row in docs/architecture.md § Jobs).
 *
 * Each run is safe to repeat and to run on two workers at once: each entry says which key makes
 * its effect happen once (a unique constraint, or a conditional UPDATE that claims the row), so a
 * pg-boss retry or a run that overlaps another never repeats a charge, a receipt or a notice. Where
 * the claim and the in-app notice commit in one transaction, a crash loses no notice either.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { cancelOverdueBookings } from '../services/booking-decisions';
import { runSubscriptionCharges } from '../services/subscription-runs';
import { addMonths, monthOf } from '../../src/domain/utility-accounts';
import { hotelToday } from '../../src/domain/hotel-time';
import { purgeCheckInData, purgeDeletedAccounts } from './retention';
import { checkInCutoff } from '../../src/domain/check-in-retention';
import { expireOverdueOrders } from './services';
import { ORDER_PAYMENT_KIND } from '../services/service-orders';
import { purgeUnreferencedUploads } from './uploads';
import { remindRentCharges } from './rents';
import { sendDocumentReminders } from './documents';
import { generateReceipts, sendUtilityReminders } from './utility-accounts';
import { closeEndedPolls } from './polls';
import { sendProxyReminders } from './agents';
import { remindCheckIns } from './check-in';
import { inviteReviews } from './reviews';
import { applyTerminations } from './terminations';
import { importFeeds } from '../services/channel-sync';
import { settleEndedStays } from '../services/payments';
import { sendDueEmails } from '../services/email';
import { remindPaymentsDue, sendPaymentEmailsWithReceipts } from '../services/email/booking';
import { emailRentCharges } from '../services/email/charges';
import { remindUnreadReplies } from '../services/conversation-inbox';

/** One background job. */
export interface JobDefinition {
  /**
   * Stable name: the pg-boss queue, the `job` label of `jobs_run_total`/`jobs_failed_total` and
   * the log message. Letters, digits and `-` only.
   */
  name: string;
  /** Seconds between runs for this configuration; 0 = the job is off. */
  everySeconds(config: ServerConfig): number;
  /**
   * One run on the app's clock (`app.clock`), the same function tests call. Resolves to what it
   * did (logged under the job's name), or null when there was nothing to do; rejects on failure
   * (counted, logged; pg-boss retries it).
   */
  run(app: FastifyInstance): Promise<Record<string, unknown> | null>;
}

const HOUR = 3600;
const DAY = 86_400;

/** `{ key: ids }` when something was done, else null (nothing worth a log line). */
const done = (key: string, ids: readonly unknown[]) => (ids.length ? { [key]: ids } : null);

/** Every job of the portal, in the order they are started. */
export const JOBS: readonly JobDefinition[] = [
  {
    /**
     * docs/rules.md R22.5: the e-mail outbox's due rows are sent, refusals retried with back-off.
     * Once per row: the conditional UPDATE that moves `next_attempt_at` on claims it, `sent` ends it.
     */
    name: 'email-outbox',
    everySeconds: (c) => c.emailJobSeconds,
    run: async (app) => done('sent', await sendDueEmails(app)),
  },
  {
    /**
     * docs/rules.md R22.1: unpaid bookings whose payment deadline is within
     * `PAYMENT_DUE_EMAIL_HOURS` hours get the `payment-due` e-mail, once (its event key).
     */
    name: 'payment-due-emails',
    everySeconds: (c) => c.bookingJobsSeconds,
    run: async (app) => done('reminded', await remindPaymentsDue(app)),
  },
  {
    /**
     * docs/rules.md R22.6: a booking's card/SBP payment whose `payment-received` e-mail waited for
     * its fiscal receipt is e-mailed once the receipt is registered (a pending YooKassa receipt is
     * read again), or after `PAYMENT_EMAIL_RECEIPT_WAIT_MINUTES` without it. Once per payment: the
     * event key `payment-received:<payment id>` unique in `email_outbox`.
     */
    name: 'payment-receipt-emails',
    everySeconds: (c) => c.emailJobSeconds,
    // A service order's payment has its own e-mail (server/services/email/orders.ts).
    run: async (app) => done('emailed', await sendPaymentEmailsWithReceipts(app, [ORDER_PAYMENT_KIND])),
  },
  {
    /**
     * docs/rules.md R5.12: unpaid bookings past their payment deadline are cancelled, their nights
     * freed, their pending payments withdrawn, the guest told. Once per booking: the conditional
     * UPDATE `status = 'awaiting_payment'` → `cancelled` claims each booking (a second worker finds
     * it cancelled); the notice goes only for the rows that UPDATE returned, after the commit.
     */
    name: 'booking-deadlines',
    everySeconds: (c) => c.bookingJobsSeconds,
    run: async (app) => done('cancelled', await cancelOverdueBookings(app)),
  },
  {
    /**
     * docs/rules.md R15.6: service orders unpaid by their deadline expire, their slot's places are
     * released, the guest is told. Once per order: the conditional UPDATE `awaiting_payment` →
     * `expired` claims it, the places are released in the same transaction.
     */
    name: 'service-order-deadlines',
    everySeconds: (c) => c.bookingJobsSeconds,
    run: async (app) => done('expired', await expireOverdueOrders(app)),
  },
  {
    /**
     * docs/rules.md R1.13: uploads no record cites are deleted 24 hours after upload. Once per
     * upload: `DELETE … RETURNING` removes each row once; removing its file again is a no-op.
     */
    name: 'uploads-purge',
    everySeconds: () => HOUR,
    run: async (app) => done('uploads', await purgeUnreferencedUploads(app, app.clock.now())),
  },
  {
    /**
     * docs/rules.md R9.6: the tenant is reminded 3 days before a rent charge is due. Once per
     * charge: `rent_charges.reminded_at` is claimed by a conditional UPDATE in the transaction
     * that writes the in-app notice.
     */
    name: 'rent-reminders',
    everySeconds: () => HOUR,
    run: async (app) => {
      const reminded = await remindRentCharges(app);
      // The charge's e-mail (docs/rules.md R22.1): once per charge, the event key `rent-charge:<id>`.
      const emailed = await emailRentCharges(app);
      return reminded.length || emailed.length ? { reminded, emailed } : null;
    },
  },
  {
    /**
     * docs/rules.md R20.2: two days before arrival, the booker whose guests' check-in data is not
     * all in is reminded once (`bookings.check_in_reminded_at` claimed with the notice).
     */
    name: 'check-in-reminders',
    everySeconds: () => HOUR,
    run: async (app) => done('reminded', await remindCheckIns(app)),
  },
  {
    /**
     * docs/rules.md R24.8: the day after the check-out day (from 10:00), the guest of a paid stay
     * is invited to review it once (`review_invitations` unique booking, inserted with the notice).
     */
    name: 'review-invitations',
    everySeconds: () => HOUR,
    run: async (app) => done('invited', await inviteReviews(app)),
  },
  {
    /**
     * docs/rules.md R11.6: reminders before a document's due date and before its validity ends.
     * Once per (document, kind): `documents.due_reminded_at` / `validity_reminded_at` claimed by
     * a conditional UPDATE, in one transaction with the document's history event and the notice.
     */
    name: 'document-reminders',
    everySeconds: () => HOUR,
    run: async (app) => {
      const n = await sendDocumentReminders(app);
      return n ? { reminders: n } : null;
    },
  },
  {
    /**
     * docs/rules.md R10.10: last month's utility receipts, then the reading-window and payment-due
     * reminders. Receipts once per (account, month): unique index, `insert … on conflict do
     * nothing`, the readings billed in the same transaction. Reminders once per (account, key):
     * `utility_reminders` unique (account_id, key) with key `window:<month>` / `due:<receipt id>`,
     * recorded in the transaction that writes the notice.
     */
    name: 'utility-bills',
    everySeconds: (c) => c.utilityJobsSeconds,
    run: async (app) => {
      const created = await generateReceipts(app, addMonths(monthOf(hotelToday(app.clock.now())), -1));
      const reminded = await sendUtilityReminders(app);
      return created.length || reminded ? { created, reminded } : null;
    },
  },
  {
    /**
     * docs/rules.md R14.4: a published poll whose end has passed is closed and its result
     * published to the voters. Once per poll: the conditional UPDATE `published` → `closed`
     * claims it, in one transaction with the voters' notices.
     */
    name: 'polls-close',
    everySeconds: (c) => c.bookingJobsSeconds,
    run: async (app) => done('closed', await closeEndedPolls(app)),
  },
  {
    /**
     * docs/rules.md R12.3: the owner is reminded 30 and 7 days before a proxy expires. Once per
     * (proxy, 30|7): `proxies.reminded30_at` / `reminded7_at` claimed by a conditional UPDATE in
     * the transaction that writes the notice.
     */
    name: 'proxy-reminders',
    everySeconds: () => HOUR,
    run: async (app) => done('sent', await sendProxyReminders(app)),
  },
  {
    /**
     * docs/rules.md R12.8: the month's subscription charges and the due retries. Once per
     * (subscription, period): `subscription_charges` unique (subscription_id, period_start) — only
     * the run whose insert created the row charges it; a retry is claimed by clearing `retry_on`
     * in a conditional UPDATE; ending a subscription is a conditional UPDATE of its status.
     */
    name: 'subscription-charges',
    everySeconds: () => HOUR,
    run: async (app) => {
      const r = await runSubscriptionCharges(app);
      return r.ended.length + r.charged.length + r.retried.length ? { ...r } : null;
    },
  },
  {
    /**
     * docs/rules.md R12.11: an approved termination takes the room out of the MC's pool on its
     * date. Once per application: `payload.effectedOn` is set by a conditional UPDATE in the same
     * transaction as the room's change and the owner's notice.
     */
    name: 'terminations',
    everySeconds: () => HOUR,
    run: async (app) => done('switched', await applyTerminations(app)),
  },
  {
    /**
     * docs/rules.md R18.3–R18.5: every channel's calendar feed is fetched (safely, R18.6) and its
     * spans stored, so its nights are taken everywhere within minutes; overlaps with our own stays
     * raise conflicts. Spans once per (feed, event UID): `channel_spans` unique (feed_id, uid),
     * written by `insert … on conflict do update` with the stale ones deleted in the same
     * transaction, so a repeated or overlapping run stores the same rows. Conflicts once per
     * (feed, span UID, kind, record): `channel_conflicts` unique index, `insert … on conflict do
     * nothing returning` — only the run whose insert created a row tells the managers.
     */
    name: 'channel-import',
    everySeconds: (c) => c.icalImportSeconds,
    run: async (app) => importFeeds(app),
  },
  {
    /**
     * docs/rules.md R5.24: a stay paid before check-in (a `full_prepayment` receipt) gets its
     * settlement receipt once its check-out day has come (`settleEndedStays`). Once per payment:
     * the `fiscal_receipts` row (payment, `settlement`) is unique and inserted before it is sent —
     * only the run whose insert made it sends it.
     */
    name: 'fiscal-settlements',
    everySeconds: () => HOUR,
    run: async (app) => {
      const sent = await settleEndedStays(app);
      return sent ? { sent } : null;
    },
  },
  {
    /**
     * docs/rules.md R7.4: accounts deleted more than six months ago are purged with every row that
     * references them. A purge is a DELETE in one transaction: running it twice deletes nothing
     * more.
     */
    name: 'retention-purge',
    everySeconds: () => DAY,
    run: async (app) => {
      const { userIds, counts } = await purgeDeletedAccounts(app, app.clock.now());
      // Online check-in data past its term (docs/rules.md R21.5); none while the table is absent.
      const guests = await purgeCheckInData(app.db, checkInCutoff(hotelToday(app.clock.now())));
      return userIds.length || guests ? { users: userIds.length, counts, checkInGuests: guests } : null;
    },
  },
  {
    /**
     * docs/rules.md R23.8: a staff reply the person has not read for 10 minutes sends them a push,
     * once. The conditional UPDATE `notified_at is null` claims the messages; one notice per
     * conversation goes for the claimed ones.
     */
    name: 'conversation-reminders',
    everySeconds: () => 60,
    run: async (app) => done('conversations', await remindUnreadReplies(app)),
  },
];
