/** Back-office tax settings: the tax system and VAT per item kind by date (docs/rules.md R5.25). */
import { AuditOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its page, loaded with the strings of the areas backoffice and backoffice-tax-settings (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-tax-settings');

export const backofficeTaxSettingsModule = backofficeModule(page, 'tax-settings', AuditOutlined, {
  list: () => import('./list'),
});
