/** The back-office audit log (issue #9; docs/rules.md R16.2): GET app/v1/backoffice/audit. */
import { AuditOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area backoffice (src/locales/areas). */
const page = lazyPages('backoffice');

export const backofficeAuditModule = backofficeModule(page, 'audit', AuditOutlined, {
  list: () => import('./list'),
});
