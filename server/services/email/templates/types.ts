/**
 * The data each e-mail template takes (docs/rules.md R22.2). Texts the reader sees in their
 * language are `{ ru, en }`; money in kopecks; dates `YYYY-MM-DD`; instants ISO 8601; links are
 * paths of the portal (`/bookings/42`) or absolute URLs.
 */
import type { EmailTemplateName } from '../../../../src/domain/email';

type Localized = { ru: string; en: string };

/** A booking as its e-mails show it (booking-received/-confirmed/-cancelled, refund-issued, payment-received/-due). */
export interface BookingEmailData {
  bookingId: number;
  number: string;
  objects: Localized[];
  checkIn: string;
  checkOut: string;
  /** The complex's check-in and check-out hours, `HH:mm` (R9.5). */
  checkInTime: string;
  checkOutTime: string;
  guests: { adults: number; children: number };
  totalKopecks: number;
  discounts: { kind: string; kopecks: number }[];
  /** The cancellation terms written out in each language (server/services/cancellation-terms.ts). */
  terms: Localized;
  /** Payment deadline, ISO instant. */
  paymentDeadline: string;
  /** The amount the e-mail is about: paid (payment-received), due back (booking-cancelled) or returned (refund-issued). */
  amountKopecks?: number;
  /** The fiscal receipt of the payment (payment-received) or of the refund (refund-issued), R22.6. */
  receipt?: EmailFiscalReceipt;
  /** The booking page; for an anonymous booker the claim link. */
  link: string;
}

/**
 * A payment's fiscal receipt as an e-mail shows it (54-FZ art. 4.7; docs/rules.md R5.24, R22.6):
 * the page that shows it in full, its fiscal attributes, total and instant of registration.
 */
export interface EmailFiscalReceipt {
  /** The portal page with the receipt (the payment's result under its booking). */
  url: string;
  /** ФН: the fiscal storage's number. */
  fiscalStorageNumber: string | null;
  /** ФД: the fiscal document's number. */
  fiscalDocumentNumber: string | null;
  /** ФП(Д): the document's fiscal attribute. */
  fiscalAttribute: string | null;
  totalKopecks: number;
  /** ISO instant of registration; null while the provider is still registering it (the page shows it later). */
  registeredAt: string | null;
}

/**
 * A bill of a period (utility-receipt, rent-charge; docs/rules.md R22.1): what it is for, the
 * period (both days included), the amount due and the day it is due by.
 */
export interface BillEmailData {
  /** The utility account (`Лицевой счёт № 1001`) or the leased object (`Офис № 5`). */
  title: Localized;
  /** `YYYY-MM-DD`, first and last day of the period. */
  periodFrom: string;
  periodTo: string;
  amountKopecks: number;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  link: string;
}

/** A payment of anything but a booking (bill-paid, R22.6): a rent charge, utilities, a document, a subscription. */
export interface BillPaidData {
  /** What was paid (the payment kind's label). */
  title: Localized;
  amountKopecks: number;
  receipt?: EmailFiscalReceipt;
  link: string;
}

/** A status change or a new paper (service order/request, document to sign, bill). */
export interface NoticeEmailData {
  title: Localized;
  status?: Localized;
  amountKopecks?: number;
  /** `YYYY-MM-DD`. */
  dueDate?: string;
  link: string;
}

/** `conversation-reply` (sent by the conversations flow after the merge). */
export interface ConversationReplyData {
  conversationId: number;
  title: Localized;
  preview: string;
  link: string;
}

/** `review-invitation` (sent by the reviews flow after the merge). */
export interface ReviewInvitationData {
  bookingId: number;
  objectTitle: Localized;
  /** `YYYY-MM-DD`. */
  checkOut: string;
  link: string;
}

/** Each template's data. */
export interface EmailTemplateData {
  'booking-received': BookingEmailData;
  'booking-confirmed': BookingEmailData;
  'booking-cancelled': BookingEmailData;
  'refund-issued': BookingEmailData;
  'payment-received': BookingEmailData;
  'bill-paid': BillPaidData;
  'payment-due': BookingEmailData;
  'service-order-update': NoticeEmailData;
  'service-request-update': NoticeEmailData;
  'document-to-sign': NoticeEmailData;
  'bill-issued': NoticeEmailData;
  'utility-receipt': BillEmailData;
  'rent-charge': BillEmailData;
  'conversation-reply': ConversationReplyData;
  'review-invitation': ReviewInvitationData;
}

/** Checks at compile time that every template has its data shape. */
export type EmailDataOf<T extends EmailTemplateName> = EmailTemplateData[T];

/** The sender as the footer shows it (companies row). */
export interface EmailCompany {
  name: Localized;
  address: Localized;
  phones: string[];
  email: string;
}

/** A rendered e-mail. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; base64: string }[];
}
