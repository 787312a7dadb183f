/**
 * The booking e-mails (docs/rules.md R22.1): what each booking event sends, to whom, and the
 * booking's data for the templates. Called beside the in-app notice of the same event
 * (server/services/booking-notices.ts), so every place that tells the guest also e-mails them.
 */
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingObjects, bookings, companies, emailOutbox, objects, users } from '../../db/schema';
import { tFor } from '../../i18n';
import { cancellationTerms } from '../cancellation-terms';
import type { EmailTemplateName } from '../../../src/domain/email';
import { queueEmail, type EmailRecipient } from '.';
import {
  emailPaymentsAwaitingReceipt,
  paymentEmailKey,
  fiscalReceiptForEmail,
  refundFiscalReceiptForEmail,
} from './payments';
import type { BookingEmailData } from './templates';

type BookingRow = typeof bookings.$inferSelect;

/**
 * Who reads booking `b`'s e-mails: the account's holder when they have an address, else the
 * booking form's e-mail in the form's language (an anonymous booking, or an account without one).
 */
export async function bookingRecipient(app: FastifyInstance, b: BookingRow): Promise<EmailRecipient | null> {
  if (b.userId) {
    const u = await app.db.query.users.findFirst({ where: eq(users.id, b.userId), columns: { email: true } });
    if (u?.email) return { userId: b.userId };
  }
  return b.contact.email ? { address: b.contact.email, language: b.contact.language ?? 'ru' } : null;
}

/** Booking `b` as its e-mails show it; `amountKopecks` is the payment or refund the e-mail names. */
export async function bookingEmailData(
  app: FastifyInstance,
  b: BookingRow,
  amountKopecks?: number,
): Promise<BookingEmailData> {
  const [objs, company] = await Promise.all([
    app.db
      .select({ title: objects.title, number: objects.number })
      .from(bookingObjects)
      .innerJoin(objects, eq(objects.id, bookingObjects.objectId))
      .where(inArray(bookingObjects.bookingId, [b.id])),
    app.db.query.companies.findFirst({ where: eq(companies.id, b.companyId), columns: { checkInConditions: true } }),
  ]);
  const now = app.clock.now();
  const [ru, en] = await Promise.all(
    (['ru', 'en'] as const).map(async (lang) => (await cancellationTerms(app.db, b, now, tFor(lang), lang)).text),
  );
  return {
    bookingId: b.id,
    number: b.number,
    objects: objs.map((o) => ({ ru: `${o.title.ru} № ${o.number}`, en: `${o.title.en} № ${o.number}` })),
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    checkInTime: company?.checkInConditions.checkInTime || '14:00',
    checkOutTime: company?.checkInConditions.checkOutTime || '12:00',
    guests: { adults: b.guests.adults, children: b.guests.children.length },
    totalKopecks: b.totalKopecks,
    discounts: (b.price.discounts ?? []).map((d) => ({ kind: d.kind, kopecks: d.kopecks })),
    terms: { ru, en },
    paymentDeadline: b.paymentDeadline.toISOString(),
    amountKopecks,
    link: `/bookings/${b.id}`,
  };
}

/** The e-mails of each booking event (R22.1) with their event keys. */
function mailsOf(
  b: BookingRow,
  event: string,
  { paymentId, refundId }: BookingEmailExtra,
): { template: EmailTemplateName; key: string; amount: 'payment' | 'refund' | null }[] {
  const confirmed = { template: 'booking-confirmed' as const, key: `booking-confirmed:${b.id}`, amount: null };
  switch (event) {
    case 'created':
      return [{ template: 'booking-received', key: `booking-received:${b.id}`, amount: null }];
    case 'paymentSucceeded':
    case 'transferConfirmed':
      return [
        {
          template: 'payment-received',
          key: paymentId ? paymentEmailKey(paymentId) : `payment-received:${b.id}:${b.paidKopecks}`,
          amount: 'payment',
        },
        ...(b.status === 'paid' ? [confirmed] : []),
      ];
    case 'cancelledUnpaid':
    case 'cancellationProcessed':
    case 'cancelledByManager':
      return [{ template: 'booking-cancelled', key: `booking-cancelled:${b.id}`, amount: 'refund' }];
    case 'refundRecorded':
      return refundId ? [{ template: 'refund-issued', key: `refund-issued:${refundId}`, amount: 'refund' }] : [];
    default:
      return [];
  }
}

/** What a booking e-mail needs besides the booking. */
export interface BookingEmailExtra {
  /** The payment of a payment event (its e-mail's event key). */
  paymentId?: number;
  /** The refund of `refundRecorded` (`booking_refunds.id`: its e-mail's event key and its receipt). */
  refundId?: number;
  /**
   * The claim token of a booking just made while logged out (R5.11): the e-mail's link opens the
   * booking with it (`?claim=`), so the booker claims it after logging in on any device.
   */
  claimToken?: string | null;
}

/**
 * Queues the e-mails of booking `b`'s `event` (docs/rules.md R22.1). Never throws.
 * @param amountKopecks - the payment (payment events) or the refund (cancellations), kopecks.
 */
export async function emailBookingEvent(
  app: FastifyInstance,
  b: BookingRow,
  event: string,
  amountKopecks?: number,
  extra: BookingEmailExtra = {},
): Promise<void> {
  try {
    const mails = mailsOf(b, event, extra);
    if (!mails.length) return;
    const to = await bookingRecipient(app, b);
    if (!to) return;
    for (const m of mails) {
      const data = await bookingEmailData(app, b, m.amount ? amountKopecks : undefined);
      if (extra.claimToken) data.link = `${data.link}?claim=${encodeURIComponent(extra.claimToken)}`;
      if (m.template === 'payment-received' && extra.paymentId) {
        // With its fiscal receipt (R22.6): a receipt still being registered defers the e-mail to
        // the `payment-receipt-emails` job.
        const receipt = await fiscalReceiptForEmail(app, extra.paymentId, data.link);
        if (receipt === 'wait') continue;
        data.receipt = receipt;
      }
      if (m.template === 'refund-issued' && extra.refundId)
        data.receipt = await refundFiscalReceiptForEmail(app, extra.refundId, data.link);
      await queueEmail(app, { to, template: m.template, data, eventKey: m.key, companyId: b.companyId });
    }
  } catch (e) {
    app.log.warn({ err: e, booking: b.id, event }, 'booking e-mail not queued');
  }
}

/**
 * The `payment-received` e-mails that waited for their fiscal receipt (docs/rules.md R22.6; the
 * `payment-receipt-emails` job): queued once the receipt is registered or the wait is over; with
 * the `bill-paid` e-mails of other payments but those of `ownEmailKinds`
 * (server/services/email/payments.ts). Resolves to the payments e-mailed.
 */
export async function sendPaymentEmailsWithReceipts(
  app: FastifyInstance,
  ownEmailKinds: readonly string[],
): Promise<number[]> {
  return emailPaymentsAwaitingReceipt(
    app,
    async (b, p) => {
      const to = await bookingRecipient(app, b);
      if (!to) return false;
      const data = await bookingEmailData(app, b, p.amountKopecks);
      const receipt = await fiscalReceiptForEmail(app, p.id, data.link);
      if (receipt !== 'wait') data.receipt = receipt;
      await queueEmail(app, {
        to,
        template: 'payment-received',
        data,
        eventKey: paymentEmailKey(p.id),
        companyId: b.companyId,
      });
      return true;
    },
    ownEmailKinds,
  );
}

/**
 * The `payment-due` e-mails (docs/rules.md R22.1): bookings awaiting payment whose deadline is
 * within `paymentDueEmailHours` hours and not yet past. Once per booking (the event key).
 * Resolves to the bookings reminded (queued or already queued before).
 */
export async function remindPaymentsDue(app: FastifyInstance): Promise<number[]> {
  const now = app.clock.now();
  const until = new Date(now.getTime() + app.config.paymentDueEmailHours * 3_600_000);
  const due = await app.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'awaiting_payment'),
        gt(bookings.paymentDeadline, now),
        lte(bookings.paymentDeadline, until),
      ),
    );
  const out: number[] = [];
  const windowMs = app.config.paymentDueEmailHours * 3_600_000;
  // A booking held for less than the window (an anonymous hold) already has its deadline in booking-received.
  for (const b of due.filter((x) => x.paymentDeadline.getTime() - x.createdAt.getTime() > windowMs)) {
    const to = await bookingRecipient(app, b);
    if (!to) continue;
    const key = `payment-due:${b.id}`;
    const fresh = !(await app.db.query.emailOutbox.findFirst({
      where: eq(emailOutbox.eventKey, key),
      columns: { id: true },
    }));
    if (!fresh) continue;
    await queueEmail(app, {
      to,
      template: 'payment-due',
      data: await bookingEmailData(app, b),
      eventKey: key,
      companyId: b.companyId,
    });
    out.push(b.id);
  }
  return out;
}
