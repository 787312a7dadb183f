/**
 * The one transport of the SPA (docs/rules.md R1.1–R1.4; docs/architecture.md
 * § Request path): every request to the backend goes
 * through {@link request} (or, in the Refine root, the axios instance of ./http-client.ts that
 * {@link request} itself uses), with these rules:
 * - base path `/api/`; JSON content type; no default timeout; 2xx is success;
 * - headers `deviceLocale` (from the `lang` cookie, default `ru`), `company: 1`,
 *   `Authorization: Bearer` from the `user-token` cookie, replaced by `auth-token` when present,
 *   and `X-XSRF-TOKEN` echoing the `XSRF-TOKEN` cookie;
 * - GET sends its payload as query parameters leaving out empty values (undefined, null, '');
 * - POST and DELETE send a JSON body leaving out null values, or FormData when any value is a
 *   File or Blob (arrays of them too);
 * - a response body with a `message` field rejects with the whole response (docs/rules.md R1.4);
 *   transport errors pass on unchanged.
 * The rules are applied by `applyRequestRules` in ./http-client.ts with the helpers of
 * ./http-rules.ts (which both modules import). ./http-client.ts (with axios,
 * ~21 KB gzip) is imported on the first call, so it stays out of the public pages' initial JS:
 * server-rendered pages arrive with their data and make no call while hydrating
 * (docs/architecture.md § Server rendering).
 */
import type { AxiosResponse, Method } from 'axios';
import type { ApiFailure } from '../src/contracts/common';
import { hasMessage, type Plain } from './http-rules';

/** Like axios.isAxiosError, without importing axios. */
const isAxiosError = (e: unknown): e is { message: string; response?: { status?: number } } =>
  !!e && typeof e === 'object' && (e as { isAxiosError?: unknown }).isAxiosError === true;

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
  const { http } = await import('./http-client');
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
  if (isAxiosError(e)) return { message: e.message, statusCode: e.response?.status ?? 0 };
  return { message: e instanceof Error ? e.message : String(e), statusCode: 0 };
}
