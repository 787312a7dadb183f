/**
 * Cancellation decisions on a booking (docs/rules.md R5.19, R16.3): process a received request
 * or cancel on the company's decision — the booking's cancellation terms and the refund they
 * allow are shown before confirming — and record
 * refunds up to what is due (a form on the refunds endpoint: the server's error shows under the
 * amount).
 */
import { Button, Descriptions, Form, Input, Popconfirm, Space } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { BackofficeBookingDetail, RefundBody } from '../../../src/contracts/backoffice-bookings';
import { api } from '../../../src/contracts/api';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import { formatMoney } from '../../../src/domain/money';
import { formatServerTimestamp } from '../../../src/domain/datetime';
import { useLocale } from '../../../src/components/backoffice/use-locale';
import { useDecision, useDecisionNotifications } from './use-decision';
import { DecimalInput, decimalRule } from '../../../src/components/decimal-input';
import { kopecksField } from '../../../src/components/backoffice/kopecks-field';
import { InlineTable } from '../../../src/components/inline-table';

export function BookingDecisions({ booking }: { booking: BackofficeBookingDetail }) {
  const t = useTranslate();
  const lang = useLocale();
  const money = (k: number) => formatMoney(k, lang);
  const { processCancellation, cancel, refresh, pending } = useDecision(booking.id);
  const { successNotification } = useDecisionNotifications();
  const { formProps, onFinish, formLoading, form } = useEndpointForm(api['backoffice-bookings'].refunds, {
    params: { id: booking.id },
    resource: 'backoffice-bookings',
    successNotification,
    onMutationSuccess: () => {
      form.resetFields();
      void refresh();
    },
  });
  const left = Math.max(0, (booking.refundDueKopecks ?? 0) - booking.refundedKopecks);
  const cancelled = booking.status === 'cancelled';
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions size="small" column={1} bordered>
        {/* The booking's own cancellation policy with its deadline (docs/rules.md R5.30). */}
        <Descriptions.Item label={t('cancellationPolicy.title')}>
          <span data-testid="bo-cancellation-terms">{booking.cancellationTerms.text}</span>
        </Descriptions.Item>
        {!cancelled ? (
          <Descriptions.Item label={t('backoffice-bookings.fields.refundQuote')}>
            <span data-testid="bo-refund-quote">{money(booking.refundQuoteKopecks)}</span>
          </Descriptions.Item>
        ) : null}
        {booking.cancelReason ? (
          <Descriptions.Item label={t('backoffice-bookings.fields.cancelReason')}>
            {t(`backoffice-bookings.cancelReasons.${booking.cancelReason}`)}
          </Descriptions.Item>
        ) : null}
        {booking.refundDueKopecks !== null ? (
          <Descriptions.Item label={t('backoffice-bookings.fields.refundDue')}>
            {money(booking.refundDueKopecks)}
          </Descriptions.Item>
        ) : null}
        {booking.refundDueKopecks !== null ? (
          <Descriptions.Item label={t('backoffice-bookings.fields.refunded')}>
            {money(booking.refundedKopecks)}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Space wrap>
        {booking.cancellationState === 'received' ? (
          <Popconfirm
            title={t('backoffice-bookings.actions.processCancellation')}
            description={t('backoffice-bookings.actions.processCancellationText', {
              amount: money(booking.refundQuoteKopecks),
            })}
            okText={t('backoffice-bookings.actions.processCancellation')}
            cancelText={t('buttons.cancel')}
            onConfirm={processCancellation}
          >
            <Button type="primary" danger loading={pending}>
              {t('backoffice-bookings.actions.processCancellation')}
            </Button>
          </Popconfirm>
        ) : null}
        {!cancelled ? (
          <Popconfirm
            title={t('backoffice-bookings.actions.cancel')}
            description={t('backoffice-bookings.actions.cancelText', { amount: money(booking.paidKopecks) })}
            okText={t('backoffice-bookings.actions.cancel')}
            cancelText={t('buttons.cancel')}
            onConfirm={cancel}
          >
            <Button danger loading={pending}>
              {t('backoffice-bookings.actions.cancel')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
      {/* A cancellation's refund, or what a confirmed tax exemption owes back on a paid booking (R5.26). */}
      {left > 0 ? (
        <Form<RefundBody>
          {...formProps}
          layout="inline"
          initialValues={{ amountKopecks: left }}
          onFinish={(v) => onFinish({ amountKopecks: v.amountKopecks, note: v.note || undefined })}
        >
          <Form.Item
            name="amountKopecks"
            {...kopecksField}
            label={t('backoffice-bookings.actions.refundAmount')}
            rules={[{ required: true }, decimalRule(t, 2)]}
          >
            <DecimalInput min={0.01} max={left / 100} step={100} precision={2} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="note">
            <Input placeholder={t('backoffice-bookings.fields.note')} maxLength={500} />
          </Form.Item>
          <Button htmlType="submit" loading={formLoading}>
            {t('backoffice-bookings.actions.recordRefund')}
          </Button>
        </Form>
      ) : null}
      {booking.refunds.length ? (
        <InlineTable
          rowKey="id"
          dataSource={booking.refunds}
          columns={[
            { title: t('backoffice-bookings.fields.createdAt'), render: (_, r) => formatServerTimestamp(r.createdAt) },
            { title: t('backoffice-bookings.fields.amount'), align: 'right', render: (_, r) => money(r.amountKopecks) },
            { title: t('backoffice-bookings.fields.note'), dataIndex: 'note' },
          ]}
        />
      ) : null}
    </Space>
  );
}
