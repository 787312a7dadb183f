/** Back-office meter readings to review (docs/rules.md R10.11): accept, or correct with a note the tenant sees. */
import { DashboardOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-utility-accounts, utility-accounts (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-utility-accounts', 'utility-accounts');

export const backofficeUtilityReadingsModule = backofficeModule(page, 'utility-readings', DashboardOutlined, {
  list: () => import('./list'),
});
