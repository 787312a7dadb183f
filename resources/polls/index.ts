/**
 * The Refine resource `polls` (docs/rules.md R14.1–R14.4), in the owner's sider group: the polls
 * in which the caller's rooms vote /votes and one poll /votes/{id} (ballot per room, live
 * turnout, results and protocol once closed). Roles from the policy table (row `polls`).
 */
import { createElement } from 'react';
import { CheckSquareOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import { resourceModule } from '../../src/resource-module';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas polls, reports (src/locales/areas). */
const page = lazyPages('polls', 'reports');

export const pollsModule = resourceModule(page, {
  name: 'polls',
  base: '/votes',
  meta: { icon: createElement(CheckSquareOutlined), roles: rolesFor('polls', 'list'), parent: 'owner' },
  pages: {
    list: () => import('./list'),
    show: () => import('./show'),
  },
});
