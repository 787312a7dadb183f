/**
 * The Refine resource `agents` (docs/rules.md R12.3, R12.10): an owner's agents by proxy /agents
 * (disable one after a confirmation) and adding one /agents/create (`add-agent`); an agent sees the
 * valid proxies it holds, labelled with the owner's name. Roles from the policy table (row
 * `agents`), sider group `owner`.
 */
import { createElement } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import { resourceModule } from '../../src/resource-module';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area agents (src/locales/areas). */
const page = lazyPages('agents');

export const agentsModule = resourceModule(page, {
  name: 'agents',
  base: '/agents',
  meta: { icon: createElement(TeamOutlined), roles: rolesFor('agents', 'list'), parent: 'owner' },
  pages: {
    list: () => import('./list'),
    create: () => import('./create'),
  },
});
