/**
 * Prints every path of the SPA's route table as JSON, public and account paths apart (issue 35: the offline browser test
 * visits each, tests/e2e/offline-routes.spec.ts): the public, Refine and account tables of
 * src/routes.tsx, the account's and the owner's resource pages (src/resources.ts) and the back
 * office's (src/resources-backoffice.ts), as declared (`:id` unresolved). A script, because the
 * route table imports the dictionaries, which Playwright's loader cannot import as JSON.
 */
import { accountRoutes, publicRoutes, refinePublicRoutes } from '../src/routes';
import { resourceRoutes } from '../src/resources';
import { backofficeModules } from '../src/resources-backoffice';

const paths = (routes: { path: string }[]) => [...new Set(routes.map((r) => r.path))];

/**
 * Every declared path of the route table, each once, in table order, in two groups: `public`
 * (the site's and Refine's public tables) and `account` (the account's table, the resources' and
 * the back office's pages).
 */
export function routePaths(): { public: string[]; account: string[] } {
  return {
    public: paths([...publicRoutes, ...refinePublicRoutes]),
    account: paths([...accountRoutes, ...resourceRoutes, ...backofficeModules.flatMap((m) => m.routes)]),
  };
}

console.log(JSON.stringify(routePaths()));
