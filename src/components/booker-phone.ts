/**
 * The phone typed in the booking form by a visitor not logged in (docs/rules.md R5.11): the login
 * that follows starts with it, whichever way the person reaches /login (straight after booking,
 * or through /need-login from the booking's page). Kept in this tab's sessionStorage — never in
 * the address, never in localStorage — and dropped once the person has logged in.
 */
const KEY = 'booker-phone';

/** Remembers the booker's phone for this tab's next login. */
export function rememberBookerPhone(phone: string | undefined): void {
  try {
    if (phone) sessionStorage.setItem(KEY, phone);
  } catch {
    // Storage refused (private mode): the login simply starts empty.
  }
}

/** The booker's phone waiting for the login, or null. */
export function bookerPhone(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Drops the booker's phone: the login it waited for has happened. */
export function forgetBookerPhone(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
