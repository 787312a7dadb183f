/**
 * Data hooks of the light public shell: @tanstack/react-query (the same library and the same
 * QueryClient that Refine uses) over the one transport ({@link request}). The public landing and
 * information pages use these, so Refine's core (~96 KB gzip) stays off the landing's path; pages
 * inside the Refine root use Refine's hooks. Both share {@link queryClient}, so the cache is one.
 */
import { QueryClient, useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request, toHttpError } from './http';

/** The one QueryClient of the SPA (given to `<Refine options.reactQuery.clientConfig>`). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

/** A normalised API failure: `{ message, statusCode, errors }`. */
export type ApiFailure = ReturnType<typeof toHttpError>;

/**
 * GET `url` (relative to /api/) with `params`; resolves to the envelope's `data`.
 * The query key includes the language, so content refetches when it changes.
 */
export function useApi<T>(
  url: string | null,
  params?: Record<string, unknown>,
  options?: Omit<UseQueryOptions<T, ApiFailure>, 'queryKey' | 'queryFn'>,
) {
  const { i18n } = useTranslation();
  return useQuery<T, ApiFailure>({
    queryKey: [url, params ?? {}, i18n.language],
    queryFn: async () => {
      try {
        return (await request<{ data: T }>('get', url!, params)).data;
      } catch (e) {
        throw toHttpError(e);
      }
    },
    enabled: !!url,
    staleTime: 60_000,
    ...options,
  });
}

/** POST/PUT/DELETE `url`; resolves to the envelope's `data`; rejects with {@link ApiFailure}. */
export function useApiMutation<T, V extends Record<string, unknown>>(url: string, method: 'post' | 'put' | 'delete' = 'post') {
  return useMutation<T, ApiFailure, V>({
    mutationFn: async (values) => {
      try {
        return (await request<{ data: T }>(method, url, values)).data;
      } catch (e) {
        throw toHttpError(e);
      }
    },
  });
}
