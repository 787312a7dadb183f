/**
 * The user's bookings (docs/rules.md R7.9, R3.5): the Refine resource `bookings` on `<List>` and
 * `useTable` (GET app/v1/bookings, rows typed by src/contracts/bookings.ts). A table on
 * desktop, cards under 768 px (docs/rules.md R8.6); the caller's empty state when there are none.
 */
import { List } from '@refinedev/antd';
import { useTranslation } from 'react-i18next';
import { BookingsTable } from './components/bookings-table';
import { PageTitle } from '../../src/components/page-title';

export default function BookingsListPage() {
  const { t } = useTranslation();
  return (
    <List resource="bookings" breadcrumb={false} title={<PageTitle>{t('bookings.list')}</PageTitle>}>
      <BookingsTable empty={<p>{t('bookings.empty')}</p>} />
    </List>
  );
}
