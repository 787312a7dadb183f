/**
 * /bookings/{id}/check-in (docs/rules.md R20.2): the booker's online check-in — each guest's panel
 * and form (GET/PUT app/v1/bookings/{id}/check-in…), the counter, and the link to share with the
 * companions. A save refetches the view and the booking's counter.
 */
import { useParams } from 'react-router';
import { Alert, Skeleton } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import { useEndpointQuery } from '../../providers/endpoints';
import { ShowFailed } from '../../src/components/show-failed';
import { LinkButton } from '../../src/components/link-button';
import { CheckInGuests } from './components/check-in-guests';
import { BookerGuestForm } from './components/check-in-forms';
import { CheckInShare } from './components/check-in-share';

export default function BookingCheckInPage() {
  const { id } = useParams();
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { query, result } = useEndpointQuery(api['check-in'].show, { params: { id: Number(id) } });
  const v = result.data;
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError || !v)
    return (
      <ShowFailed
        query={query}
        notFound={t('bookings.notFound')}
        back={{ to: '/bookings', label: t('bookings.list') }}
      />
    );
  const saved = () => {
    void query.refetch();
    void invalidate({ resource: 'bookings', invalidates: ['list', 'detail'], id: v.bookingId });
  };
  return (
    <div data-testid="check-in-page">
      <LinkButton to={`/bookings/${v.bookingId}`}>{t('checkIn.back')}</LinkButton>
      <h1 style={{ fontSize: 24, marginTop: 16 }}>
        {t('checkIn.title')} · {t('bookings.number', { number: v.number })}
      </h1>
      <p data-testid="check-in-counter">{t('checkInProgress.progress', { filled: v.filled, count: v.total })}</p>
      <p className="muted-inline">{t('checkInProgress.hint')}</p>
      {v.open ? null : <Alert type="info" showIcon message={t('checkIn.closed')} style={{ marginBottom: 16 }} />}
      <CheckInGuests
        view={v}
        form={(g) => (
          <BookerGuestForm
            key={g.index}
            bookingId={v.bookingId}
            guest={g}
            onSaved={saved}
            scansRequired={v.scansRequired}
          />
        )}
      />
      {v.open ? <CheckInShare bookingId={v.bookingId} linkExpiresAt={v.linkExpiresAt} /> : null}
    </div>
  );
}
