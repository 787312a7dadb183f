/**
 * The e-mail templates, all in one place (docs/rules.md R22.2): each turns its data
 * (./types.ts) into the subject and the body of the one layout (./layout.ts) in the reader's
 * language, strings `email.*` (src/locales/areas/email/). Money as the project writes it
 * (src/domain/money.ts), dates DD.MM.YYYY (docs/rules.md R8.2); the booking e-mails carry the stay as an
 * `.ics` (ical-generator).
 */
import ical from 'ical-generator';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { pick, tFor, type Lang } from '../../../i18n';
import { formatMoney } from '../../../../src/domain/money';
import { FULL_DATE_FORMAT } from '../../../../src/domain/datetime';
import { HOTEL_UTC_OFFSET_HOURS } from '../../../../src/domain/hotel-time';
import type { EmailTemplateName } from '../../../../src/domain/email';
import { layout, type EmailBody } from './layout';
import type {
  BillEmailData,
  BillPaidData,
  BookingEmailData,
  EmailCompany,
  EmailFiscalReceipt,
  EmailTemplateData,
  NoticeEmailData,
  RenderedEmail,
} from './types';

export type * from './types';

dayjs.extend(utc);

/** `YYYY-MM-DD` as `DD.MM.YYYY`. */
const day = (d: string) => dayjs(d).format(FULL_DATE_FORMAT);

/** An instant as the complex's clock shows it, `DD.MM.YYYY HH:mm`. */
const hotelTime = (iso: string) =>
  dayjs(iso)
    .utcOffset(HOTEL_UTC_OFFSET_HOURS * 60)
    .format(`${FULL_DATE_FORMAT} HH:mm`);

/** The instant of `date` at `time` (`HH:mm`) on the complex's clock. */
const hotelInstant = (date: string, time: string) =>
  dayjs.utc(`${date}T${time}:00`).subtract(HOTEL_UTC_OFFSET_HOURS, 'hour').toDate();

/** Absolute URL of a portal path. */
const absolute = (base: string, link: string) => (/^https?:\/\//.test(link) ? link : `${base}${link}`);

/** The stay as an iCalendar file (RFC 5545) with one event from check-in to check-out. */
export function stayCalendar(d: BookingEmailData, company: EmailCompany, lang: Lang, url: string): string {
  const cal = ical({ name: pick(company.name, lang), prodId: { company: 'grand-hotel', product: 'portal' } });
  cal.createEvent({
    id: `booking-${d.bookingId}@portal`,
    start: hotelInstant(d.checkIn, d.checkInTime),
    end: hotelInstant(d.checkOut, d.checkOutTime),
    summary: `${pick(company.name, lang)}: ${d.number}`,
    description: d.objects.map((o) => pick(o, lang)).join(', '),
    location: pick(company.address, lang),
    url,
  });
  return cal.toString();
}

type Body = Omit<EmailBody, 'link'>;

/** The rows every booking e-mail shows. */
function bookingRows(d: BookingEmailData, lang: Lang, company: EmailCompany): [string, string][] {
  const t = tFor(lang);
  const f = (k: string) => t(`email.field.${k}`);
  return [
    [f('number'), d.number],
    [f('objects'), d.objects.map((o) => pick(o, lang)).join('\n')],
    [f('checkIn'), t('email.at', { date: day(d.checkIn), time: d.checkInTime })],
    [f('checkOut'), t('email.until', { date: day(d.checkOut), time: d.checkOutTime })],
    [f('guests'), t('email.guests', { adults: d.guests.adults, children: d.guests.children })],
    ...d.discounts.map((x): [string, string] => [f('discount'), `−${formatMoney(x.kopecks, lang)}`]),
    [f('total'), formatMoney(d.totalKopecks, lang)],
    [f('address'), pick(company.address, lang)],
    [f('terms'), pick(d.terms, lang)],
  ];
}

/** The body of a booking e-mail of `template`. */
function bookingBody(template: EmailTemplateName, d: BookingEmailData, lang: Lang, company: EmailCompany): Body {
  const t = tFor(lang);
  const amount = formatMoney(d.amountKopecks ?? d.totalKopecks, lang);
  const deadline = `${hotelTime(d.paymentDeadline)} ${t('email.timeZone')}`;
  const vars = { number: d.number, amount, deadline };
  const rows = bookingRows(d, lang, company);
  const extra: [string, string][] = [];
  if (template === 'booking-received' || template === 'payment-due') extra.push([t('email.field.deadline'), deadline]);
  if (template === 'payment-received') {
    extra.push([t('email.field.amount'), amount], [t('email.field.paidFor'), d.number]);
    if (d.receipt) extra.push(...fiscalReceiptRows(d.receipt, lang));
  }
  if ((template === 'booking-cancelled' || template === 'refund-issued') && d.amountKopecks !== undefined)
    extra.push([t('email.field.refund'), formatMoney(d.amountKopecks, lang)]);
  if (template === 'refund-issued' && d.receipt) extra.push(...fiscalReceiptRows(d.receipt, lang));
  return {
    subject: t(`email.template.${template}.subject`, vars),
    intro: t(`email.template.${template}.intro`, vars),
    rows: [...extra, ...rows],
    note:
      template === 'booking-received' || template === 'booking-confirmed'
        ? t('email.ics')
        : d.receipt && !d.receipt.registeredAt
          ? t('email.receiptLater')
          : undefined,
  };
}

/**
 * The rows of a payment's fiscal receipt (54-FZ art. 4.7 requisites the buyer checks it by; R22.6):
 * its page, and once registered its ФН, ФД, ФП, total and instant.
 */
function fiscalReceiptRows(r: EmailFiscalReceipt, lang: Lang): [string, string][] {
  const f = (k: string) => tFor(lang)(`email.field.${k}`);
  const rows: [string, string][] = [[f('receipt'), r.url]];
  if (!r.registeredAt) return rows;
  rows.push([f('receiptTotal'), formatMoney(r.totalKopecks, lang)], [f('receiptDate'), hotelTime(r.registeredAt)]);
  if (r.fiscalStorageNumber) rows.push([f('receiptFn'), r.fiscalStorageNumber]);
  if (r.fiscalDocumentNumber) rows.push([f('receiptFd'), r.fiscalDocumentNumber]);
  if (r.fiscalAttribute) rows.push([f('receiptFp'), r.fiscalAttribute]);
  return rows;
}

/** The body of a bill of a period (utility-receipt, rent-charge): the amount, period and due date. */
function billBody(template: 'utility-receipt' | 'rent-charge', d: BillEmailData, lang: Lang): Body {
  const t = tFor(lang);
  const vars = {
    title: pick(d.title, lang),
    amount: formatMoney(d.amountKopecks, lang),
    period: `${day(d.periodFrom)} – ${day(d.periodTo)}`,
    due: day(d.dueDate),
  };
  return {
    subject: t(`email.template.${template}.subject`, vars),
    intro: t(`email.template.${template}.intro`, vars),
    rows: [
      [t(`email.field.${template === 'rent-charge' ? 'leased' : 'account'}`), vars.title],
      [t('email.field.period'), vars.period],
      [t('email.field.amount'), vars.amount],
      [t('email.field.dueDate'), vars.due],
    ],
  };
}

/** The body of a status change or a new paper. */
function noticeBody(template: EmailTemplateName, d: NoticeEmailData, lang: Lang): Body {
  const t = tFor(lang);
  const vars = { title: pick(d.title, lang), status: d.status ? pick(d.status, lang) : '' };
  const rows: [string, string][] = [];
  if (d.status) rows.push([t('email.field.status'), vars.status]);
  if (d.amountKopecks !== undefined) rows.push([t('email.field.amount'), formatMoney(d.amountKopecks, lang)]);
  if (d.dueDate) rows.push([t('email.field.dueDate'), day(d.dueDate)]);
  return {
    subject: t(`email.template.${template}.subject`, vars),
    intro: t(`email.template.${template}.intro`, vars),
    rows,
  };
}

const BOOKING_TEMPLATES: readonly EmailTemplateName[] = [
  'booking-received',
  'booking-confirmed',
  'booking-cancelled',
  'refund-issued',
  'payment-received',
  'payment-due',
];

/**
 * Renders `template` with `data` for a reader of `lang`.
 * @param base - the portal's absolute origin (PUBLIC_URL), for links.
 */
export function renderEmail<T extends EmailTemplateName>(
  template: T,
  data: EmailTemplateData[T],
  lang: Lang,
  company: EmailCompany,
  base: string,
): RenderedEmail {
  const t = tFor(lang);
  const link = absolute(base, (data as { link: string }).link);
  let body: Body;
  const attachments: RenderedEmail['attachments'] = [];
  if (BOOKING_TEMPLATES.includes(template)) {
    const given = data as BookingEmailData;
    // The receipt's page is a portal path like the button's: absolute in the e-mail.
    const d = given.receipt
      ? { ...given, receipt: { ...given.receipt, url: absolute(base, given.receipt.url) } }
      : given;
    body = bookingBody(template, d, lang, company);
    if (template === 'booking-received' || template === 'booking-confirmed')
      attachments.push({
        filename: `${d.number}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        base64: Buffer.from(stayCalendar(d, company, lang, link)).toString('base64'),
      });
  } else if (template === 'conversation-reply') {
    const d = data as EmailTemplateData['conversation-reply'];
    const vars = { title: pick(d.title, lang) };
    body = {
      subject: t('email.template.conversation-reply.subject', vars),
      intro: t('email.template.conversation-reply.intro', vars),
      quote: d.preview,
      rows: [],
    };
  } else if (template === 'review-invitation') {
    const d = data as EmailTemplateData['review-invitation'];
    const vars = { title: pick(d.objectTitle, lang), date: day(d.checkOut) };
    body = {
      subject: t('email.template.review-invitation.subject', vars),
      intro: t('email.template.review-invitation.intro', vars),
      rows: [],
    };
  } else if (template === 'bill-paid') {
    const d = data as BillPaidData;
    const receipt = d.receipt && { ...d.receipt, url: absolute(base, d.receipt.url) };
    const vars = { title: pick(d.title, lang), amount: formatMoney(d.amountKopecks, lang) };
    body = {
      subject: t('email.template.bill-paid.subject', vars),
      intro: t('email.template.bill-paid.intro', vars),
      rows: [
        [t('email.field.amount'), vars.amount],
        [t('email.field.paidFor'), vars.title],
        ...(receipt ? fiscalReceiptRows(receipt, lang) : []),
      ],
      note: receipt && !receipt.registeredAt ? t('email.receiptLater') : undefined,
    };
  } else if (template === 'utility-receipt' || template === 'rent-charge')
    body = billBody(template, data as BillEmailData, lang);
  else body = noticeBody(template, data as NoticeEmailData, lang);
  const { html, text } = layout({ ...body, link }, company, lang, `${base}${EMAIL_SETTINGS_PATH}`);
  return { subject: body.subject, html, text, attachments };
}

/** The profile's e-mail choices, linked from every footer. */
export const EMAIL_SETTINGS_PATH = '/profile#email';
