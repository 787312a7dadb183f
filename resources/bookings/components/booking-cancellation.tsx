/**
 * Cancellation of a booking (docs/rules.md R5.19, R5.30): the state of a sent request (received
 * with the refund its policy allows, or processed with the refund) and the button that sends one,
 * with the refund the booking's cancellation terms allow now and the non-refundable warning.
 */
import { Alert, App, Button, Popconfirm } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { BookingDetail } from '../../../src/contracts/bookings';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';
import { useMoney } from './use-money';

/** The state of booking `b`'s cancellation request (`cancellation-state` test id), if there is one. */
export function CancellationState({ booking: b }: { booking: BookingDetail }) {
  const t = useTranslate();
  const m = useMoney();
  if (!b.cancellation) return null;
  return (
    <Alert
      type={b.cancellation.state === 'processed' ? 'success' : 'info'}
      showIcon
      style={{ marginBottom: 16 }}
      message={t(`bookings.cancellation.${b.cancellation.state}`)}
      description={t('bookings.refund', {
        // A received request: the refund its policy allows as of the request (R5.30).
        amount: m(b.cancellation.refundKopecks ?? b.cancellationTerms.refundNowKopecks),
      })}
      data-testid="cancellation-state"
    />
  );
}

/**
 * The "request cancellation" button with its confirmation (POST
 * app/v1/bookings/{id}/cancellation-request); the booking is refetched after it. Hidden for a
 * cancelled booking or one that already has a request.
 */
export function CancellationRequest({ booking: b }: { booking: BookingDetail }) {
  const t = useTranslate();
  const { notification } = App.useApp();
  const invalidate = useInvalidate();
  const { mutate, isPending } = useEndpointMutation(api.bookings.cancellationRequest);
  const m = useMoney();
  if (b.status === 'cancelled' || b.cancellation) return null;
  const policy = b.cancellationTerms.policy;
  const nonRefundable = policy ? policy.kind === 'non_refundable' : b.tariff?.refundable === false;
  const send = () =>
    mutate(
      { params: { id: b.id } },
      {
        onSuccess: () => {
          notification.success({ message: t('bookings.cancellationSent') });
          void invalidate({ resource: 'bookings', id: b.id, invalidates: ['detail', 'list'] });
        },
        onError: (e) => notification.error({ message: e.message }),
      },
    );
  return (
    <div style={{ marginTop: 32 }}>
      <Popconfirm
        title={t('bookings.cancelConfirm')}
        description={
          // The refund the booking's cancellation terms allow now, before confirming (R5.19, R5.30).
          <div data-testid="cancel-refund">
            <div>{b.cancellationTerms.text}</div>
            <div data-testid="cancel-refund-amount">
              {t('bookings.cancelRefundDue', { amount: m(b.cancellationTerms.refundNowKopecks) })}
            </div>
            {nonRefundable ? <div>{t('bookings.cancelNonRefundable')}</div> : null}
            {b.touristTaxKopecks > 0 && b.paidKopecks > 0 ? <div>{t('bookings.taxRefundNote')}</div> : null}
          </div>
        }
        okText={t('bookings.sendCancellation')}
        cancelText={t('bookings.keepBooking')}
        onConfirm={send}
      >
        <Button danger loading={isPending}>
          {t('bookings.requestCancellation')}
        </Button>
      </Popconfirm>
    </div>
  );
}
