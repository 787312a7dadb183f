/**
 * The business routes under /api/app/v1 (docs/architecture.md § Request path, § How to add a
 * resource): every folder of server/routes/ registers itself through @fastify/autoload — a
 * folder's `index.ts` default-exports its plugin; the folders under `backoffice/` get the
 * `/backoffice` prefix and the manager guard of `backoffice/autohooks.ts`. A new resource is a new
 * folder; no file lists the routes.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import type { FastifyInstance } from 'fastify';

/**
 * tsx runs the server from source through Node's module hooks (`--import`), which @fastify/autoload
 * does not recognise (it looks for preloaded modules), so it would refuse the folders' `index.ts`:
 * while this file itself is TypeScript, say so through the switch autoload reads.
 */
if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

/** The folder of the route plugins. */
export const ROUTES_DIR = dirname(fileURLToPath(import.meta.url));

/**
 * Folders and files of server/routes/ that are not app/v1 resources: registered by
 * server/app.ts outside the `company` scope (probes, pages, feeds, development helpers), plus this
 * file and the modules beside an `index.ts`.
 */
export const NOT_V1 = /^(?:dev|ical|sitemap)(?:\/|$)|^[^/]+\.ts$/;

/**
 * Registers every app/v1 route folder on `v1` (already prefixed `/api/app/v1` and scoped by the
 * `company` header). Only `backoffice/` gives its name as a prefix; other folders declare their
 * full paths in their contracts.
 */
export async function registerV1Routes(v1: FastifyInstance): Promise<void> {
  await v1.register(autoload, {
    dir: ROUTES_DIR,
    ignorePattern: NOT_V1,
    indexPattern: /^index\.ts$/,
    dirNameRoutePrefix: (parent, folder) => (parent === ROUTES_DIR && folder === 'backoffice' ? folder : false),
    autoHooks: true,
    cascadeHooks: true,
  });
}
