/**
 * Russian phone numbers (docs/rules.md R8.3: shown as `+7 (912) 345-67-89`, entered with a mask,
 * stored as `+79123456789`). Used for the contact, call-back and feedback phones.
 *
 * @module
 */

/** Country calling code of Russia, the only one accepted. */
export const PHONE_COUNTRY_CODE = '7';

/** Stored form: `+7` and ten digits, the first of which is 3–9 (Russian area/mobile codes). */
export const NORMALIZED_PHONE_RE = /^\+7[3-9]\d{9}$/;

/** Characters allowed around the digits in user input: spaces, brackets, hyphens, dots. */
const SEPARATORS_RE = /[\s().-]/g;

/**
 * Normalizes a Russian phone number to `+79123456789`.
 *
 * Accepted (separators: spaces, `()`, `-`, `.`):
 * - `+7` followed by 10 digits: `"+7 (912) 345-67-89"`,
 * - 11 digits starting with 7 or 8: `"79123456789"`, `"89123456789"`,
 * - 10 digits: `"9123456789"`.
 * The ten national digits must start with 3–9 (Russian numbering plan).
 *
 * @returns the normalized number, or `null` for anything else (letters, other country codes,
 *   `+8…`, wrong length).
 */
export function normalizePhone(input: string): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.trim().replace(SEPARATORS_RE, '');
  let national: string;
  if (/^\+7\d{10}$/.test(compact)) national = compact.slice(2);
  else if (/^[78]\d{10}$/.test(compact)) national = compact.slice(1);
  else if (/^\d{10}$/.test(compact)) national = compact;
  else return null;
  const normalized = `+${PHONE_COUNTRY_CODE}${national}`;
  return NORMALIZED_PHONE_RE.test(normalized) ? normalized : null;
}

/** True when {@link normalizePhone} accepts the input. */
export function isValidPhone(input: string): boolean {
  return normalizePhone(input) !== null;
}

/**
 * Formats a phone for display: `"+79123456789"` → `"+7 (912) 345-67-89"`. Any input that
 * {@link normalizePhone} accepts is formatted; anything else is returned unchanged.
 */
export function formatPhone(phone: string): string {
  const normalized = normalizePhone(phone);
  if (!normalized) return phone;
  const d = normalized.slice(2);
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`;
}

/** `+7 (•••) •••-12-34`: a stored `+7XXXXXXXXXX` without its middle digits (a signer's phone shown as evidence, docs/rules.md R8.3). */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 2)} (•••) •••-${phone.slice(-4, -2)}-${phone.slice(-2)}`;
}
