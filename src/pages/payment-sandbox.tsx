/**
 * /payment-sandbox/{paymentId} — the local sandbox acquirer (docs/rules.md R5.20; docs/architecture.md
 * § Outside services): the default payment adapter's page, where the payer chooses success or failure;
 * the page lists the receipt's items as the acquirer received them (docs/rules.md R5.24);
 * then the payer returns to the booking (or the utility account, R10.7), which shows the result. No money moves.
 * An SBP payment (R5.27) shows its QR code on a desktop and the bank app's button on a phone (./payment-sandbox-sbp.tsx).
 */
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Result, Skeleton, Space } from 'antd';
import { useInvalidateAuthStore, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../domain/money';
import type { Locale } from '../domain/plural';
import { api } from '../contracts/api';
import { useEndpointMutation, useEndpointQuery } from '../../providers/endpoints';
import { FiscalReceipts } from '../components/fiscal-receipt';
import { SandboxSbp } from './payment-sandbox-sbp';

export default function PaymentSandboxPage() {
  const { paymentId } = useParams();
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'en' ? 'en' : 'ru') as Locale;
  const navigate = useNavigate();
  const { query } = useEndpointQuery(api.payments.show, { params: { id: paymentId ?? '' }, enabled: !!paymentId });
  const p = query.data?.data;
  const { mutate, mutation } = useEndpointMutation(api.payments.sandbox);
  const invalidateAuth = useInvalidateAuthStore();
  // A success changes the person's last used method (R5.27): the identity is read again.
  const decide = (outcome: 'succeeded' | 'failed') =>
    mutate(
      { params: { id: paymentId ?? '' }, body: { outcome } },
      {
        onSuccess: ({ data }) => {
          if (data.status === 'succeeded') void invalidateAuth();
          navigate(data.returnUrl);
        },
      },
    );
  if (query.isLoading)
    return (
      <div className="page-container section">
        <Skeleton active />
      </div>
    );
  if (query.isError || !p) {
    return (
      <div className="page-container section">
        <Result
          status="error"
          title={(query.error as HttpError | null)?.message ?? t('payment.notFound')}
          extra={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
        />
      </div>
    );
  }
  return (
    <div className="page-container section">
      <Card className="centered-card" title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('payment.sandboxTitle')}</h1>}>
        <p>{t('payment.sandboxText')}</p>
        <p>
          {p.bookingNumber
            ? t('bookings.number', { number: p.bookingNumber })
            : p.accountNumber
              ? t('bills.fields.accountNumber', { number: p.accountNumber })
              : p.label}
          <br />
          <strong style={{ fontSize: 24 }} data-testid="sandbox-amount">
            {formatMoney(p.amountKopecks, lang)}
          </strong>
        </p>
        <FiscalReceipts receipts={p.fiscalReceipts.filter((r) => r.kind === 'payment')} itemsOnly />
        {mutation.error ? (
          <Alert type="error" showIcon message={(mutation.error as HttpError).message} style={{ marginBottom: 12 }} />
        ) : null}
        {p.status === 'pending' && p.method === 'sbp' ? <SandboxSbp paymentId={String(p.id)} /> : null}
        {p.status === 'pending' ? (
          <Space>
            <Button type="primary" size="large" loading={mutation.isPending} onClick={() => decide('succeeded')}>
              {t('payment.sandboxPay')}
            </Button>
            <Button danger size="large" disabled={mutation.isPending} onClick={() => decide('failed')}>
              {t('payment.sandboxDecline')}
            </Button>
          </Space>
        ) : (
          <Button type="primary" onClick={() => navigate(p.returnUrl)}>
            {p.bookingId
              ? t('bookings.goToBooking')
              : p.utilityAccountId
                ? t('bills.actions.backToAccount')
                : t('payment.back')}
          </Button>
        )}
      </Card>
    </div>
  );
}
