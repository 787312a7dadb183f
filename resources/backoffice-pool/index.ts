/** The MC's rental pool (docs/rules.md R16.11, R12.5): owners' rooms under management with owner, agreements and termination date. */
import { ApartmentOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, owner-rooms (src/locales/areas). */
const page = lazyPages('backoffice', 'owner-rooms');

export const backofficePoolModule = backofficeModule(page, 'pool', ApartmentOutlined, {
  list: () => import('./list'),
});
