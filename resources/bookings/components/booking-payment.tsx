/**
 * Paying a booking (docs/rules.md R5.14–R5.16, R5.27): card or SBP (the last used first) and the pay
 * button (to the acquirer's page and back),
 * disabled until `cardRetryAt` after a failed card payment; for a legal entity the bank transfer,
 * which shows the company's requisites and the 2–3 business days note. Only a booking awaiting
 * payment with no cancellation request is payable. A payer the receipt has no contact for is asked
 * for an e-mail under the method choice and the payment starts again (R5.24, `usePayMethod`).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Descriptions, Space } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { BookingDetail } from '../../../src/contracts/bookings';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';
import type { PaymentMethod } from '../../../src/contracts/payments';
import { formatServerTimestamp } from '../../../src/domain/datetime';
import { goToAcquirer, usePayMethod } from '../../../src/components/pay-method';
import { useMoney } from './use-money';

/** The payment actions of booking `b` (POST app/v1/bookings/{id}/payments); nothing when not payable. */
export function BookingPayment({ booking: b }: { booking: BookingDetail }) {
  const t = useTranslate();
  const m = useMoney();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [showRequisites, setShowRequisites] = useState(false);
  const { mutate, isPending } = useEndpointMutation(api.bookings.pay);
  const { method: acquirerMethod, choice, onPayError } = usePayMethod();

  const pay = (method: PaymentMethod) =>
    mutate(
      { params: { id: b.id }, body: { method } },
      {
        onSuccess: ({ data }) => {
          if (method === 'bank_transfer') {
            setShowRequisites(true);
            void invalidate({ resource: 'bookings', id: b.id, invalidates: ['detail', 'list'] });
            return;
          }
          goToAcquirer(data.confirmationUrl!, navigate);
        },
        onError: (e) => onPayError(e, () => pay(method)),
      },
    );

  const payable = b.status === 'awaiting_payment' && !b.cancellation;
  const r = b.requisites;
  return (
    <>
      {payable ? (
        <Space wrap style={{ marginTop: 24 }}>
          {choice}
          <Button
            type="primary"
            size="large"
            loading={isPending}
            disabled={!!b.cardRetryAt}
            onClick={() => pay(acquirerMethod)}
          >
            {t('payment.payAmount', { amount: m(b.dueKopecks) })}
          </Button>
          {b.payerType === 'legal' ? (
            <Button size="large" onClick={() => pay('bank_transfer')}>
              {t('payment.bankTransfer')}
            </Button>
          ) : null}
        </Space>
      ) : null}
      {payable && b.price.touristTax && b.touristTaxKopecks > 0 ? (
        // The amount's tourist-tax part on its own line (docs/rules.md R5.26).
        <p className="muted-inline" data-testid="payment-tourist-tax">
          {t('touristTax.included', { percent: b.price.touristTax.percent, amount: m(b.touristTaxKopecks) })}
        </p>
      ) : null}
      {payable && b.cardRetryAt ? (
        <p className="muted-inline">{t('payment.retryAt', { time: formatServerTimestamp(b.cardRetryAt) })}</p>
      ) : null}
      {showRequisites && r ? (
        <Descriptions title={t('payment.requisites')} bordered column={1} size="small" style={{ marginTop: 24 }}>
          <Descriptions.Item label={t('payment.recipient')}>{r.recipient}</Descriptions.Item>
          <Descriptions.Item label={t('payment.innKpp')}>
            {r.inn} / {r.kpp}
          </Descriptions.Item>
          <Descriptions.Item label={t('payment.bank')}>{r.bank}</Descriptions.Item>
          <Descriptions.Item label={t('payment.bik')}>{r.bik}</Descriptions.Item>
          <Descriptions.Item label={t('payment.account')}>{r.account}</Descriptions.Item>
          <Descriptions.Item label={t('payment.corrAccount')}>{r.corrAccount}</Descriptions.Item>
          <Descriptions.Item label={t('payment.amount')}>{m(b.dueKopecks)}</Descriptions.Item>
        </Descriptions>
      ) : null}
      {showRequisites ? (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          message={t('payment.bankNote', { number: b.number, deadline: formatServerTimestamp(b.paymentDeadline) })}
        />
      ) : null}
    </>
  );
}
