/**
 * Reading and writing the browser cookies the transport and providers use (docs/rules.md R1.2):
 * `lang`, `user-token`, `auth-token`, `XSRF-TOKEN`.
 */

/** The value of cookie `name`, or undefined. */
export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

/** Sets cookie `name` for the whole site; `days` of life (default 365), SameSite=Lax. */
export function setCookie(name: string, value: string, days = 365): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${days * 86400}; SameSite=Lax${secure}`;
}

/** Removes cookie `name`. */
export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; SameSite=Lax`;
}
