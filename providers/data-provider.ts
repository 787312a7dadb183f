/**
 * Refine data provider: @refinedev/simple-rest on the transport's axios instance
 * ({@link http}), overriding only what the `{ data }` envelope changes (docs/architecture.md § The api/ contract):
 * lists are read from `data.data` with `data.total`, single records from `data`, and failures
 * become Refine's HttpError `{ message, statusCode, errors }`.
 *
 * Server lists accept simple-rest's query: `_start`, `_end`, `_sort`, `_order` and filters
 * (`field=value`, `field_gte`, `field_lte`, `field_like`…).
 */
import simpleRest from '@refinedev/simple-rest';
import type { DataProvider, HttpError } from '@refinedev/core';
import { toHttpError } from './http';
import { http } from './http-client';
import { API_BASE_PATH } from '../src/contracts/endpoint';

/** Base of the business calls, relative to the transport's `/api/`. */
export const API_URL = API_BASE_PATH;

type Envelope<T> = { data: T };
/** `meta.endpoint` of a form that submits to a declared endpoint instead of the resource's create. */
type EndpointTarget = { url: string; method: 'get' | 'post' | 'put' | 'patch' | 'delete' };

/**
 * The one place an answer's envelope `{ data, ...extra }` becomes Refine's result: `data` stays
 * `data`, and every other top-level field (e.g. `anomalies` of POST …/bills/{id}/readings) is kept
 * beside it, so a caller reads it from the mutation's result instead of losing it.
 */
export function unwrapEnvelope(body: unknown): { data: never } {
  const { data, ...extra } = (body ?? {}) as Envelope<never> & Record<string, unknown>;
  return { ...extra, data };
}

/**
 * True when a list's answer is the list envelope `{ data: { data: rows[], total } }`
 * (docs/architecture.md § The api/ contract). Its rows are typed `never[]`, as `unwrapEnvelope`'s
 * `data`: they become the rows of whatever the caller's hook declares (the endpoint's rows).
 */
function isListEnvelope(body: unknown): body is { data: { data: never[]; total: number } } {
  if (typeof body !== 'object' || body === null || !('data' in body)) return false;
  const inner = body.data;
  return (
    typeof inner === 'object' &&
    inner !== null &&
    'data' in inner &&
    Array.isArray(inner.data) &&
    'total' in inner &&
    typeof inner.total === 'number'
  );
}

const refineError = (e: unknown): HttpError => {
  const { message, statusCode, errors } = toHttpError(e);
  return { message, statusCode, ...(errors ? { errors } : {}) } as HttpError;
};

/** Runs `fn`, turning any rejection into an HttpError. */
async function guard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw refineError(e);
  }
}

const base = simpleRest(API_URL, http);

/**
 * The API path of a Refine resource: back-office resources are named `backoffice-<name>` (one
 * i18n block and sider label each) and live under `app/v1/backoffice/<name>` (docs/architecture.md
 * § The api/ contract); every other resource's path is its name.
 */
export function apiResource(name: string): string {
  return name.startsWith('backoffice-') ? `backoffice/${name.slice('backoffice-'.length)}` : name;
}
const at = <P extends { resource: string }>(params: P): P => ({ ...params, resource: apiResource(params.resource) });

/** The data provider given to `<Refine dataProvider>`. */
export const dataProvider: DataProvider = {
  ...base,
  getList: (params) =>
    guard(async () => {
      const env: unknown = (await base.getList(at(params))).data;
      if (!isListEnvelope(env)) throw new Error(`${params.resource}: the answer is not a list envelope`);
      return { data: env.data.data, total: env.data.total };
    }),
  getMany: (params) => guard(async () => unwrapEnvelope((await base.getMany(at(params))).data)),
  getOne: (params) => guard(async () => unwrapEnvelope((await base.getOne(at(params))).data)),
  create: (params) =>
    guard(async () => {
      // A form pointed at a declared endpoint (providers/endpoints.ts `endpointFormProps`).
      const target = (params.meta as { endpoint?: EndpointTarget } | undefined)?.endpoint;
      if (!target) return unwrapEnvelope((await base.create(at(params))).data);
      return unwrapEnvelope(
        (await base.custom({ url: target.url, method: target.method, payload: params.variables })).data,
      );
    }),
  update: (params) => guard(async () => unwrapEnvelope((await base.update(at(params))).data)),
  deleteOne: (params) => guard(async () => unwrapEnvelope((await base.deleteOne(at(params))).data)),
  custom: (params) => guard(async () => unwrapEnvelope((await base.custom(params)).data)),
  getApiUrl: () => API_URL,
};
