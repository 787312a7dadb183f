/** The back office's inbox of conversations at /backoffice/inbox (docs/rules.md R23.4–R23.7). */
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';
import { InboxSiderIcon } from './sider-badge';

/** Its page, loaded with the strings of the areas backoffice, conversations (src/locales/areas). */
const page = lazyPages('backoffice', 'conversations');

export const backofficeInboxModule = backofficeModule(page, 'inbox', InboxSiderIcon, {
  list: () => import('./list'),
});
