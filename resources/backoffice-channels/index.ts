/**
 * Calendar sync with booking sites in the back office (docs/rules.md R18): the company's conflicts
 * and channel feeds; an object's page with its export link, its feeds and its conflicts.
 */
import { createElement } from 'react';
import { SyncOutlined } from '@ant-design/icons';
import type { ResourceModule } from '../../src/resources';
import { BACKOFFICE_META } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-channels (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-channels');

export const backofficeChannelsModule: ResourceModule = {
  resource: {
    name: 'backoffice-channels',
    list: '/backoffice/channels',
    show: '/backoffice/channels/:id',
    meta: { ...BACKOFFICE_META, icon: createElement(SyncOutlined) },
  },
  routes: [
    {
      path: '/backoffice/channels',
      titleKey: 'backoffice-channels.titles.list',
      Component: page(() => import('./list')),
    },
    {
      path: '/backoffice/channels/:id',
      titleKey: 'backoffice-channels.titles.list',
      Component: page(() => import('./show')),
    },
  ],
};
