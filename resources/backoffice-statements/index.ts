/** Owner statements in the back office at /backoffice/statements (docs/rules.md R13.5). */
import { AccountBookOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, reports (src/locales/areas). */
const page = lazyPages('backoffice', 'reports');

export const backofficeStatementsModule = backofficeModule(page, 'statements', AccountBookOutlined, {
  list: () => import('./list'),
});
