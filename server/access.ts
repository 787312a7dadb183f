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
 * `registeredAccess` lists every route with its cell, for the access-matrix test.
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
  // A route without a cell is not guarded here (its handler must be); the access-matrix test
  // fails for any such route, so none lands.
  if (!cell) return;
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
    for (const m of methods) if (m !== 'HEAD') routes.set(`${m} ${opts.url}`, (opts.config as { access?: RouteAccess } | undefined)?.access);
  });
  return routes;
}
