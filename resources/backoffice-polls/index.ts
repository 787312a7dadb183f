/** Owners' polls in the back office at /backoffice/polls and /backoffice/polls/{id} (docs/rules.md R14.1–R14.4). */
import { createElement } from 'react';
import { CheckSquareOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, polls, reports (src/locales/areas). */
const page = lazyPages('backoffice', 'polls', 'reports');

export const backofficePollsModule: ResourceModule = {
  resource: {
    name: 'backoffice-polls',
    list: '/backoffice/polls',
    show: '/backoffice/polls/:id',
    meta: { ...BACKOFFICE_META, icon: createElement(CheckSquareOutlined) },
  },
  routes: [
    { path: '/backoffice/polls', titleKey: 'backoffice-polls.titles.list', Component: page(() => import('./list')) },
    {
      path: '/backoffice/polls/:id',
      titleKey: 'backoffice-polls.titles.list',
      Component: page(() => import('./show')),
    },
  ],
};
