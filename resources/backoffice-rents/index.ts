/** The back office's leases (docs/rules.md R9, R16; issue 10 item 6): created and ended, with create and end early. */
import { KeyOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, rents (src/locales/areas). */
const page = lazyPages('backoffice', 'rents');

export const backofficeRentsModule = backofficeModule(page, 'rents', KeyOutlined, {
  list: { title: 'rents.backoffice.title', load: () => import('./list') },
});
