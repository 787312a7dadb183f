/**
 * Documents (docs/rules.md R11.1–R11.6): types, the two independent tracks (payment and
 * signature), the state filter, request kinds and statuses, and when a reminder is due.
 *
 * Pure: no React, no Node.
 * @module
 */
import { addDaysIso } from './datetime';

/** Kinds of documents of a tenant or owner (docs/rules.md R11.1). */
export const DOCUMENT_TYPES = [
  'lease',
  'addendum',
  'management',
  'service',
  'act',
  'invoice',
  'proxy',
  'receipt',
  'certificate',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Payment track (docs/rules.md R11.2): `none` when the document needs no payment. */
export type PaymentTrack = 'none' | 'requires_payment' | 'paid';
/** Signature track (docs/rules.md R11.2): `none` when the document needs no signature. */
export type SignatureTrack = 'none' | 'requires_signature' | 'signed';

/** The states a list can be filtered by: one per step of each track (docs/rules.md R11.1, R11.2). */
export const DOCUMENT_STATES = ['requires_payment', 'paid', 'requires_signature', 'signed'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** What the tracks are computed from: the amount due (kopecks, null = nothing to pay), paid and signed moments. */
export interface TrackInput {
  amountKopecks: number | null;
  paidAt: Date | string | null;
  signatureRequired: boolean;
  signedAt: Date | string | null;
}

/** The payment track of a document (docs/rules.md R11.2). */
export function paymentTrack(d: Pick<TrackInput, 'amountKopecks' | 'paidAt'>): PaymentTrack {
  if (d.paidAt) return 'paid';
  return d.amountKopecks !== null && d.amountKopecks > 0 ? 'requires_payment' : 'none';
}

/** The signature track of a document (docs/rules.md R11.2); a signed document stays signed. */
export function signatureTrack(d: Pick<TrackInput, 'signatureRequired' | 'signedAt'>): SignatureTrack {
  if (d.signedAt) return 'signed';
  return d.signatureRequired ? 'requires_signature' : 'none';
}

/** Every state the document is in, one per track that applies (0, 1 or 2 states). */
export function documentStates(d: TrackInput): DocumentState[] {
  const out: DocumentState[] = [];
  const p = paymentTrack(d);
  const s = signatureTrack(d);
  if (p !== 'none') out.push(p);
  if (s !== 'none') out.push(s);
  return out;
}

/**
 * Does the document show a due date (docs/rules.md R11.1)? Only one with a payment track (to pay
 * or paid) and a date: a document that needs no payment has no "due date" line, even with a date.
 */
export function showsDueDate(d: { payment: PaymentTrack; dueOn: string | null }): boolean {
  return d.payment !== 'none' && !!d.dueOn;
}

/** May the document be paid now (payment required and not paid yet)? */
export function canPay(d: Pick<TrackInput, 'amountKopecks' | 'paidAt'>): boolean {
  return paymentTrack(d) === 'requires_payment';
}

/** Kinds of documents a person may request (docs/rules.md R11.5). */
export const DOCUMENT_REQUEST_KINDS = [
  'residence_certificate',
  'act_copy',
  'contract_copy',
  'reconciliation',
  'other',
] as const;
export type DocumentRequestKind = (typeof DOCUMENT_REQUEST_KINDS)[number];

/**
 * A request's status, moved forward only by the MC: new → in progress → done, or rejected with a
 * note from new or in progress (docs/rules.md R11.5, R11.7). Done and rejected are final.
 */
export const DOCUMENT_REQUEST_STATUSES = ['new', 'in_progress', 'done', 'rejected'] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];

/** True while the MC still has to answer the request (new or in progress). */
export function isOpenRequest(status: DocumentRequestStatus): boolean {
  return status === 'new' || status === 'in_progress';
}

/** True when the MC may move a request `from` → `to` (docs/rules.md R11.7): forward from an open request only. */
export function canMoveRequest(from: DocumentRequestStatus, to: DocumentRequestStatus): boolean {
  if (!isOpenRequest(from)) return false;
  return to === 'rejected' || DOCUMENT_REQUEST_STATUSES.indexOf(to) > DOCUMENT_REQUEST_STATUSES.indexOf(from);
}

/** The type of the document that answers a request of `kind` (the issue form's default, docs/rules.md R11.7). */
export const REQUEST_KIND_TYPE: Readonly<Record<DocumentRequestKind, DocumentType>> = {
  residence_certificate: 'certificate',
  act_copy: 'act',
  contract_copy: 'lease',
  reconciliation: 'act',
  other: 'certificate',
};

/** Days before a due date when the "payment due" reminder goes (docs/rules.md R11.6). */
export const DUE_REMINDER_DAYS = 3;
/** Days before the end of validity when the "validity ends" reminder goes (docs/rules.md R11.6). */
export const VALIDITY_REMINDER_DAYS = 30;

/** What a reminder job needs of a document. Dates `YYYY-MM-DD`. */
export interface ReminderInput extends Pick<TrackInput, 'amountKopecks' | 'paidAt' | 'signatureRequired' | 'signedAt'> {
  dueOn: string | null;
  validUntil: string | null;
  dueRemindedAt: Date | string | null;
  validityRemindedAt: Date | string | null;
}

/**
 * Reminders due on `today` (docs/rules.md R11.6), each once:
 * - `due`: something is still to pay or sign and the due date is within {@link DUE_REMINDER_DAYS}
 *   days (today included) and not past;
 * - `validity`: the validity ends within {@link VALIDITY_REMINDER_DAYS} days and not past.
 */
export function remindersDue(d: ReminderInput, today: string): Array<'due' | 'validity'> {
  const out: Array<'due' | 'validity'> = [];
  const open = paymentTrack(d) === 'requires_payment' || signatureTrack(d) === 'requires_signature';
  if (open && d.dueOn && !d.dueRemindedAt && d.dueOn >= today && d.dueOn <= addDaysIso(today, DUE_REMINDER_DAYS))
    out.push('due');
  if (
    d.validUntil &&
    !d.validityRemindedAt &&
    d.validUntil >= today &&
    d.validUntil <= addDaysIso(today, VALIDITY_REMINDER_DAYS)
  )
    out.push('validity');
  return out;
}
