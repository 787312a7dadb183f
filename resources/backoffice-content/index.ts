/** Back-office public content (docs/rules.md R16.5): list, create, edit, preview. */
import { FileTextOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area backoffice (src/locales/areas). */
const page = lazyPages('backoffice');

export const backofficeContentModule = backofficeModule(page, 'content', FileTextOutlined, {
  list: () => import('./list'),
  create: () => import('./create'),
  edit: () => import('./edit'),
  show: () => import('./show'),
});
