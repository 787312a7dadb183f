/**
 * The back-office group of the sider (issue #9; docs/architecture.md § How to add a resource):
 * a parent resource with no page of its own. Every back-office resource lives in its own
 * `resources/backoffice-<name>/` folder with paths `/backoffice/...`, `meta.parent: 'backoffice'`
 * and `meta.roles: ['manager']` ({@link BACKOFFICE_META}), and is one line in src/resources.ts.
 */
import { createElement } from 'react';
import { ShopOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';

/** The `meta` every back-office resource carries (the group and the manager role). */
export const BACKOFFICE_META = { parent: 'backoffice', roles: ['manager'] } as const;

export const backofficeGroup: ResourceModule = {
  resource: { name: 'backoffice', meta: { icon: createElement(ShopOutlined), roles: ['manager'] } },
  routes: [],
};
