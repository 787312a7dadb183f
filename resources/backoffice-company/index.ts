/** The company's settings in the back office (docs/rules.md R6.15): the register number of the accommodation facility. */
import { SettingOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its page, loaded with the strings of the area backoffice (src/locales/areas). */
const page = lazyPages('backoffice');

export const backofficeCompanyModule = backofficeModule(page, 'company', SettingOutlined, {
  list: { title: 'backoffice-company.titles.edit', load: () => import('./edit') },
});
