/**
 * Refine access-control provider: roles from the identity (docs/rules.md R3.3, R3.10). A resource lists the roles
 * that may use it in `meta.roles`; without that list, any logged-in user may.
 */
import type { AccessControlProvider } from '@refinedev/core';
import { fetchIdentity } from './auth-provider';

/** True when a person acting as `role` may use a resource allowed to `allowed` (undefined: everyone). */
export function roleAllows(role: string | undefined, allowed: readonly string[] | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  return !!role && allowed.includes(role);
}

export const accessControlProvider: AccessControlProvider = {
  can: async ({ params }) => {
    const allowed = (params?.resource?.meta as { roles?: string[] } | undefined)?.roles;
    if (!allowed) return { can: true };
    const me = await fetchIdentity().catch(() => null);
    return roleAllows(me?.role, allowed) ? { can: true } : { can: false, reason: 'role' };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
