/**
 * The one transport of the SPA (docs/rules.md R1.1–R1.4; docs/architecture.md
 * § Request path): every request to the backend goes
 * through {@link http}, an axios instance with these rules:
 * - base path `/api/`; JSON content type; no default timeout; 2xx is success;
 * - headers `deviceLocale` (from the `lang` cookie, default `ru`), `company: 1`,
 *   `Authorization: Bearer` from the `user-token` cookie, replaced by `auth-token` when present,
 *   and `X-XSRF-TOKEN` echoing the `XSRF-TOKEN` cookie;
 * - GET sends its payload as query parameters leaving out empty values (undefined, null, '');
 * - POST and DELETE send a JSON body leaving out null values, or FormData when any value is a
 *   File or Blob (arrays of them too);
 * - a response body with a `message` field rejects with the whole response (docs/rules.md R1.4);
 *   transport errors pass on unchanged.
 */
import axios, { AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig, type Method } from 'axios';
import { getCookie } from './cookies';
import type { ApiFailure } from '../src/contracts/common';

/** Company id 1 (docs/rules.md R1.2). */
export const COMPANY_ID = 1;
/** Base path of every call (docs/rules.md R1.1). */
export const API_BASE = '/api/';

type Plain = Record<string, unknown>;
const isPlainObject = (v: unknown): v is Plain =>
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

/** Applies the request rules (docs/rules.md R1.2–R1.3) to an axios request config. */
export function applyRequestRules(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const headers = AxiosHeaders.from(config.headers);
  headers.set('deviceLocale', getCookie('lang') || 'ru');
  headers.set('company', String(COMPANY_ID));
  const token = getCookie('auth-token') || getCookie('user-token');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const xsrf = getCookie('XSRF-TOKEN');
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);

  const method = (config.method ?? 'get').toLowerCase();
  if (method === 'get' && isPlainObject(config.params)) config.params = dropEmpty(config.params);
  if ((method === 'post' || method === 'delete' || method === 'put' || method === 'patch') && isPlainObject(config.data)) {
    if (hasFiles(config.data)) {
      config.data = toFormData(config.data);
      headers.delete('Content-Type'); // the browser sets multipart/form-data with its boundary
    } else {
      config.data = dropNulls(config.data);
      headers.set('Content-Type', 'application/json');
    }
  } else if (!(config.data instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  headers.set('Accept', 'application/json');
  config.headers = headers;
  return config;
}

/** True when the body carries a `message` field: the backend's way of saying "error" (docs/rules.md R1.4). */
export function hasMessage(body: unknown): body is { message: unknown } {
  return !!body && typeof body === 'object' && 'message' in body;
}

/** The transport's axios instance (used by the data provider too). */
export const http = axios.create({
  baseURL: API_BASE,
  timeout: 0,
  validateStatus: (status) => status >= 200 && status < 300,
});

http.interceptors.request.use(applyRequestRules);
http.interceptors.response.use(
  (response) => (hasMessage(response.data) ? Promise.reject(response) : response),
  (error: unknown) => {
    const response = axios.isAxiosError(error) ? error.response : undefined;
    return Promise.reject(response && hasMessage(response.data) ? response : error);
  },
);

/**
 * A server-side stand-in for the network: during a server render (src/entry-server.tsx) GET
 * calls are answered in-process by the API itself. Resolves to the response body; rejects like
 * {@link request} does.
 */
export type ServerTransport = (url: string, params: Plain | undefined) => Promise<unknown>;
let serverTransport: ServerTransport | undefined;

/** Installs (or removes, with undefined) the {@link ServerTransport}. */
export function setServerTransport(t: ServerTransport | undefined): void {
  serverTransport = t;
}

/**
 * Sends one call. GET puts `payload` into the query; POST/PUT/PATCH/DELETE into the body.
 * @returns the response body (the `{ data }` envelope).
 * @throws the whole AxiosResponse when the body has `message`; the transport error otherwise.
 */
export async function request<T = unknown>(method: Method, url: string, payload?: Plain): Promise<T> {
  const m = method.toLowerCase();
  if (serverTransport && m === 'get') return (await serverTransport(url.replace(/^\/?(api\/)?/, ''), payload)) as T;
  const res: AxiosResponse<T> = await http.request<T>({
    method: m,
    url: url.replace(/^\/?(api\/)?/, ''),
    ...(m === 'get' ? { params: payload } : { data: payload }),
  });
  return res.data;
}


/**
 * Normalises what the transport rejects with into `{ message, statusCode, errors }` — Refine's
 * HttpError shape — for notifications and form field errors. Transport errors keep their message.
 */
export function toHttpError(e: unknown): { message: string; statusCode: number; errors?: Record<string, string[]> } {
  const res = e as Partial<AxiosResponse<ApiFailure>>;
  if (res && typeof res === 'object' && 'status' in res && res.data && hasMessage(res.data)) {
    return { message: String(res.data.message), statusCode: res.status ?? 0, errors: res.data.errors };
  }
  if (axios.isAxiosError(e)) return { message: e.message, statusCode: e.response?.status ?? 0 };
  return { message: e instanceof Error ? e.message : String(e), statusCode: 0 };
}
