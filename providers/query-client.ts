/**
 * The React Query client of the Refine root (given to `<Refine options.reactQuery.clientConfig>`),
 * so account code can invalidate Refine's queries. It lives in the Refine chunk: the light public
 * shell reads through its own small cache (providers/api-cache.ts) and never loads React Query.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});
