/**
 * Data hooks of the light public shell (docs/architecture.md § The SPA, § Server rendering, § The
 * typed seam), over the cache of GET answers in providers/api-cache.ts (`ApiCache`, read through
 * React's `useSyncExternalStore`, fresh for 60 s, rendered on the server) and the one transport
 * ({@link request}). The landing, the information pages and the public modals use them, so
 * neither Refine's core nor React Query (~11 KB gzip) is on the landing's path; pages inside the
 * Refine root use providers/endpoints.ts, on Refine's hooks. Like those, these take an endpoint of
 * `api` (src/contracts/api.ts, zod-free) and infer params, query, body and answer:
 * - {@link useApi} — a GET (`useApi(api.content.list, { params: { kind }, query })`);
 * - {@link useApiMutation} — a POST/PUT/DELETE;
 * - {@link useApiForm} — an antd form sent to an endpoint, the server's `errors` under its fields
 *   (the light shell's counterpart of Refine's `useForm`);
 * - {@link apiCall} — one call outside the hooks.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClientEndpoint } from '../src/contracts/api';
import {
  endpointUrl,
  type BodyArg,
  type EndpointDef,
  type EndpointData,
  type EndpointParams,
  type ParamsArg,
  type QueryArg,
} from '../src/contracts/endpoint';
import { callEndpoint } from './call-endpoint';
import { cacheKey, useApiCache, type ApiFailure } from './api-cache';

export type { ApiFailure } from './api-cache';

/** Options of {@link useApi}. */
export interface UseApiOptions {
  /** How long an answer is fresh, ms (default 60 000; `Infinity`: for the session). */
  staleTime?: number;
  /** `false`: not yet (e.g. a path parameter is still unknown); default true. */
  enabled?: boolean;
}

/** What {@link useApi} returns (the names React Query uses, so pages read the same). */
export interface ApiQuery<T> {
  data: T | undefined;
  error: ApiFailure | null;
  /** No data yet and a request is (or is about to be) under way. */
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<void>;
}

/** The arguments of a GET of `D`: path parameters, query, options; optional when `D` needs none. */
type QueryArgs<D extends EndpointDef> = ParamsArg<D> & QueryArg<D> & UseApiOptions;

const noop = () => () => {};

/**
 * GET `e` with path `params` and `query`: the envelope's `data`, typed by the declaration. The key
 * includes the language, so content refetches when it changes.
 *
 * ```ts
 * const page = useApi(api.content.list, { params: { kind: 'news' }, query: { _start: 0, _end: 10 } });
 * ```
 */
export function useApi<D extends EndpointDef & { method: 'get' }>(
  e: ClientEndpoint<D>,
  ...[args]: EndpointParams<D> extends undefined ? [args?: QueryArgs<D>] : [args: QueryArgs<D>]
): ApiQuery<EndpointData<D>> {
  const {
    params,
    query,
    enabled = true,
    staleTime = 60_000,
  } = (args ?? {}) as UseApiOptions & { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const cache = useApiCache();
  const { i18n } = useTranslation();
  const url = enabled ? endpointUrl(e, params) : null;
  const key = url ? cacheKey(url, query, i18n.language) : null;
  if (key) cache.want(key, { url: url!, params: query });
  const subscribe = useCallback((l: () => void) => (key ? cache.subscribe(key, l) : noop()), [cache, key]);
  const read = () => (key ? cache.get(key) : undefined);
  const entry = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    if (!key) return;
    const c = cache.get(key);
    if (!c || (!c.fetching && (c.status === 'error' ? false : Date.now() - c.updatedAt > staleTime)))
      void cache.fetch(key);
  }, [cache, key, staleTime]);
  const refetch = useCallback(() => (key ? cache.fetch(key) : Promise.resolve()), [cache, key]);
  return {
    data: entry?.data as EndpointData<D> | undefined,
    error: entry?.status === 'error' ? (entry.error ?? null) : null,
    isLoading: !!key && (!entry || entry.status === 'pending'),
    isError: entry?.status === 'error',
    isFetching: !!entry?.fetching,
    refetch,
  };
}

/** One call of `e` outside the hooks (e.g. a building's details one by one): ./call-endpoint.ts. */
export const apiCall = callEndpoint;

/** The variables of one call of `D`: path parameters and body. */
export type ApiMutationArgs<D extends EndpointDef> = ParamsArg<D> & BodyArg<D>;

/** What {@link useApiMutation} returns. */
export interface ApiMutation<D extends EndpointDef> {
  mutate: (
    args: ApiMutationArgs<D>,
    handlers?: { onSuccess?: (data: EndpointData<D>) => void; onError?: (error: ApiFailure) => void },
  ) => void;
  mutateAsync: (args: ApiMutationArgs<D>) => Promise<EndpointData<D>>;
  data: EndpointData<D> | undefined;
  error: ApiFailure | null;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  reset: () => void;
}

type MutationState<T> = { status: 'idle' | 'pending' | 'success' | 'error'; data?: T; error?: ApiFailure };

/**
 * Sends `e` (its declared method) with `{ params, body }`; resolves to the envelope's `data`;
 * rejects with {@link ApiFailure}.
 */
export function useApiMutation<D extends EndpointDef>(e: ClientEndpoint<D>): ApiMutation<D> {
  const [state, setState] = useState<MutationState<EndpointData<D>>>({ status: 'idle' });
  const { method, path, resource } = e;
  const mutateAsync = useCallback(
    async (args: ApiMutationArgs<D>) => {
      setState({ status: 'pending' });
      try {
        const data = await apiCall(
          { method, path, resource } as ClientEndpoint<D>,
          args as ParamsArg<D> & QueryArg<D> & BodyArg<D>,
        );
        setState({ status: 'success', data });
        return data;
      } catch (err) {
        const error = err as ApiFailure;
        setState({ status: 'error', error });
        throw error;
      }
    },
    [method, path, resource],
  );
  const mutate = useCallback<ApiMutation<D>['mutate']>(
    (args, handlers) => {
      mutateAsync(args).then(handlers?.onSuccess, (err: ApiFailure) => handlers?.onError?.(err));
    },
    [mutateAsync],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return {
    mutate,
    mutateAsync,
    data: state.data,
    error: state.error ?? null,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    reset,
  };
}

/**
 * Puts the server's messages under an antd form's fields. The server names a field by its path in
 * strings (`rooms.0.name`), which the form's typed `NamePath<V>` cannot check: the overload takes
 * any form and the paths as they come; a path the form does not have is left out by the caller.
 */
function setFieldErrors<V>(form: FormInstance<V>, fields: { name: string[]; errors: string[] }[]): void;
function setFieldErrors(form: FormInstance, fields: { name: string[]; errors: string[] }[]): void {
  form.setFields(fields);
}

/** Options of {@link useApiForm}. */
export type ApiFormOptions<D extends EndpointDef, V> = ParamsArg<D> & {
  /** The antd form (`Form.useForm()`; antd is not imported here, to keep it off the landing's path). */
  form: FormInstance<V>;
  /** Server error keys whose field has another name in the form (e.g. `{ dateTo: 'dates' }`). */
  errorFields?: Record<string, string>;
  /** After a successful send: the answer's `data`. */
  onSuccess?: (data: EndpointData<D>) => void;
};

/**
 * An antd form sent to `e` — the light shell's counterpart of Refine's `useForm`
 * (providers/endpoints.ts `useEndpointForm`): `onFinish(body)` sends the body (in the contract's
 * field names), and a failure `{ message, errors }` (docs/rules.md R1.6) lands under the form's
 * fields by itself; `generalError` is the message when the server named no field of the form.
 * Nothing the user typed is lost.
 *
 * ```tsx
 * const [form] = Form.useForm<Values>();
 * const { formProps, onFinish, generalError, isPending } = useApiForm(api.forms.question, { form });
 * <Form {...formProps} onFinish={(v) => onFinish(toBody(v))}>…</Form>
 * ```
 */
export function useApiForm<D extends EndpointDef, V = unknown>(e: ClientEndpoint<D>, options: ApiFormOptions<D, V>) {
  const { form, errorFields, onSuccess, params } = options as ApiFormOptions<D, V> & {
    params?: Record<string, unknown>;
  };
  const mutation = useApiMutation(e);
  const [generalError, setGeneralError] = useState<string | null>(null);

  const showErrors = (error: ApiFailure) => {
    const known = new Set(form.getFieldsError().map((f) => f.name.join('.')));
    const fields = Object.entries(error.errors ?? {})
      .map(([key, msgs]) => [errorFields?.[key] ?? key, msgs] as const)
      .filter(([name]) => known.has(name))
      .map(([name, msgs]) => ({
        name: name.split('.'),
        errors: Array.isArray(msgs) ? msgs.map(String) : [String(msgs)],
      }));
    setFieldErrors(form, fields);
    setGeneralError(fields.length ? null : error.message || null);
  };

  /** Sends `body`; on failure the server's messages go under the fields. */
  const onFinish = (body: ApiMutationArgs<D>['body']) => {
    setGeneralError(null);
    mutation.mutate({ params, body } as ApiMutationArgs<D>, { onSuccess, onError: showErrors });
  };

  return {
    /** Spread on `<Form>`: the form and an `onFinish` that sends the values as the body. */
    formProps: { form, onFinish: onFinish as (values: V) => void },
    onFinish,
    /** The failure's message when it named no field of the form; null otherwise. */
    generalError,
    data: mutation.data,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
    isError: mutation.isError,
    /** Back to a fresh form state (e.g. "ask another question"). */
    reset: () => {
      setGeneralError(null);
      mutation.reset();
    },
  };
}
