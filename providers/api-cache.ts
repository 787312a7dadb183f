/**
 * The cache of GET answers behind the light shell's data hooks (docs/architecture.md § The SPA,
 * § Server rendering): {@link ApiCache}, read through React's `useSyncExternalStore` by
 * providers/api-hooks.ts `useApi`, over the one transport ({@link request}). The hooks themselves
 * (`useApi`, `useApiMutation`, `useApiForm`, `apiCall`) are in providers/api-hooks.ts.
 *
 * What it does, and no more: one entry per (url, params, language); an answer is fresh for
 * `staleTime` (60 s by default) and refetched when a component asks for it later; a failure is
 * retried once unless the server answered 4xx; `refetch` asks again. On the server the pages'
 * requests are collected while rendering ({@link ApiCache.waiting}), answered, and the cache is
 * serialised into the page ({@link ApiCache.dehydrate}); the browser restores it
 * ({@link ApiCache.hydrate}), so hydration fetches nothing again.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { ClientEndpoint } from '../src/contracts/api';
import { endpointUrl, type EndpointDef, type EndpointParams } from '../src/contracts/endpoint';
import { request, toHttpError } from './http';
import { pageData } from '../src/islands/page-data';

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

/** The key of a request: url (relative to /api/), query and language (content is per language). */
export function cacheKey(url: string, params: Record<string, unknown> | undefined, lang: string): string {
  return JSON.stringify([url, params ?? {}, lang]);
}

/** The cache key of GET `e` with `params` and no query in `lang` (e.g. the company for the page's head). */
export function endpointKey<D extends EndpointDef>(
  e: ClientEndpoint<D>,
  lang: string,
  ...[params]: EndpointParams<D> extends undefined ? [] : [EndpointParams<D>]
): string {
  return cacheKey(endpointUrl(e, params as Record<string, unknown> | undefined), undefined, lang);
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
            this.set(key, {
              status: 'error',
              error,
              data: this.entries.get(key)?.data,
              updatedAt: Date.now(),
              fetching: false,
            });
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
    for (const [k, e] of this.entries)
      if (e.status !== 'pending') out[k] = { status: e.status, data: e.data, error: e.error };
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
// On a server-rendered page, the answers its render used: as fresh as the page, so nothing is
// fetched again when its islands hydrate (docs/architecture.md § Server rendering).
apiCache.hydrate(pageData()?.state);

const CacheContext = createContext<ApiCache>(apiCache);

/** Gives the tree its cache (the server's per-render one; the browser's by default). */
export function ApiCacheProvider({ cache, children }: { cache: ApiCache; children: ReactNode }) {
  return createElement(CacheContext.Provider, { value: cache }, children);
}

/** The tree's cache: the nearest {@link ApiCacheProvider}'s, else the browser's {@link apiCache}. */
export function useApiCache(): ApiCache {
  return useContext(CacheContext);
}
