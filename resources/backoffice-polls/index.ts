/** Owners' polls in the back office at /backoffice/polls and /backoffice/polls/{id} (docs/rules.md R14.1–R14.4). */
import { CheckSquareOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, polls, reports (src/locales/areas). */
const page = lazyPages('backoffice', 'polls', 'reports');

export const backofficePollsModule = backofficeModule(page, 'polls', CheckSquareOutlined, {
  list: () => import('./list'),
  show: { title: 'backoffice-polls.titles.list', load: () => import('./show') },
});
