/**
 * The request rules' helpers (docs/rules.md R1.1–R1.4), shared by ./http.ts (the transport
 * without axios) and ./http-client.ts (the axios instance, loaded on the first call): the base
 * path and company, empty and null values left out, FormData for files, and the backend's
 * `message` = error convention. No imports: both sides load it without the other.
 */

/** Company id 1 (docs/rules.md R1.2). */
export const COMPANY_ID = 1;
/** Base path of every call (docs/rules.md R1.1). */
export const API_BASE = '/api/';

/** A plain JSON-like object (query parameters, a body). */
export type Plain = Record<string, unknown>;
/** True for an object literal (not an array, Date, File or class instance). */
export const isPlainObject = (v: unknown): v is Plain =>
  !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
const isFile = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

/** Query parameters without empty values (undefined, null, ''). */
export function dropEmpty(params: Plain): Plain {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/** A JSON body without null (and undefined) values, at every depth of plain objects. */
export function dropNulls(body: Plain): Plain {
  const out: Plain = {};
  for (const [k, v] of Object.entries(body)) {
    if (v === null || v === undefined) continue;
    out[k] = isPlainObject(v) ? dropNulls(v) : v;
  }
  return out;
}

/** True when any value (or any element of an array value) is a File or Blob. */
export function hasFiles(body: Plain): boolean {
  return Object.values(body).some((v) => isFile(v) || (Array.isArray(v) && v.some(isFile)));
}

/**
 * The body as FormData: files as parts, arrays as `key[]`, objects as JSON strings, booleans as
 * 1/0 (Laravel-style), nulls left out.
 */
export function toFormData(body: Plain): FormData {
  const fd = new FormData();
  const append = (key: string, v: unknown) => {
    if (v === null || v === undefined) return;
    if (isFile(v)) fd.append(key, v, (v as File).name ?? 'file');
    else if (typeof v === 'boolean') fd.append(key, v ? '1' : '0');
    else if (isPlainObject(v)) fd.append(key, JSON.stringify(v));
    else fd.append(key, String(v));
  };
  for (const [k, v] of Object.entries(body)) {
    if (Array.isArray(v)) v.forEach((item) => append(`${k}[]`, item));
    else append(k, v);
  }
  return fd;
}

/** True when the body carries a `message` field: the backend's way of saying "error" (docs/rules.md R1.4). */
export function hasMessage(body: unknown): body is { message: unknown } {
  return !!body && typeof body === 'object' && 'message' in body;
}
