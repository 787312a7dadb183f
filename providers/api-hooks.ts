/**
 * Data hooks of the light public shell (docs/architecture.md § The SPA, § Server rendering): a
 * small cache of GET answers read through React's `useSyncExternalStore`, over the one transport
 * ({@link request}). The landing and the information pages use it, so neither Refine's core nor
 * React Query (~11 KB gzip) is on the landing's path; pages inside the Refine root use Refine's
 * hooks, which bring React Query with them (providers/query-client.ts).
 *
 * What it does, and no more: one entry per (url, params, language); an answer is fresh for
 * `staleTime` (60 s by default) and refetched when a component asks for it later; a failure is
 * retried once unless the server answered 4xx; `refetch` asks again. On the server the pages'
 * requests are collected while rendering ({@link ApiCache.waiting}), answered, and the cache is
 * serialised into the page ({@link ApiCache.dehydrate}); the browser restores it
 * ({@link ApiCache.hydrate}), so hydration fetches nothing again.
 */
import { createContext, createElement, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { request, toHttpError } from './http';

/** A normalised API failure: `{ message, statusCode, errors }`. */
export type ApiFailure = ReturnType<typeof toHttpError>;

/** GET `url` (relative to /api/) with `params`; resolves to the envelope's `data`. */
export type Fetcher = (url: string, params: Record<string, unknown> | undefined) => Promise<unknown>;

/** One cached answer. */
export interface CacheEntry {
  status: 'pending' | 'success' | 'error';
  data?: unknown;
  error?: ApiFailure;
  /** When the answer arrived (ms since the epoch); 0 while pending. */
  updatedAt: number;
  /** Whether a request for it is under way. */
  fetching: boolean;
}

/** What {@link ApiCache.dehydrate} writes into the page: settled entries by key. */
export type DehydratedCache = Record<string, Pick<CacheEntry, 'status' | 'data' | 'error'>>;

interface Request {
  url: string;
  params?: Record<string, unknown>;
}

const defaultFetcher: Fetcher = async (url, params) => (await request<{ data: unknown }>('get', url, params)).data;

/** The key of a request: url, params and language (content is per language). */
export function cacheKey(url: string, params: Record<string, unknown> | undefined, lang: string): string {
  return JSON.stringify([url, params ?? {}, lang]);
}

/** The cache of GET answers (one in the browser, one per render on the server). */
export class ApiCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly requests = new Map<string, Request>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(private readonly fetcher: Fetcher = defaultFetcher) {}

  /** The entry of `key`, or undefined when nobody asked yet. */
  get(key: string): CacheEntry | undefined {
    return this.entries.get(key);
  }

  /** The data of `key` when it has some (e.g. the company record for the page's head). */
  peek<T>(key: string): T | undefined {
    return this.entries.get(key)?.data as T | undefined;
  }

  /** Calls `listener` whenever `key`'s entry changes; returns the unsubscribe function. */
  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Remembers what `key` asks for, so the server can answer it ({@link waiting}). */
  want(key: string, req: Request): void {
    if (!this.requests.has(key)) this.requests.set(key, req);
  }

  /** Keys asked for that have no entry yet (the server answers these between render passes). */
  waiting(): string[] {
    return [...this.requests.keys()].filter((k) => !this.entries.has(k));
  }

  private set(key: string, entry: CacheEntry) {
    this.entries.set(key, entry);
    this.listeners.get(key)?.forEach((l) => l());
  }

  /**
   * Fetches `key` (once at a time; later callers share the request). A failure is retried once
   * unless the server answered 4xx. Never rejects: the outcome is in the entry.
   */
  fetch(key: string): Promise<void> {
    const req = this.requests.get(key);
    const current = this.entries.get(key);
    if (!req || current?.fetching) return this.inFlight.get(key) ?? Promise.resolve();
    this.set(key, { ...(current ?? { status: 'pending', updatedAt: 0 }), fetching: true });
    const run = async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          const data = await this.fetcher(req.url, req.params);
          this.set(key, { status: 'success', data, updatedAt: Date.now(), fetching: false });
          return;
        } catch (e) {
          const error = toHttpError(e);
          if (attempt >= 1 || (error.statusCode >= 400 && error.statusCode < 500)) {
            this.set(key, { status: 'error', error, data: this.entries.get(key)?.data, updatedAt: Date.now(), fetching: false });
            return;
          }
        }
      }
    };
    const p = run().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, p);
    return p;
  }

  /** The settled entries, for `<script id="ssr-data">`. */
  dehydrate(): DehydratedCache {
    const out: DehydratedCache = {};
    for (const [k, e] of this.entries) if (e.status !== 'pending') out[k] = { status: e.status, data: e.data, error: e.error };
    return out;
  }

  /** Restores the server's entries as fresh answers (the browser, before hydrating). */
  hydrate(state: DehydratedCache | undefined): void {
    const now = Date.now();
    for (const [k, e] of Object.entries(state ?? {})) this.entries.set(k, { ...e, updatedAt: now, fetching: false });
  }

  /** Forgets every answer (after a logout or an account deletion). */
  clear(): void {
    this.entries.clear();
    this.listeners.forEach((set) => set.forEach((l) => l()));
  }
}

/** The browser's cache. */
export const apiCache = new ApiCache();

const CacheContext = createContext<ApiCache>(apiCache);

/** Gives the tree its cache (the server's per-render one; the browser's by default). */
export function ApiCacheProvider({ cache, children }: { cache: ApiCache; children: ReactNode }) {
  return createElement(CacheContext.Provider, { value: cache }, children);
}

/** Options of {@link useApi}. */
export interface UseApiOptions {
  /** How long an answer is fresh, ms (default 60 000; `Infinity`: for the session). */
  staleTime?: number;
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

const noop = () => () => {};

/**
 * GET `url` (relative to /api/; null: not yet) with `params`; the envelope's `data`. The key
 * includes the language, so content refetches when it changes.
 */
export function useApi<T>(url: string | null, params?: Record<string, unknown>, options: UseApiOptions = {}): ApiQuery<T> {
  const cache = useContext(CacheContext);
  const { i18n } = useTranslation();
  const key = url ? cacheKey(url, params, i18n.language) : null;
  if (key) cache.want(key, { url: url!, params });
  const subscribe = useCallback((l: () => void) => (key ? cache.subscribe(key, l) : noop()), [cache, key]);
  const read = () => (key ? cache.get(key) : undefined);
  const entry = useSyncExternalStore(subscribe, read, read);
  const staleTime = options.staleTime ?? 60_000;
  useEffect(() => {
    if (!key) return;
    const e = cache.get(key);
    if (!e || (!e.fetching && (e.status === 'error' ? false : Date.now() - e.updatedAt > staleTime))) void cache.fetch(key);
  }, [cache, key, staleTime]);
  const refetch = useCallback(() => (key ? cache.fetch(key) : Promise.resolve()), [cache, key]);
  return {
    data: entry?.data as T | undefined,
    error: entry?.status === 'error' ? (entry.error ?? null) : null,
    isLoading: !!key && (!entry || entry.status === 'pending'),
    isError: entry?.status === 'error',
    isFetching: !!entry?.fetching,
    refetch,
  };
}

/** What {@link useApiMutation} returns. */
export interface ApiMutation<T, V> {
  mutate: (values: V, handlers?: { onSuccess?: (data: T) => void; onError?: (error: ApiFailure) => void }) => void;
  mutateAsync: (values: V) => Promise<T>;
  data: T | undefined;
  error: ApiFailure | null;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  reset: () => void;
}

type MutationState<T> = { status: 'idle' | 'pending' | 'success' | 'error'; data?: T; error?: ApiFailure };

/** POST/PUT/DELETE `url`; resolves to the envelope's `data`; rejects with {@link ApiFailure}. */
export function useApiMutation<T, V extends Record<string, unknown>>(url: string, method: 'post' | 'put' | 'delete' = 'post'): ApiMutation<T, V> {
  const [state, setState] = useState<MutationState<T>>({ status: 'idle' });
  const mutateAsync = useCallback(
    async (values: V) => {
      setState({ status: 'pending' });
      try {
        const data = (await request<{ data: T }>(method, url, values)).data;
        setState({ status: 'success', data });
        return data;
      } catch (e) {
        const error = toHttpError(e);
        setState({ status: 'error', error });
        throw error;
      }
    },
    [url, method],
  );
  const mutate = useCallback<ApiMutation<T, V>['mutate']>(
    (values, handlers) => {
      mutateAsync(values).then(handlers?.onSuccess, (e: ApiFailure) => handlers?.onError?.(e));
    },
    [mutateAsync],
  );
  return {
    mutate,
    mutateAsync,
    data: state.data,
    error: state.error ?? null,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    reset: () => setState({ status: 'idle' }),
  };
}
