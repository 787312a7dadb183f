/** Back-office utility receipts of a month and running the monthly job for a month (docs/rules.md R10.10, R10.11). */
import { FileTextOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-utility-accounts, utility-accounts (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-utility-accounts', 'utility-accounts');

export const backofficeUtilityReceiptsModule = backofficeModule(page, 'utility-receipts', FileTextOutlined, {
  list: () => import('./list'),
});
