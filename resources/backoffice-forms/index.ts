/** The back-office form inbox (docs/rules.md R16.7): call-backs, feedback and questions; a request's page. */
import { InboxOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area backoffice (src/locales/areas). */
const page = lazyPages('backoffice');

export const backofficeFormsModule = backofficeModule(page, 'forms', InboxOutlined, {
  list: () => import('./list'),
  show: { title: 'backoffice-forms.titles.list', load: () => import('./show') },
});
