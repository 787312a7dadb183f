/**
 * The React Query client of the Refine root (given to `<Refine options.reactQuery.clientConfig>`),
 * so account code can invalidate Refine's queries. It lives in the Refine chunk: the light public
 * shell reads through its own small cache (providers/api-cache.ts) and never loads React Query.
 *
 * Queries run whatever the browser says about the connection (`networkMode: 'always'`): offline,
 * the service worker answers from what this device kept (docs/rules.md R19.2), and an answer it
 * does not have fails at once; React Query's default would pause such a query while the browser
 * is offline, leaving its screen on a skeleton forever (docs/rules.md R19.6).
 * Switching the language refetches what it holds (the answers are in the language asked for).
 */
import { QueryClient } from '@tanstack/react-query';
import i18n from '../src/i18n-core';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1, networkMode: 'always' } },
});

// The server answers in the interface language (docs/rules.md R6.1, R1.2: titles, tariffs,
// statuses): on a switch every answer held is refetched in the new one, without a reload.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());
