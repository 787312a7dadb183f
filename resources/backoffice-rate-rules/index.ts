/** The seasons and rules of the rate calendar at /backoffice/rate-rules (docs/rules.md R5.28). */
import { ScheduleOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its page, loaded with the strings of the areas backoffice, backoffice-rates (restrictions, weekdays) and backoffice-rate-rules. */
const page = lazyPages('backoffice', 'backoffice-rates', 'backoffice-rate-rules');

export const backofficeRateRulesModule = backofficeModule(page, 'rate-rules', ScheduleOutlined, {
  list: () => import('./list'),
});
