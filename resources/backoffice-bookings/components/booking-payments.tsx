/** The booking's payments, with "Confirm transfer" on a pending bank transfer (docs/rules.md R16.3). */
import { Button, Popconfirm, Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { BackofficeBookingDetail } from '../../../src/contracts/backoffice-bookings';
import { formatMoney } from '../../../src/domain/money';
import { formatServerTimestamp } from '../../../src/domain/datetime';
import { useLocale } from '../../../src/components/backoffice/use-locale';
import { useDecision } from './use-decision';
import { InlineTable } from '../../../src/components/inline-table';

type Payment = BackofficeBookingDetail['payments'][number];
const COLORS = { pending: 'blue', succeeded: 'green', failed: 'default', cancelled: 'default' } as const;

export function BookingPayments({ booking }: { booking: BackofficeBookingDetail }) {
  const t = useTranslate();
  const lang = useLocale();
  const { confirmTransfer, pending } = useDecision(booking.id);
  return (
    <InlineTable<Payment>
      rowKey="id"
      dataSource={booking.payments}
      scroll={{ x: true }}
      columns={[
        { title: t('backoffice-bookings.fields.createdAt'), render: (_, p) => formatServerTimestamp(p.createdAt) },
        {
          title: t('backoffice-bookings.fields.method'),
          render: (_, p) => t(`backoffice-bookings.methods.${p.method}`),
        },
        {
          title: t('backoffice-bookings.fields.amount'),
          align: 'right',
          render: (_, p) => formatMoney(p.amountKopecks, lang),
        },
        {
          title: t('backoffice-bookings.fields.status'),
          render: (_, p) => <Tag color={COLORS[p.status]}>{t(`backoffice-bookings.paymentStatus.${p.status}`)}</Tag>,
        },
        {
          title: '',
          render: (_, p) =>
            p.method === 'bank_transfer' && p.status === 'pending' && booking.status !== 'cancelled' ? (
              <Popconfirm
                title={t('backoffice-bookings.actions.confirmTransfer')}
                description={t('backoffice-bookings.actions.confirmTransferText', {
                  amount: formatMoney(p.amountKopecks, lang),
                  number: booking.number,
                })}
                okText={t('backoffice-bookings.actions.confirmTransfer')}
                cancelText={t('buttons.cancel')}
                onConfirm={() => confirmTransfer(p.id)}
              >
                <Button type="primary" size="small" loading={pending}>
                  {t('backoffice-bookings.actions.confirmTransfer')}
                </Button>
              </Popconfirm>
            ) : null,
        },
      ]}
    />
  );
}
