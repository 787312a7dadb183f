/** A stub axios adapter for provider tests: records requests and answers from a routing function. */
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { http } from '../../../providers/http-client';

export type Route = (config: InternalAxiosRequestConfig) => { status?: number; data: unknown } | undefined;

/** Installs the stub; returns the list of sent requests and a restore function. */
export function stubTransport(route: Route) {
  const sent: InternalAxiosRequestConfig[] = [];
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const r = route(config) ?? { status: 404, data: { message: 'Not found' } };
    const response: AxiosResponse = { data: r.data, status: r.status ?? 200, statusText: '', headers: {}, config };
    if (response.status >= 300)
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    return response;
  };
  http.defaults.adapter = adapter;
  return { sent, restore: () => (http.defaults.adapter = original) };
}

/** The path and query of a sent request, e.g. `app/v1/bookings?_start=0`. */
export const urlOf = (c: InternalAxiosRequestConfig) => c.url ?? '';
