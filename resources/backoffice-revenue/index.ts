/** The revenue manager's numbers at /backoffice/revenue (docs/rules.md R16.12): ADR, RevPAR, occupancy by month and building, and pace. */
import { FundOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-revenue (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-revenue');

export const backofficeRevenueModule = backofficeModule(page, 'revenue', FundOutlined, {
  list: () => import('./list'),
});
