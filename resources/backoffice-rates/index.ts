/** The rate calendar's grid at /backoffice/rates (docs/rules.md R5.28, R5.29). */
import { FundOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its page, loaded with the strings of the areas backoffice and backoffice-rates (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-rates');

export const backofficeRatesModule = backofficeModule(page, 'rates', FundOutlined, {
  list: () => import('./list'),
});
