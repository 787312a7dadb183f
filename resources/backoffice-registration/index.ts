/** The registration desk (docs/rules.md R20.4–R20.8): guests' notices to the MVD by day, the overdue ones, the guest register. */
import { IdcardOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its page, loaded with the strings of the areas backoffice, backoffice-registration (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-registration');

export const backofficeRegistrationModule = backofficeModule(page, 'registration', IdcardOutlined, {
  list: () => import('./list'),
});
