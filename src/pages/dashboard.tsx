/** /dashboard (docs/rules.md R7.9): the user's rentals and bookings (bookings: resources/bookings/list.tsx, `useTable`). */
import { Link } from 'react-router';
import { Button, Empty, Typography } from 'antd';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import type { Identity } from '../../providers/auth-provider';
import { BookingsTable } from '../../resources/bookings/list';

export default function DashboardPage() {
  const t = useTranslate();
  const { data: me } = useGetIdentity<Identity>();
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {me?.name ? t('dashboard.hello', { name: me.name }) : t('dashboard.helloAnon')}
      </Typography.Title>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t('pages.dashboard')}
      </Typography.Title>
      <BookingsTable
        empty={
          <Empty description={<><strong>{t('dashboard.emptyTitle')}</strong><br />{t('dashboard.emptyText')}</>}>
            <Link to="/objects">
              <Button type="primary">{t('dashboard.find')}</Button>
            </Link>
          </Empty>
        }
      />
    </div>
  );
}
