/**
 * The payment result after the acquirer sends the payer back to `/bookings/{id}?payment=<id>`,
 * `/bills/{id}?payment=<id>` (docs/rules.md R10.7) or any payable thing's page (R5.21)
 * (docs/rules.md R5.18): "Payment in progress" while GET app/v1/payments/{id} says `pending`
 * (polled every 2 s), then "Payment was successful" or "Payment failed" in an alert titled Error.
 */
import { useEffect } from 'react';
import { Alert, Skeleton } from 'antd';
import { useCustom, useInvalidate, useTranslate } from '@refinedev/core';
import type { PaymentDetail } from '../contracts/payments';

/**
 * Shows payment `paymentId`'s state; once it is final, the paid record `recordId` of `resource`
 * (a Refine resource name; detail and list; default `bookings`) is refetched.
 */
export function PaymentResult({ paymentId, recordId, resource = 'bookings' }: { paymentId: string; recordId: number; resource?: string }) {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { query } = useCustom<PaymentDetail>({
    url: `app/v1/payments/${paymentId}`,
    method: 'get',
    errorNotification: false,
    queryOptions: { refetchInterval: (q) => (q.state.data?.data.status === 'pending' ? 2000 : false) },
  });
  const status = query.data?.data.status;
  useEffect(() => {
    if (status && status !== 'pending') void invalidate({ resource, id: recordId, invalidates: ['detail', 'list'] });
  }, [status, recordId, invalidate, resource]);
  if (query.isError) return null;
  if (!status) return <Skeleton.Input active />;
  if (status === 'succeeded') return <Alert type="success" showIcon message={t('payment.success')} style={{ marginBottom: 16 }} role="status" />;
  if (status === 'failed') return <Alert type="error" showIcon message={t('payment.errorTitle')} description={t('payment.failed')} style={{ marginBottom: 16 }} role="alert" />;
  return <Alert type="info" showIcon message={t('payment.inProgress')} style={{ marginBottom: 16 }} />;
}
