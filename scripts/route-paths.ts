/**
 * Prints every path of the SPA's route table as a JSON array (issue 35: the offline browser test
 * visits each, tests/e2e/offline-routes.spec.ts): the public, Refine and account tables of
 * src/routes.tsx, the account's and the owner's resource pages (src/resources.ts) and the back
 * office's (src/resources-backoffice.ts), as declared (`:id` unresolved). A script, because the
 * route table imports the dictionaries, which Playwright's loader cannot import as JSON.
 */
import { accountRoutes, publicRoutes, refinePublicRoutes } from '../src/routes';
import { resourceRoutes } from '../src/resources';
import { backofficeModules } from '../src/resources-backoffice';

/** Every declared path of the route table, each once, in table order. */
export function routePaths(): string[] {
  const all = [
    ...publicRoutes,
    ...refinePublicRoutes,
    ...accountRoutes,
    ...resourceRoutes,
    ...backofficeModules.flatMap((m) => m.routes),
  ];
  return [...new Set(all.map((r) => r.path))];
}

console.log(JSON.stringify(routePaths()));
