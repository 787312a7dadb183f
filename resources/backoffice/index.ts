/**
 * What every back-office resource shares (docs/architecture.md § How to add a resource): paths
 * `/backoffice/...`, the `backoffice` sider group (declared in src/resources.ts) and the manager
 * role from the `backoffice` policy row ({@link BACKOFFICE_META}). A back-office screen is a
 * `resources/backoffice-<name>/` folder — named `backoffice-<name>`, so its API path is
 * `app/v1/backoffice/<name>` (providers/data-provider.ts `apiResource`) — and one line in
 * src/resources-backoffice.ts. Components two back-office screens share live in
 * src/components/backoffice/ (a resource's own folder is private to it: tests/unit/resource-imports.test.ts).
 */
import { rolesFor } from '../../src/domain/access';

/** The `meta` every back-office resource carries (its sider group and the manager role). */
export const BACKOFFICE_META = { parent: 'backoffice', roles: rolesFor('backoffice', 'list') } as const;
