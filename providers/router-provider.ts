/**
 * Refine's router provider (@refinedev/react-router) with the address's own parameters only
 * (issue 35 item 18). The Refine root is drawn under the shell's catch-all route (src/App.tsx
 * `path="*"`), so React Router's params hold the splat, `{ "*": "backoffice/objects" }`; Refine
 * copies every parsed param it does not know into the links a synced table builds (its
 * pagination's `href`s), which then carried `&*=backoffice/objects`. {@link withoutSplat} drops the
 * splat from what `parse` answers, so no table, filter or sorter link of any resource can carry it.
 *
 * Issue 35 (pagination links): Refine's useTable (@refinedev/core 5) copies every parsed param it
 * does not control into those links and, after the v5 rename `current` → `currentPage`, no longer
 * leaves out `currentPage`: the address's page overwrote each link's own, so every pagination
 * `href` read `currentPage=1` (the page shown). {@link withLinkSafePage} keeps `currentPage` readable
 * (useTable's first page) but out of any copy of the params, so each link names its own page
 * (docs/rules.md R8.11).
 */
import { useCallback } from 'react';
import type { ParseResponse, RouterProvider } from '@refinedev/core';
import base from '@refinedev/react-router';

/** `parsed` without React Router's splat parameter `*` (a route's rest of the path, never a query). */
export function withoutSplat(parsed: ParseResponse): ParseResponse {
  if (!parsed.params || !('*' in parsed.params)) return parsed;
  const { '*': _splat, ...params } = parsed.params as Record<string, unknown>;
  return { ...parsed, params: params as ParseResponse['params'] };
}

/**
 * `parsed` whose `params.currentPage` (the page the address shows, a number or absent) is still
 * read by name but is not enumerable, so a spread (`{ ...params }`, `const { a, ...rest } = params`)
 * leaves it out: useTable's copy of "the other query parameters" into a pagination link can no
 * longer overwrite the link's own page. A new object; `parsed` is not changed.
 */
export function withLinkSafePage(parsed: ParseResponse): ParseResponse {
  if (!parsed.params || !('currentPage' in parsed.params)) return parsed;
  const { currentPage, ...rest } = parsed.params;
  const params = Object.defineProperty({ ...rest }, 'currentPage', { value: currentPage, enumerable: false });
  return { ...parsed, params: params as ParseResponse['params'] };
}

/**
 * Refine's `parse` hook: React Router's params and location, answered {@link withoutSplat} and
 * {@link withLinkSafePage}.
 */
function useLinkSafeParse(): () => ParseResponse {
  const parse = base.parse!();
  return useCallback(() => withLinkSafePage(withoutSplat(parse())), [parse]);
}

/**
 * The portal's router provider: @refinedev/react-router's, its `parse` answering
 * {@link withoutSplat} and {@link withLinkSafePage}.
 */
export const routerProvider: RouterProvider = { ...base, parse: useLinkSafeParse };
