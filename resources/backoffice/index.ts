/**
 * What every back-office resource shares (docs/architecture.md § How to add a resource): paths
 * `/backoffice/...`, the `backoffice` sider group (declared in src/resources.ts) and the manager
 * role from the `backoffice` policy row ({@link BACKOFFICE_META}). A back-office screen is a
 * `resources/backoffice-<name>/` folder — named `backoffice-<name>`, so its API path is
 * `app/v1/backoffice/<name>` (providers/data-provider.ts `apiResource`) — and one line in
 * src/resources-backoffice.ts. Components two back-office screens share live in
 * src/components/backoffice/ (a resource's own folder is private to it: tests/unit/resource-imports.test.ts).
 */
import { createElement, type ComponentType } from 'react';
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';
import { resourceModule, type PageLoad, type PageSpec } from '../../src/resource-module';
import type { LazyPage } from '../../src/components/lazy-page';

/** The `meta` every back-office resource carries (its sider group and the manager role). */
export const BACKOFFICE_META = { parent: 'backoffice', roles: rolesFor('backoffice', 'list') } as const;

/**
 * A back-office resource module: name `backoffice-<name>`, list at `/backoffice/<name>` (its other
 * pages by the conventions of src/resource-module.ts), {@link BACKOFFICE_META} with `icon`.
 */
export function backofficeModule(
  page: (load: PageLoad) => LazyPage,
  name: string,
  icon: ComponentType,
  pages: Record<string, PageSpec>,
): ResourceModule {
  const meta = { ...BACKOFFICE_META, icon: createElement(icon) };
  return resourceModule(page, { name: `backoffice-${name}`, base: `/backoffice/${name}`, meta, pages });
}
