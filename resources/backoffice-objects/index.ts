/** Back-office buildings and objects (docs/rules.md R16.10): list with a bulk price change, create, edit. */
import { AppstoreOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-channels (the link to an object's calendars) (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-channels');

export const backofficeObjectsModule = backofficeModule(page, 'objects', AppstoreOutlined, {
  list: () => import('./list'),
  create: () => import('./create'),
  edit: () => import('./edit'),
});
