/** The back office's applications inbox (docs/rules.md R16.11, R12.2): rooms, MC connect and termination requests, proxies; one application's page. */
import { AuditOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, owner-rooms, reports, agents (src/locales/areas). */
const page = lazyPages('backoffice', 'owner-rooms', 'reports', 'agents');

export const backofficeApplicationsModule = backofficeModule(page, 'applications', AuditOutlined, {
  list: () => import('./list'),
  show: () => import('./show'),
});
