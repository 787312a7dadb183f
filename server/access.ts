/**
 * Route guards from the one access policy (src/domain/access.ts; docs/architecture.md § Roles
 * and access). Every app/v1 route declares the policy cell it belongs to:
 *
 * ```ts
 * app.get('/bookings/:id', { config: access('bookings', 'show'), schema: {…} }, handler)
 * ```
 *
 * The app/v1 scope checks it right after loading the caller (before the body is validated):
 * not logged in where a login is needed → 401; a role the cell does not admit → 403, both with
 * a translated `message`. Rows are scoped by each resource's repo (someone else's row → 404).
 * `collectAccess` lists every route with its cell (for the access-matrix test), and
 * {@link failClosed} refuses to start a server where an app/v1 route has no known cell.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, deniedStatus, ruleOf, type PolicyAction, type PolicyResource, type Role } from '../src/domain/access';
import { ApiError } from './errors';
import type { AuthUser } from './auth';

/** The policy cell of a route. */
export interface RouteAccess {
  resource: string;
  action: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The policy cell this route belongs to; required on every app/v1 route. */
    access?: RouteAccess;
  }
}

/** Route `config` naming a cell of the policy table (type-checked against it). */
export function access<R extends PolicyResource>(resource: R, action: PolicyAction<R>): { access: RouteAccess } {
  return { access: { resource, action } };
}

/**
 * The caller's role, or null when anonymous.
 */
export const roleOf = (req: FastifyRequest): Role | null => (req.user ? req.user.role : null);

/**
 * Enforces the route's policy cell for `req`.
 * @throws ApiError 401 (not logged in) or 403 (wrong role) with the translated message;
 *         Error (500) when the cell is not in the table (a programming error).
 */
export function enforceAccess(req: FastifyRequest): void {
  const cell = req.routeOptions.config?.access;
  // Every app/v1 route has a cell: the server does not start otherwise ({@link failClosed}).
  // No route matched (404 handler): nothing to guard.
  if (!cell) {
    if (!req.routeOptions.url) return;
    throw new Error(`route ${req.method} ${req.routeOptions.url} declares no policy cell`);
  }
  if (ruleOf(cell.resource, cell.action) === undefined) {
    throw new Error(`route ${req.method} ${req.routeOptions.url} names an unknown policy cell`);
  }
  const role = roleOf(req);
  if (!can(role, cell.resource, cell.action)) {
    const status = deniedStatus(role);
    throw new ApiError(status, req.t(status === 401 ? 'auth.unauthenticated' : 'auth.forbidden'));
  }
}

/**
 * The logged-in caller acting in one of `roles`.
 * @throws ApiError 401 when not logged in, 403 when the session acts in another role.
 */
export function requireRole(req: FastifyRequest, ...roles: Role[]): AuthUser {
  if (!req.user) throw new ApiError(401, req.t('auth.unauthenticated'));
  if (!roles.includes(req.user.role)) throw new ApiError(403, req.t('auth.forbidden'));
  return req.user;
}

/** Every route registered on `app` under /api/app/v1 with its policy cell (undefined: none declared). */
export function collectAccess(app: FastifyInstance): Map<string, RouteAccess | undefined> {
  const routes = new Map<string, RouteAccess | undefined>();
  app.addHook('onRoute', (opts) => {
    if (!opts.url.startsWith('/api/app/v1')) return;
    const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
    for (const m of methods)
      if (m !== 'HEAD') routes.set(`${m} ${opts.url}`, (opts.config as { access?: RouteAccess } | undefined)?.access);
  });
  return routes;
}

/**
 * The app/v1 routes of `routes` ({@link collectAccess}) that declare no policy cell, or one the
 * table (src/domain/access.ts) does not have, as `METHOD /path (why)` lines.
 */
export function routesWithoutPolicy(routes: Map<string, RouteAccess | undefined>): string[] {
  const out: string[] = [];
  for (const [route, cell] of routes) {
    if (!cell) out.push(`${route} (no config: access(...))`);
    else if (ruleOf(cell.resource, cell.action) === undefined)
      out.push(`${route} (unknown cell ${cell.resource}.${cell.action})`);
  }
  return out;
}

/**
 * Fails closed (docs/rules.md R3.3): an `onReady` hook that refuses to start the server when any
 * app/v1 route lacks a known policy cell, so an unguarded route never answers.
 * @throws Error naming every such route, from `app.ready()` / `app.listen()`.
 */
export function failClosed(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    const bad = routesWithoutPolicy(app.routeAccess);
    if (bad.length)
      throw new Error(`refusing to start: app/v1 routes without an access policy cell: ${bad.join('; ')}`);
  });
}
