/** Status tags of a back-office booking: its state, a waiting cancellation request, a transfer to confirm. */
import { Space, Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { BackofficeBookingRow } from '../../../src/contracts/backoffice-bookings';

const COLORS: Record<string, string> = { awaiting_payment: 'gold', paid: 'green', cancelled: 'default' };

export function BookingState({
  row,
}: {
  row: Pick<BackofficeBookingRow, 'status' | 'cancellationState' | 'pendingTransfer'>;
}) {
  const t = useTranslate();
  return (
    <Space size={4} wrap>
      <Tag color={COLORS[row.status]} data-testid="bo-booking-status">
        {t(`backoffice-bookings.status.${row.status}`)}
      </Tag>
      {row.cancellationState === 'received' ? (
        <Tag color="red">{t('backoffice-bookings.fields.cancellation')}</Tag>
      ) : null}
      {row.pendingTransfer ? <Tag color="blue">{t('backoffice-bookings.fields.pendingTransfer')}</Tag> : null}
    </Space>
  );
}
