/**
 * Refine access-control provider (docs/rules.md R3.3, R3.10; docs/architecture.md § Roles and
 * access): the sider,
 * the buttons and the routes ask it, and it answers from the one policy table
 * (src/domain/access.ts) for the role the session acts in (GET app/v1/auth/me).
 *
 * A Refine resource maps to a policy row by `meta.policy`, else its `identifier`, else its
 * `name`, else its `meta.parent` group (so every `/backoffice/...` resource with
 * `meta.parent: 'backoffice'` falls under the `backoffice` row). A sider group (a resource with
 * children) is shown when one of its children is: Refine passes a sider group without its
 * children, so src/resources.ts gives each group the union of its children's `meta.roles`. A
 * resource that maps to no row, or an action the row does not have, is denied (fail closed);
 * `meta.roles` (from `rolesFor`) is the fallback for a resource outside the table.
 */
import type { AccessControlProvider, IResourceItem } from '@refinedev/core';
import { can, POLICY, type Role } from '../src/domain/access';
import { fetchIdentity } from './auth-provider';

/** True when a person acting as `role` may use a resource allowed to `allowed` (undefined: everyone). */
export function roleAllows(role: string | undefined, allowed: readonly string[] | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  return !!role && allowed.includes(role);
}

/** Refine's actions as the policy table names them (`clone` is a create). */
const ACTION_OF: Record<string, string> = { clone: 'create' };

/** The resource as Refine passes it to `can` (a sider item also carries its children). */
type ResourceLike = Pick<IResourceItem, 'name' | 'identifier' | 'meta'> & { children?: ResourceLike[] };

/** The policy row of a Refine resource (see the module comment), or undefined. */
export function policyResourceOf(resource: ResourceLike | undefined, name?: string): string | undefined {
  const meta = resource?.meta as { policy?: string; parent?: string } | undefined;
  const candidates = [meta?.policy, resource?.identifier, resource?.name ?? name, meta?.parent];
  return candidates.find((c): c is string => !!c && Object.hasOwn(POLICY, c));
}

/**
 * May a session acting as `role` (null: anonymous) do `action` on `resource`?
 * Pure: the provider's decision without the identity fetch (unit-tested).
 */
export function decide(role: Role | null, action: string, resource: ResourceLike | undefined, name?: string): boolean {
  if (resource?.children?.length) return resource.children.some((c) => decide(role, action, c));
  const row = policyResourceOf(resource, name);
  if (row) return can(role, row, ACTION_OF[action] ?? action);
  const roles = (resource?.meta as { roles?: readonly string[] } | undefined)?.roles;
  return !!role && !!roles && roles.length > 0 && roles.includes(role);
}

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const me = await fetchIdentity().catch(() => null);
    const item = params?.resource as ResourceLike | undefined;
    const ok = decide((me?.role as Role | undefined) ?? null, action, item, resource);
    return ok ? { can: true } : { can: false, reason: me ? 'role' : 'login' };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
