/** Back-office utility tariffs per provider and period (docs/rules.md R10.11). */
import { PercentageOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-utility-accounts, utility-accounts (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-utility-accounts', 'utility-accounts');

export const backofficeUtilityTariffsModule = backofficeModule(page, 'utility-tariffs', PercentageOutlined, {
  list: () => import('./list'),
});
