/**
 * Calendar sync with booking sites in the back office (docs/rules.md R18): the company's conflicts
 * and channel feeds; an object's page with its export link, its feeds and its conflicts.
 */
import { SyncOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-channels (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-channels');

export const backofficeChannelsModule = backofficeModule(page, 'channels', SyncOutlined, {
  list: () => import('./list'),
  show: { title: 'backoffice-channels.titles.list', load: () => import('./show') },
});
