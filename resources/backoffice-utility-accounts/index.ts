/** Back-office utility accounts and meters per room (docs/rules.md R10.9, R10.11): replace a meter, record a payment from a bank statement. */
import { ThunderboltOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-utility-accounts, utility-accounts (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-utility-accounts', 'utility-accounts');

export const backofficeUtilityAccountsModule = backofficeModule(page, 'utility-accounts', ThunderboltOutlined, {
  list: () => import('./list'),
});
