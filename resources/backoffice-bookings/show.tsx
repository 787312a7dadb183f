/**
 * A booking in the back office (docs/rules.md R16.3): its facts, guests and documents, payments
 * (confirm a transfer), the tourist-tax exemption claims (R5.26), cancellation and refunds. Each decision notifies the guest.
 */
import { Card, Space } from 'antd';
import { Show } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { BookingSummary } from './components/booking-summary';
import { BookingPayments } from './components/booking-payments';
import { BookingDecisions } from './components/booking-decisions';
import { ExemptionClaims } from '../backoffice-tourist-tax/widgets';
import { useEndpointShow } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';

export default function BackofficeBookingShow() {
  const t = useTranslate();
  const { query } = useEndpointShow(api['backoffice-bookings'].show);
  const b = query.data?.data;
  return (
    <Show
      isLoading={query.isLoading}
      title={b ? t('backoffice-bookings.titles.show', { number: b.number }) : undefined}
      canEdit={false}
      canDelete={false}
    >
      {b ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <BookingSummary booking={b} />
          <Card size="small" title={t('backoffice-bookings.fields.payments')}>
            <BookingPayments booking={b} />
          </Card>
          {b.touristTax ? (
            <Card size="small" title={t('backoffice-tourist-tax.titles.exemptions')}>
              <ExemptionClaims bookingId={b.id} />
            </Card>
          ) : null}
          <Card size="small" title={t('backoffice-bookings.fields.cancellationAndRefunds')}>
            <BookingDecisions booking={b} />
          </Card>
        </Space>
      ) : null}
    </Show>
  );
}
