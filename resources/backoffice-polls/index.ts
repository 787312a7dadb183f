/** Owners' polls in the back office at /backoffice/polls and /backoffice/polls/{id} (docs/rules.md R14.1–R14.4). */
import { createElement, lazy } from 'react';
import { CheckSquareOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';

export const backofficePollsModule: ResourceModule = {
  resource: {
    name: 'backoffice-polls',
    list: '/backoffice/polls',
    show: '/backoffice/polls/:id',
    meta: { ...BACKOFFICE_META, icon: createElement(CheckSquareOutlined) },
  },
  routes: [
    { path: '/backoffice/polls', titleKey: 'backoffice-polls.titles.list', Component: lazy(() => import('./list')) },
    {
      path: '/backoffice/polls/:id',
      titleKey: 'backoffice-polls.titles.list',
      Component: lazy(() => import('./show')),
    },
  ],
};
