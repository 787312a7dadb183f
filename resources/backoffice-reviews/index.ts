/** Back-office review moderation (docs/rules.md R24.4–R24.5): /backoffice/reviews. */
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';
import { ReviewsSiderIcon } from './sider-badge';

/** Its page, loaded with the strings of the areas backoffice, backoffice-reviews and reviews (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-reviews', 'reviews');

export const backofficeReviewsModule = backofficeModule(page, 'reviews', ReviewsSiderIcon, {
  list: () => import('./list'),
});
