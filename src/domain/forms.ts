/**
 * Options of the public forms (docs/rules.md R6.8–R6.11; feedback: name, phone, contact method, rental type,
 * dates, comment, consents; §5: policy consent required, notifications consent optional).
 *
 * @module
 */

/** How the visitor wants to be contacted. Our choice of values (docs/rules.md R6.9). */
export const CONTACT_METHODS = ['call', 'whatsapp', 'telegram', 'email'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** What the visitor wants to rent. Our choice of values (docs/rules.md R6.9). */
export const RENTAL_TYPES = ['short', 'long', 'office'] as const;
export type RentalType = (typeof RENTAL_TYPES)[number];

/** Longest free-text comment or question, characters. */
export const FORM_TEXT_MAX = 2000;

/** Name of the cookie that remembers the cookie choice (docs/rules.md R6.11: accept all or reject). */
export const COOKIE_CONSENT_COOKIE = 'cookie-consent';
/** `all`: every cookie and storage allowed; `essential`: only what the site needs to work. */
export const COOKIE_CONSENT_VALUES = ['all', 'essential'] as const;
export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

/** Reads the consent from a cookie value; anything else means "not decided yet". */
export function parseCookieConsent(value: string | null | undefined): CookieConsent | null {
  return value === 'all' || value === 'essential' ? value : null;
}

/**
 * Paths where the feedback pop-up never opens: the booking, payment, login and account flows,
 * where interrupting the person would cost a booking (our reading of docs/rules.md R6.7: "a pop-up feedback
 * form opens after 50 seconds": it is for visitors browsing the public site).
 */
export const FEEDBACK_QUIET_PATHS: readonly RegExp[] = [
  /^\/objects\/[^/]+\/order/,
  /^\/payment-sandbox/,
  /^\/(bookings|rents|rent-payment-success|bills|documents|my-rooms|reports|request|requested|service-payment-success|subscriptions|agents|votes)/,
  /^\/backoffice(\/|$)/,
  /^\/(login|need-login|user-info|dashboard|profile|delete-account|notifications|conversations)/,
];

/** The feedback modal opens after this delay (ms) if no modal is in the query (docs/rules.md R6.7). */
export const FEEDBACK_MODAL_DELAY_MS = 50000;

/**
 * sessionStorage key of the "feedback pop-up already shown this session" flag: strictly
 * necessary storage (the visitor's own dismissal, session-only), kept without cookie consent
 * and through "only essential" (issue 14 item 15).
 */
export const FEEDBACK_SHOWN_KEY = 'feedback-shown';

/**
 * Whether the 50 s feedback pop-up may open now (docs/rules.md R6.7): not when a modal is already in the
 * query (`m`), not twice, and not on the {@link FEEDBACK_QUIET_PATHS}.
 */
export function shouldOpenFeedback(search: string, alreadyShown: boolean, pathname = '/'): boolean {
  return (
    !alreadyShown && !new URLSearchParams(search).get('m') && !FEEDBACK_QUIET_PATHS.some((re) => re.test(pathname))
  );
}

/** States of a form request in the back-office inbox (docs/rules.md R16.7), in order. */
export const FORM_STATUSES = ['new', 'in_progress', 'done'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** Whether a request may move from `from` to `to`: forward only (new → in progress → done; new → done). */
export function canMoveForm(from: FormStatus, to: FormStatus): boolean {
  return FORM_STATUSES.indexOf(to) > FORM_STATUSES.indexOf(from);
}
