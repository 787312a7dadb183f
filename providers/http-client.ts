/**
 * The transport's axios instance (docs/rules.md R1.1–R1.4; the rules are listed in ./http.ts, their helpers are ./http-rules.ts):
 * {@link request} of ./http.ts loads this module on its first call, and Refine's data provider
 * uses {@link http} directly. Kept apart so that axios is not in the public pages' initial JS.
 */
import axios, { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { getCookie } from './cookies';
import { CACHED_AT_HEADER } from '../src/pwa/cache-rules';
import { noteCachedAnswer } from '../src/pwa/offline';
import {
  API_BASE,
  COMPANY_ID,
  dropEmpty,
  dropNulls,
  hasFiles,
  hasMessage,
  isPlainObject,
  toFormData,
} from './http-rules';

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
  if (
    (method === 'post' || method === 'delete' || method === 'put' || method === 'patch') &&
    isPlainObject(config.data)
  ) {
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

/** The transport's axios instance (used by the data provider too). */
export const http = axios.create({
  baseURL: API_BASE,
  timeout: 0,
  validateStatus: (status) => status >= 200 && status < 300,
});

http.interceptors.request.use(applyRequestRules);
http.interceptors.response.use(
  (response) => {
    // An answer the service worker kept: the page says it is offline, as of when (docs/rules.md R19.2).
    const cachedAt = response.headers?.[CACHED_AT_HEADER] as unknown;
    if (typeof cachedAt === 'string') noteCachedAnswer(cachedAt);
    return hasMessage(response.data) ? Promise.reject(response) : response;
  },
  (error: unknown) => {
    const response = axios.isAxiosError(error) ? error.response : undefined;
    return Promise.reject(response && hasMessage(response.data) ? response : error);
  },
);
