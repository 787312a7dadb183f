/**
 * Transactional e-mail (docs/rules.md R22): the templates the portal sends, which of them a person
 * may switch off, and the outbox's retry schedule. Shared by the server (server/services/email/)
 * and the profile's e-mail choices.
 */

/** Every e-mail template (server/services/email/templates/). */
export const EMAIL_TEMPLATES = [
  'booking-received',
  'booking-confirmed',
  'booking-cancelled',
  'refund-issued',
  'payment-received',
  'bill-paid',
  'payment-due',
  'service-order-update',
  'service-request-update',
  'document-to-sign',
  'bill-issued',
  'utility-receipt',
  'rent-charge',
  'conversation-reply',
  'review-invitation',
] as const;

/** One template's name. */
export type EmailTemplateName = (typeof EMAIL_TEMPLATES)[number];

/**
 * The essential e-mails (docs/rules.md R22.3): the booking and its money — always sent, shown as
 * switched on and locked in the profile.
 */
export const ESSENTIAL_EMAILS: readonly EmailTemplateName[] = [
  'booking-received',
  'booking-confirmed',
  'booking-cancelled',
  'refund-issued',
  'payment-received',
  'bill-paid',
];

/** The e-mails a person may switch off (docs/rules.md R22.3). */
export const OPTIONAL_EMAILS: readonly EmailTemplateName[] = EMAIL_TEMPLATES.filter(
  (t) => !ESSENTIAL_EMAILS.includes(t),
);

/** An outbox row's state: waiting (or retrying), sent, refused for good, or not sent by choice. */
export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * Minutes to wait before retry n (1-based) after a temporary SMTP refusal (docs/rules.md R22.5):
 * 1, 5, 30 min, 2 h, 6 h; the attempt after the last is the final one, then the row is failed.
 */
export const EMAIL_RETRY_MINUTES: readonly number[] = [1, 5, 30, 120, 360];

/** When the send after `attempts` failed tries is due, or null when no try is left. */
export function nextEmailAttempt(attempts: number, now: Date): Date | null {
  const wait = EMAIL_RETRY_MINUTES[attempts - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait * 60_000);
}

/** Whether a person with `off` switched off still gets `template` (essential ones always). */
export function emailWanted(template: EmailTemplateName, off: readonly string[]): boolean {
  return ESSENTIAL_EMAILS.includes(template) || !off.includes(template);
}
