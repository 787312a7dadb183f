/**
 * What a guest is told, in-app and by push, in both languages (docs/rules.md R7.10): every change
 * of a booking or a payment they did not cause on the screen in front of them — a booking created
 * (with its payment deadline), a card payment's outcome, a booking cancelled for non-payment, and
 * the manager's decisions (transfer confirmed, cancellation processed, cancelled by the MC, refund).
 * Texts: `notices.*` in src/locales/areas/notices/. A notice never fails its caller: the state
 * change is the record, a failed notice is logged.
 */
import dayjs from 'dayjs';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { bookings, utilityAccounts, type Localized } from '../db/schema';
import { tFor } from '../i18n';
import { notifyUser } from './push';
import { emailBookingEvent, type BookingEmailExtra } from './email/booking';
import { formatMoney } from '../../src/domain/money';
import { HOTEL_UTC_OFFSET_HOURS } from '../../src/domain/hotel-time';

type BookingRow = typeof bookings.$inferSelect;

/** The booking events a guest hears of. */
export type BookingNotice =
  | 'created'
  | 'paymentSucceeded'
  | 'paymentFailed'
  | 'cancelledUnpaid'
  | 'transferConfirmed'
  | 'cancellationProcessed'
  | 'cancelledByManager'
  | 'refundRecorded';

/** A text in both languages from one key, with variables per language. */
export const both = (key: string, vars: (lang: 'ru' | 'en') => Record<string, unknown> = () => ({})): Localized => ({
  ru: tFor('ru')(key, vars('ru')),
  en: tFor('en')(key, vars('en')),
});

/** An instant as the complex's clock shows it (UTC+5), `DD.MM.YYYY HH:mm`. */
function hotelTime(d: Date): string {
  return dayjs(d)
    .utcOffset(HOTEL_UTC_OFFSET_HOURS * 60)
    .format('DD.MM.YYYY HH:mm');
}

/**
 * Tells booking `b`'s guest about `event` (anonymous bookings have nobody to tell yet).
 * @param amountKopecks - the amount the text names (paid, refunded…); default the booking's total.
 * @param email - what the e-mail needs besides: the payment of a payment event, the claim token of an anonymous booking.
 */
export async function noticeBooking(
  app: FastifyInstance,
  b: BookingRow,
  event: BookingNotice,
  amountKopecks?: number,
  email: BookingEmailExtra = {},
): Promise<void> {
  // The e-mail of the same event (docs/rules.md R22.1), also to an anonymous booker's address.
  await emailBookingEvent(app, b, event, amountKopecks, email);
  if (!b.userId) return;
  try {
    await notifyUser(app, b.userId, {
      title: both(`notices.booking.${event}.title`, () => ({ number: b.number })),
      body: both(`notices.booking.${event}.body`, (lang) => ({
        number: b.number,
        amount: formatMoney(amountKopecks ?? b.totalKopecks, lang),
        deadline: hotelTime(b.paymentDeadline),
      })),
      link: `/bookings/${b.id}`,
    });
  } catch (e) {
    app.log.warn({ err: e, booking: b.id, event }, 'booking notice failed');
  }
}

/** Tells a utility account's holder how their card payment of `amountKopecks` ended (R10.7). */
export async function noticeUtilityPayment(
  app: FastifyInstance,
  accountId: number,
  outcome: 'succeeded' | 'failed',
  amountKopecks: number,
): Promise<void> {
  try {
    const a = await app.db.query.utilityAccounts.findFirst({ where: eq(utilityAccounts.id, accountId) });
    if (!a) return;
    await notifyUser(app, a.userId, {
      title: both(`notices.utility.${outcome}.title`),
      body: both(`notices.utility.${outcome}.body`, (lang) => ({
        number: a.number,
        amount: formatMoney(amountKopecks, lang),
      })),
      link: `/bills/${a.id}`,
    });
  } catch (e) {
    app.log.warn({ err: e, account: accountId, outcome }, 'utility payment notice failed');
  }
}
