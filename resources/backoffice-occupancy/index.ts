/** The occupancy chart ("chessboard") at /backoffice/occupancy (docs/rules.md R16.9). */
import { TableOutlined } from '@ant-design/icons';
import { backofficeModule } from '../backoffice';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the areas backoffice, backoffice-channels (the chart's channel legend) (src/locales/areas). */
const page = lazyPages('backoffice', 'backoffice-channels');

export const backofficeOccupancyModule = backofficeModule(page, 'occupancy', TableOutlined, {
  list: () => import('./list'),
});
