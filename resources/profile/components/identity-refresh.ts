/** After a change of the person or the role, the whole SPA re-reads who is logged in (docs/rules.md R7.2). */
import { useInvalidateAuthStore } from '@refinedev/core';
import { refreshIdentity } from '../../../providers/auth-provider';
import { queryClient } from '../../../providers/query-client';

/**
 * Re-reads the identity so the header, the sider and every page see the change at once: the
 * cached identity, Refine's auth queries (identity, permissions) and its access-control answers
 * (the sider hides resources whose `meta.roles` exclude the new role).
 */
export function useIdentityRefresh() {
  const invalidateAuth = useInvalidateAuthStore();
  return async () => {
    refreshIdentity();
    await Promise.all([
      invalidateAuth(),
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'access' }),
    ]);
  };
}
