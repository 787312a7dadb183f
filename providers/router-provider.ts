/**
 * Refine's router provider (@refinedev/react-router) with the address's own parameters only
 * (issue 35 item 18). The Refine root is drawn under the shell's catch-all route (src/App.tsx
 * `path="*"`), so React Router's params hold the splat, `{ "*": "backoffice/objects" }`; Refine
 * copies every parsed param it does not know into the links a synced table builds (its
 * pagination's `href`s), which then carried `&*=backoffice/objects`. {@link withoutSplat} drops the
 * splat from what `parse` answers, so no table, filter or sorter link of any resource can carry it.
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

/** Refine's `parse` hook: React Router's params and location, answered {@link withoutSplat}. */
function useParseWithoutSplat(): () => ParseResponse {
  const parse = base.parse!();
  return useCallback(() => withoutSplat(parse()), [parse]);
}

/** The portal's router provider: @refinedev/react-router's, its `parse` answering {@link withoutSplat}. */
export const routerProvider: RouterProvider = { ...base, parse: useParseWithoutSplat };
