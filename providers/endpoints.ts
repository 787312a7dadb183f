/**
 * The typed hooks every page calls the API with (docs/architecture.md § The typed seam). They take
 * an endpoint of `api` (src/contracts/api.ts, generated from the declarations in
 * `src/contracts/<resource>.ts`) and infer path parameters, query, body and answer from it; they
 * are Refine's own hooks underneath, so notifications, auth errors (`onError` of the auth
 * provider) and cache invalidation stay Refine's:
 * - {@link useEndpointQuery} — a GET, on `useCustom`;
 * - {@link useEndpointMutation} — a POST/PUT/PATCH/DELETE, on `useCustomMutation`;
 * - `useEndpointForm`, `useEndpointModalForm` (./endpoint-forms.ts) — a form that sends its values
 *   to the endpoint, on @refinedev/antd's `useForm`/`useModalForm` (server `errors` land under the
 *   fields by themselves); apart, so the Refine root (whose auth provider calls {@link callEndpoint})
 *   does not load @refinedev/antd;
 * - {@link callEndpoint} — one call outside React (an upload's `customRequest`, a lookup).
 *
 * The data provider (./data-provider.ts) unwraps the `{ data }` envelope in one place and keeps
 * the answer's other top-level fields beside `data` (e.g. `anomalies`).
 */
import { keepPreviousData } from '@tanstack/react-query';
import {
  useCustom,
  useCustomMutation,
  useList,
  useOne,
  useShow,
  type BaseKey,
  type BaseRecord,
  type CustomResponse,
  type HttpError,
  type OpenNotificationParams,
  type SuccessErrorNotification,
  type UseListProps,
  type UseOneProps,
  type UseShowProps,
} from '@refinedev/core';
import type { ClientEndpoint } from '../src/contracts/api';
import {
  API_BASE_PATH,
  endpointUrl,
  type BodyArg,
  type EndpointBody,
  type EndpointDef,
  type EndpointData,
  type EndpointExtra,
  type EndpointParams,
  type ParamsArg,
  type QueryArg,
} from '../src/contracts/endpoint';

/**
 * What Refine's generics are given: its hooks require a `BaseRecord`, whose index signature would
 * make any property readable. Pages never see this type: the hooks below hand them
 * {@link EndpointData} (exact, so reading a field the endpoint does not answer is a `tsc` error).
 */
export type Data<D extends EndpointDef> = EndpointData<D> & BaseRecord;

/** A query's observer as pages see it: `data` is the answer, exactly typed. */
export type EndpointQueryResult<D extends EndpointDef> = Omit<
  ReturnType<typeof useCustom>['query'],
  'data' | 'refetch'
> & {
  data: ({ data: EndpointData<D> } & Partial<EndpointExtra<D>>) | undefined;
  refetch: () => Promise<unknown>;
};

export type { BodyArg, ParamsArg, QueryArg };

/**
 * Refine's notification props, as every hook here takes them: a function receives Refine's
 * `{ data }` of the answer (`CustomResponse`, as Refine calls it) and the failure.
 */
type Notifications<T extends BaseRecord> = SuccessErrorNotification<CustomResponse<T>, HttpError, unknown>;

/** The URL of `e` with `params` filled in, relative to `/api/` (downloads, `<a href>`). */
export function urlOf<D extends EndpointDef>(
  e: ClientEndpoint<D>,
  ...[args]: EndpointParams<D> extends undefined ? [] : [EndpointParams<D>]
): string {
  return endpointUrl(e, args as Record<string, unknown> | undefined);
}

/**
 * The Refine resource whose list (and records) the endpoint `e` reads: its path with `params`
 * filled in, `backoffice/<name>` spelled `backoffice-<name>` — the inverse of the data provider's
 * `apiResource` (./data-provider.ts), so `api['backoffice-objects'].list` is the resource
 * `backoffice-objects`, whose caches Refine invalidates after a mutation of it.
 */
export function endpointResource(e: Pick<EndpointDef, 'path'>, params?: Record<string, unknown>): string {
  return endpointUrl(e, params)
    .slice(`${API_BASE_PATH}/`.length)
    .replace(/^backoffice\//, 'backoffice-');
}

/**
 * An endpoint like `E` (the same method, params, query, body and answers) at any path and policy
 * cell: what a component shared by two sides with endpoints of the same shapes takes (the thread,
 * src/components/conversation-thread.tsx). Either side's `api.*` entry fits it without a cast.
 */
export type SameShape<E extends ClientEndpoint> =
  E extends ClientEndpoint<infer D>
    ? ClientEndpoint<
        Omit<D, 'path' | 'access' | 'summary' | 'tags'> & Pick<EndpointDef, 'path' | 'access' | 'summary' | 'tags'>
      >
    : never;

/** A GET of one record, `…/:id`: the endpoints {@link useEndpointShow} and {@link useEndpointOne} take. */
export type RecordEndpoint = EndpointDef & { method: 'get'; path: `${string}/:id` };

/** The Refine resource whose records the endpoint `e` (a GET `…/:id`) reads: its path without `/:id`. */
export const recordResource = (e: ClientEndpoint<RecordEndpoint>): string =>
  endpointResource({ path: e.path.slice(0, -'/:id'.length) });

/** Options of {@link useEndpointShow}: `useShow`'s own but `resource` and `id`, which come from the endpoint. */
export type EndpointShowOptions<D extends RecordEndpoint> = {
  /** The record's id; by default the route's `:id` (Refine's), the query waits while there is none. */
  id?: string | number;
} & Omit<UseShowProps<Data<D>, HttpError>, 'resource' | 'id'>;

/**
 * One record of the endpoint `e` (a GET `…/:id`) on Refine's `useShow`: `result` is the answer's
 * `data`, exactly typed; the record is Refine's `<resource>/<id>`, so a mutation of the resource
 * invalidates it.
 */
export function useEndpointShow<D extends RecordEndpoint>(e: ClientEndpoint<D>, options: EndpointShowOptions<D> = {}) {
  const r = useShow<Data<D>, HttpError>({ ...options, resource: recordResource(e) });
  const result: EndpointData<D> | undefined = r.result;
  return { ...r, result };
}

/** Options of {@link useEndpointOne}: `useOne`'s own but `resource`, which comes from the endpoint. */
export type EndpointOneOptions<D extends RecordEndpoint> = {
  /** The record's id; the query waits while there is none. */
  id?: BaseKey;
} & Omit<UseOneProps<Data<D>, HttpError, Data<D>>, 'resource' | 'id'>;

/**
 * One record of the endpoint `e` (a GET `…/:id`) on Refine's `useOne`, away from the route's id
 * (a panel, a page that shows another resource's record): `result` is the answer's `data`, exactly
 * typed; the record is Refine's `<resource>/<id>`, so a mutation of the resource invalidates it.
 */
export function useEndpointOne<D extends RecordEndpoint>(e: ClientEndpoint<D>, options: EndpointOneOptions<D>) {
  const r = useOne<Data<D>, HttpError>({ ...options, resource: recordResource(e) });
  const result: EndpointData<D> | undefined = r.result;
  return { ...r, result };
}

/** One row of a paginated list endpoint (`{ data: { data: Row[], total } }`). */
export type EndpointRow<D extends EndpointDef> = EndpointData<D> extends { data: readonly (infer R)[] } ? R : never;

/** What Refine's generics are given for a row: its hooks require a `BaseRecord`. */
export type RowRecord<D extends EndpointDef> = EndpointRow<D> & BaseRecord;

/** Options of {@link useEndpointList}: the endpoint's path parameters and `useList`'s own. */
export type EndpointListOptions<D extends EndpointDef & { method: 'get' }> = ParamsArg<D> &
  Omit<UseListProps<RowRecord<D>, HttpError, RowRecord<D>>, 'resource'>;

/**
 * The rows of the list endpoint `e` on Refine's `useList` (pagination, sorters, filters, and the
 * invalidation after a mutation of the resource are Refine's): `result.data` is typed as the
 * endpoint's rows, `result.total` is the server's count.
 * @param e a GET endpoint answering `{ data: { data: Row[], total } }`.
 */
export function useEndpointList<D extends EndpointDef & { method: 'get' }>(
  e: ClientEndpoint<D>,
  options: EndpointListOptions<D> = {} as EndpointListOptions<D>,
) {
  const { params, ...rest } = options as EndpointListOptions<D> & { params?: Record<string, unknown> };
  return useList<RowRecord<D>, HttpError>({ ...rest, resource: endpointResource(e, params) });
}

/**
 * GET `e` on Refine's `useCustom`. `result.data` (and `query.data?.data`) is the answer's `data`;
 * `extra` holds the answer's other top-level fields.
 * @param args path parameters (required when the path has any), query; `enabled: false` waits;
 *   `refetchInterval` (ms, or a function of the last answer's `data` giving ms or false) polls;
 *   `keepPrevious` keeps the previous answer while the next one (another query) loads.
 */
export function useEndpointQuery<D extends EndpointDef & { method: 'get' }>(
  e: ClientEndpoint<D>,
  args: ParamsArg<D> &
    QueryArg<D> &
    Notifications<Data<D>> & {
      enabled?: boolean;
      staleTime?: number;
      refetchInterval?: number | ((data: EndpointData<D> | undefined) => number | false);
      keepPrevious?: boolean;
    },
) {
  const {
    params,
    query,
    enabled = true,
    staleTime,
    refetchInterval,
    keepPrevious,
    successNotification,
    errorNotification = false,
  } = args as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    enabled?: boolean;
    staleTime?: number;
    refetchInterval?: number | ((data: EndpointData<D> | undefined) => number | false);
    keepPrevious?: boolean;
  } & Notifications<Data<D>>;
  const interval =
    typeof refetchInterval === 'function'
      ? (q: { state: { data?: { data?: EndpointData<D> } } }) => refetchInterval(q.state.data?.data)
      : refetchInterval;
  const r = useCustom<Data<D>>({
    url: enabled ? endpointUrl(e, params) : e.path,
    method: 'get',
    config: query ? { query } : undefined,
    queryOptions: {
      enabled,
      ...(staleTime !== undefined ? { staleTime } : {}),
      ...(interval ? { refetchInterval: interval } : {}),
      ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    },
    successNotification,
    errorNotification,
  });
  const q = queryWithExtra<D>(r.query);
  const result: { data: EndpointData<D> | undefined } = { data: q.data?.data };
  return {
    query: q,
    result,
    /** The answer's top-level fields besides `data`. */
    extra: q.data,
  };
}

/** The variables of one mutation call: params, body and per-call notifications. */
export type MutationArgs<D extends EndpointDef> = ParamsArg<D> & BodyArg<D> & Notifications<Data<D>>;

/** What a mutation of `D` resolves to: `{ data }` plus the answer's other top-level fields. */
export type MutationResult<D extends EndpointDef> = { data: EndpointData<D> } & EndpointExtra<D>;

/*
 * An answer reaches Refine as the data provider hands it: `{ data, …extra }` (./data-provider.ts
 * `unwrapEnvelope` keeps the top-level fields besides `data`). Refine's types know `{ data }` only;
 * the three overloads below add what the data provider keeps — the one place that fact is stated.
 */

/** A mutation's answer as Refine hands it (`CreateResponse`, `UpdateResponse`, `CustomResponse`): `{ data, …extra }`. */
export function withExtra<D extends EndpointDef>(res: { data: Data<D> }): MutationResult<D>;
export function withExtra(res: object): object {
  return res;
}

/** A query's observer of `useCustom` with its `data` read as `{ data, …extra }`. */
function queryWithExtra<D extends EndpointDef>(
  q: ReturnType<typeof useCustom<Data<D>>>['query'],
): EndpointQueryResult<D>;
function queryWithExtra(q: object): object {
  return q;
}

/** A mutation's observer of `useCustomMutation` with its `data` read as `{ data, …extra }`. */
function mutationWithExtra<D extends EndpointDef, M extends { data?: { data: Data<D> } }>(
  m: M,
): Omit<M, 'data'> & { data: MutationResult<D> | undefined };
function mutationWithExtra(m: object): object {
  return m;
}

/**
 * A POST/PUT/PATCH/DELETE of `e` on Refine's `useCustomMutation`. Notifications are off by default
 * (pages say what happened in their own words); pass them per call to turn them on.
 */
export function useEndpointMutation<D extends EndpointDef>(e: ClientEndpoint<D>) {
  const m = useCustomMutation<Data<D>, HttpError, EndpointBody<D>>();
  const variables = (args: MutationArgs<D>) => {
    const {
      params,
      body,
      successNotification = false,
      errorNotification = false,
    } = args as {
      params?: Record<string, unknown>;
      body?: EndpointBody<D>;
    } & Notifications<Data<D>>;
    return {
      url: endpointUrl(e, params),
      method: e.method as 'post',
      values: (body ?? {}) as EndpointBody<D>,
      successNotification,
      errorNotification,
    };
  };
  type Handlers = {
    onSuccess?: (data: MutationResult<D>) => void;
    onError?: (error: HttpError) => void;
    onSettled?: () => void;
  };
  return {
    /** React Query's mutation state; `data` is `{ data, …extra }` of the last answer, exactly typed. */
    mutation: mutationWithExtra<D, typeof m.mutation>(m.mutation),
    isPending: m.mutation.isPending,
    /** Sends one call; `onSuccess` receives `{ data, …extra }`. */
    mutate: (args: MutationArgs<D>, handlers: Handlers = {}) =>
      m.mutate(variables(args), {
        onSuccess: (res) => handlers.onSuccess?.(withExtra<D>(res)),
        onError: (err) => handlers.onError?.(err),
        onSettled: () => handlers.onSettled?.(),
      }),
    /** Sends one call; resolves to `{ data, …extra }`, rejects with Refine's HttpError. */
    mutateAsync: async (args: MutationArgs<D>) => withExtra<D>(await m.mutateAsync(variables(args))),
  };
}

/**
 * The failure's message when the server named no field (a form shows it beside itself, e.g. in an
 * Alert); null when it named fields (their messages are under them) or there is no failure.
 */
export const formGeneralError = (error?: HttpError | null): string | null =>
  error && namesNoField(error) ? error.message || null : null;

/** True when a failure names no field of the form (its `errors` are empty or absent). */
const namesNoField = (error: HttpError): boolean => !Object.keys(error.errors ?? {}).length;

/**
 * Notifies a failed form submit only when the server named no field (field errors show under the
 * fields, put there by @refinedev/antd's `useForm`).
 */
export const formErrorNotification = (error?: HttpError): OpenNotificationParams | false =>
  error && namesNoField(error) ? { type: 'error', message: error.message, key: 'form-error' } : false;

/**
 * The props that point a Refine form at `e`: a `create` action whose data-provider call goes to
 * the endpoint's URL and method (`meta.endpoint`, read by ./data-provider.ts), no redirect, no
 * success notification, an error notification only when no field is named.
 */
export function endpointFormProps<D extends EndpointDef>(
  e: ClientEndpoint<D>,
  params: Record<string, unknown> | undefined,
  resource: string | undefined,
) {
  return {
    action: 'create' as const,
    resource: resource ?? e.resource,
    meta: { endpoint: { url: endpointUrl(e, params), method: e.method } },
    redirect: false as const,
    successNotification: false as const,
    errorNotification: formErrorNotification,
  };
}

/** One call of `e` outside React's hooks (an upload's `customRequest`, a lookup on blur): ./call-endpoint.ts. */
export { callEndpoint } from './call-endpoint';
