/** The back office's consent records (docs/rules.md R21.3): GET app/v1/backoffice/consents, read-only. */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area backoffice (src/locales/areas). */
const page = lazyPages('backoffice');

export const backofficeConsentsModule = backofficeModule(page, 'consents', SafetyCertificateOutlined, {
  list: () => import('./list'),
});
