/**
 * The payment result after the acquirer sends the payer back to `/bookings/{id}?payment=<id>`,
 * `/bills/{id}?payment=<id>` (docs/rules.md R10.7) or any payable thing's page (R5.21)
 * (docs/rules.md R5.18): "Payment in progress" while GET app/v1/payments/{id} says `pending`
 * (polled every 2 s), then "Payment was successful" (with the refund of what was paid beyond the
 * amount due, if any) or "Payment failed" in an alert titled Error; a payment withdrawn by a newer
 * one says it was cancelled (R5.23). Under a success, the payment's fiscal receipts (R5.24,
 * {@link LazyFiscalReceipts}), polled every 5 s while one is still being registered.
 */
import { useEffect } from 'react';
import { Alert, Skeleton } from 'antd';
import { useGetLocale, useInvalidate, useTranslate } from '@refinedev/core';
import { api } from '../contracts/api';
import { useEndpointQuery } from '../../providers/endpoints';
import { formatMoney } from '../domain/money';
import { LazyFiscalReceipts } from './lazy-fiscal-receipt';

/**
 * Shows payment `paymentId`'s state; once it is final, the paid record `recordId` of `resource`
 * (a Refine resource name; detail and list; default `bookings`) is refetched.
 */
export function PaymentResult({
  paymentId,
  recordId,
  resource = 'bookings',
}: {
  paymentId: string;
  recordId: number;
  resource?: string;
}) {
  const t = useTranslate();
  const locale = useGetLocale()();
  const invalidate = useInvalidate();
  const { query } = useEndpointQuery(api.payments.show, {
    params: { id: paymentId },
    refetchInterval: (p) =>
      p?.status === 'pending' ? 2000 : p?.fiscalReceipts.some((r) => r.status === 'pending') ? 5000 : false,
  });
  const status = query.data?.data.status;
  const refund = query.data?.data.refundKopecks ?? 0;
  useEffect(() => {
    if (status && status !== 'pending') void invalidate({ resource, id: recordId, invalidates: ['detail', 'list'] });
  }, [status, recordId, invalidate, resource]);
  if (query.isError) return null;
  if (!status) return <Skeleton.Input active />;
  // A final state: one alert, of the outcome's kind, title, explanation and ARIA role.
  const ended =
    status === 'succeeded'
      ? ({
          type: 'success',
          role: 'status',
          message: t('payment.success'),
          description:
            refund > 0
              ? t('payment.refundDue', { amount: formatMoney(refund, locale === 'en' ? 'en' : 'ru') })
              : undefined,
        } as const)
      : status === 'cancelled'
        ? ({
            type: 'warning',
            role: 'status',
            message: t('payment.status.cancelled'),
            description: t('payment.cancelled'),
          } as const)
        : status === 'failed'
          ? ({
              type: 'error',
              role: 'alert',
              message: t('payment.errorTitle'),
              description: t('payment.failed'),
            } as const)
          : null;
  if (ended)
    return (
      <>
        <Alert showIcon style={{ marginBottom: 16 }} {...ended} />
        {status === 'succeeded' ? <LazyFiscalReceipts receipts={query.data?.data.fiscalReceipts ?? []} /> : null}
      </>
    );
  return <Alert type="info" showIcon message={t('payment.inProgress')} style={{ marginBottom: 16 }} />;
}
