/**
 * /bookings/{bookingId} (docs/rules.md R5.11–R5.19): the booking's confirmation on Refine's
 * `<Show>` + `useShow` (GET app/v1/bookings/{id}). A booking made while logged out is first
 * attached to the account (claim token, ./claim.ts); then the page lays out the payment result
 * after the acquirer's return (`?payment=<id>`) or the last card or SBP payment's fiscal receipts, the cancellation state, the booking's facts, the
 * payment actions, the tourist-tax exemption claims (R5.26), the cancellation request and, after the stay, the review card (R24). The verbs refetch through `useInvalidate`.
 */
import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Skeleton } from 'antd';
import { useTranslate } from '@refinedev/core';
import { useBookingClaim } from './claim';
import { BookingStatusTag } from './components/status';
import { PaymentResult } from '../../src/components/payment-result';
import { LazyPaymentReceipts } from '../../src/components/lazy-fiscal-receipt';
import { isAcquirerMethod } from '../../src/domain/payment-methods';
import { BookingSummary } from './components/booking-summary';
import { BookingPayment } from './components/booking-payment';
import { BookingExemptions } from './components/booking-exemptions';
import { CheckInProgress } from './components/check-in-progress';
import { guestCount } from '../../src/domain/bookings';
import { CancellationRequest, CancellationState } from './components/booking-cancellation';
import { useEndpointShow } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';
import { ShowFailed } from '../../src/components/show-failed';
import { RecordShow } from '../../src/components/record-show';
import { RegisterNumber } from '../../src/components/register-number';
import { ReviewCard } from '../reviews/widgets';
import { ConversationButton } from '../../src/components/conversation-button';

export default function BookingShowPage() {
  const { id } = useParams();
  const t = useTranslate();
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const claim = useBookingClaim(id);
  const { query, result: b } = useEndpointShow(api.bookings.show, {
    id,
    queryOptions: { enabled: claim !== 'pending' },
    errorNotification: false,
  });

  if (claim === 'pending' || query.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.isError || !b) {
    return (
      <ShowFailed
        query={query}
        notFound={t('bookings.notFound')}
        back={{ to: '/dashboard', label: t('pages.dashboard') }}
        subTitle={claim !== 'done' ? claim : undefined}
      />
    );
  }

  // The fiscal receipts of the last card or SBP payment (docs/rules.md R5.24), with its settlement or refunds.
  const lastPaid = b.payments.findLast((p) => p.status === 'succeeded' && isAcquirerMethod(p.method));
  return (
    <RecordShow
      resource="bookings"
      id={b.id}
      back={{ to: '/bookings', label: t('bookings.list') }}
      title={
        <>
          {t('bookings.number', { number: b.number })} <BookingStatusTag status={b.status} />
        </>
      }
    >
      {paymentId ? <PaymentResult paymentId={paymentId} recordId={b.id} /> : null}
      {!paymentId && lastPaid ? <LazyPaymentReceipts paymentId={lastPaid.id} /> : null}
      <CancellationState booking={b} />
      <BookingSummary booking={b} />
      <ConversationButton kind="booking" subjectId={b.id} />
      <RegisterNumber as="p" className="muted-inline" />
      <CheckInProgress
        variant="button"
        bookingId={b.id}
        status={b.status}
        checkOut={b.checkOut}
        filled={b.checkInFilled}
        total={guestCount(b.guests)}
      />
      <BookingPayment booking={b} />
      <BookingExemptions booking={b} />
      <CancellationRequest booking={b} />
      <Suspense fallback={null}>
        <ReviewCard bookingId={b.id} />
      </Suspense>
    </RecordShow>
  );
}
