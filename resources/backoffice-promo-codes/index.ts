/** Back-office promo codes for direct bookings (docs/rules.md R5.32): /backoffice/promo-codes. */
import { TagOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-promo-codes (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-promo-codes');

export const backofficePromoCodesModule = backofficeModule(page, 'promo-codes', TagOutlined, {
  list: () => import('./list'),
});
