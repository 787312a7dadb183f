/**
 * /bookings/{bookingId} (docs/rules.md R5.12–R5.19): what a confirmation shows — number, dates,
 * objects, guests, tariff, price, paid and due, deadline, state — with the payment actions (card
 * through the acquirer; bank transfer with the requisites and the 2–3 business days note for a
 * legal entity), the payment result after the acquirer's return (`?payment=<id>`: "Payment was
 * successful", or "Payment failed" in an alert titled Error), and the cancellation request with
 * its state. A booking made while logged out is first attached to the account (claim token).
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, App, Button, Descriptions, Popconfirm, Result, Skeleton, Space } from 'antd';
import { useCustom, useCustomMutation, useOne, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { request, toHttpError } from '../../providers/http';
import { formatMoney } from '../../src/domain/money';
import { formatServerTimestamp } from '../../src/domain/datetime';
import type { Locale } from '../../src/domain/plural';
import { claimKey } from './order';
import { BookingStatusTag, periodText, useGuestsText } from './status';

/** GET app/v1/bookings/{id}. */
export interface BookingDetail {
  id: number;
  number: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: { adults: number; children: number[] };
  tariff: { id: number; name: string; refundable: boolean } | null;
  objects: { id: number; title: string; buildingName: string; floor: number; number: string; rateKopecks: number; amountKopecks: number }[];
  price: { nights: number; tariffAdjustmentKopecks: number; totalKopecks: number };
  totalKopecks: number;
  paidKopecks: number;
  dueKopecks: number;
  paymentDeadline: string;
  status: 'awaiting_payment' | 'paid' | 'cancelled';
  cancelReason: 'unpaid' | 'request' | null;
  cancellation: { state: 'received' | 'processed'; requestedAt: string | null; processedAt: string | null; refundKopecks: number | null } | null;
  payerType: 'individual' | 'entrepreneur' | 'legal';
  contact: { surname: string; name: string; patronymic?: string; phone: string; email?: string; companyName?: string; inn?: string };
  payments: { id: number; method: string; status: string; amountKopecks: number }[];
  cardRetryAt: string | null;
  requisites: Record<string, string> | null;
}

/** The payment result shown after the acquirer sends the payer back. */
function PaymentResult({ paymentId, onFinal }: { paymentId: string; onFinal: () => void }) {
  const { t } = useTranslation();
  const { query } = useCustom<{ status: string }>({
    url: `app/v1/payments/${paymentId}`,
    method: 'get',
    errorNotification: false,
    queryOptions: { refetchInterval: (q) => ((q.state.data?.data as { status?: string } | undefined)?.status === 'pending' ? 2000 : false) },
  });
  const status = (query.data?.data as { status?: string } | undefined)?.status;
  useEffect(() => {
    if (status && status !== 'pending') onFinal();
  }, [status, onFinal]);
  if (query.isError) return null;
  if (!status) return <Skeleton.Input active />;
  if (status === 'succeeded') return <Alert type="success" showIcon message={t('payment.success')} style={{ marginBottom: 16 }} role="status" />;
  if (status === 'failed') return <Alert type="error" showIcon message={t('payment.errorTitle')} description={t('payment.failed')} style={{ marginBottom: 16 }} role="alert" />;
  return <Alert type="info" showIcon message={t('payment.inProgress')} style={{ marginBottom: 16 }} />;
}

export default function BookingShowPage() {
  const { id } = useParams();
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'en' ? 'en' : 'ru') as Locale;
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const guestsText = useGuestsText();
  const [claimState, setClaimState] = useState<'pending' | 'done' | string>(() => (id && localStorage.getItem(claimKey(id)) ? 'pending' : 'done'));
  const [showRequisites, setShowRequisites] = useState(false);

  useEffect(() => {
    if (claimState !== 'pending' || !id) return;
    const token = localStorage.getItem(claimKey(id))!;
    request('post', `app/v1/bookings/${id}/claim`, { token })
      .then(() => {
        localStorage.removeItem(claimKey(id));
        setClaimState('done');
      })
      .catch((e) => {
        localStorage.removeItem(claimKey(id));
        setClaimState(toHttpError(e).message);
      });
  }, [claimState, id]);

  const { query, result: b } = useOne<BookingDetail, HttpError>({ resource: 'bookings', id, queryOptions: { enabled: claimState !== 'pending' }, errorNotification: false });
  const { mutate, mutation } = useCustomMutation<{ confirmationUrl: string | null; booking?: BookingDetail }>();

  if (claimState === 'pending' || query.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.isError || !b) {
    const notFound = query.error?.statusCode === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('booking.notFound') : t('error.loadFailed')}
        subTitle={claimState !== 'done' ? claimState : undefined}
        extra={notFound ? <Link to="/dashboard">{t('pages.dashboard')}</Link> : <Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }

  const pay = (method: 'card' | 'bank_transfer') =>
    mutate(
      { url: `app/v1/bookings/${b.id}/payments`, method: 'post', values: { method }, errorNotification: false, successNotification: false },
      {
        onSuccess: ({ data }) => {
          if (method === 'bank_transfer') {
            setShowRequisites(true);
            return;
          }
          const url = data.confirmationUrl!;
          if (url.startsWith('/')) navigate(url);
          else window.location.assign(url);
        },
        onError: (e) => notification.error({ message: t('payment.errorTitle'), description: e.message }),
      },
    );
  const requestCancel = () =>
    mutate(
      { url: `app/v1/bookings/${b.id}/cancellation-request`, method: 'post', values: {}, errorNotification: false, successNotification: false },
      {
        onSuccess: () => {
          notification.success({ message: t('booking.cancellationSent') });
          void query.refetch();
        },
        onError: (e) => notification.error({ message: e.message }),
      },
    );

  const payable = b.status === 'awaiting_payment' && !b.cancellation;
  const m = (k: number) => formatMoney(k, lang);
  return (
    <div>
      <h1 style={{ fontSize: 26 }}>
        {t('booking.number', { number: b.number })} <BookingStatusTag status={b.status} />
      </h1>
      {paymentId ? <PaymentResult paymentId={paymentId} onFinal={() => void query.refetch()} /> : null}
      {b.cancellation ? (
        <Alert
          type={b.cancellation.state === 'processed' ? 'success' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          message={t(`booking.cancellation.${b.cancellation.state}`)}
          description={b.cancellation.refundKopecks !== null ? t('booking.refund', { amount: m(b.cancellation.refundKopecks) }) : undefined}
          data-testid="cancellation-state"
        />
      ) : null}
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label={t('booking.dates')}>
          {periodText(b.checkIn, b.checkOut)} · {t('booking.nights', { count: b.nights })}
        </Descriptions.Item>
        <Descriptions.Item label={t('booking.objects')}>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {b.objects.map((o) => (
              <li key={o.id}>
                <Link to={`/objects/${o.id}`}>{o.title}</Link> · {o.buildingName} · {t('booking.nightsTimesRate', { nights: t('booking.nights', { count: b.nights }), rate: m(o.rateKopecks) })} = {m(o.amountKopecks)}
              </li>
            ))}
          </ul>
        </Descriptions.Item>
        <Descriptions.Item label={t('booking.guests')}>{guestsText(b.guests)}</Descriptions.Item>
        <Descriptions.Item label={t('booking.tariff')}>
          {b.tariff?.name} ({m(b.price.tariffAdjustmentKopecks)})
        </Descriptions.Item>
        <Descriptions.Item label={t('booking.total')}>
          <strong data-testid="booking-total">{m(b.totalKopecks)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('booking.paid')}>
          <span data-testid="booking-paid">{m(b.paidKopecks)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('booking.due')}>{m(b.dueKopecks)}</Descriptions.Item>
        {b.status === 'awaiting_payment' ? (
          <Descriptions.Item label={t('booking.deadlineLabel')}>
            {t('booking.deadline', { date: formatServerTimestamp(b.paymentDeadline) })}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('booking.state')}>
          {t(`booking.status.${b.status}`)}
          {b.cancelReason ? ` · ${t(`booking.cancelReason.${b.cancelReason}`)}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('booking.payerType')}>
          {t(`booking.payer.${b.payerType}`)}
          {b.contact.companyName ? ` · ${b.contact.companyName}` : ''}
          {b.contact.inn ? ` · ${t('booking.inn')} ${b.contact.inn}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('booking.contacts')}>
          {[b.contact.surname, b.contact.name, b.contact.patronymic].filter(Boolean).join(' ')} · {b.contact.phone}
          {b.contact.email ? ` · ${b.contact.email}` : ''}
        </Descriptions.Item>
      </Descriptions>

      {payable ? (
        <Space wrap style={{ marginTop: 24 }}>
          <Button type="primary" size="large" loading={mutation.isPending} disabled={!!b.cardRetryAt} onClick={() => pay('card')}>
            {t('payment.payAmount', { amount: m(b.dueKopecks) })}
          </Button>
          {b.payerType === 'legal' ? (
            <Button size="large" onClick={() => pay('bank_transfer')}>
              {t('payment.bankTransfer')}
            </Button>
          ) : null}
        </Space>
      ) : null}
      {payable && b.cardRetryAt ? <p className="muted-inline">{t('payment.retryAt', { time: formatServerTimestamp(b.cardRetryAt) })}</p> : null}
      {showRequisites && b.requisites ? (
        <Descriptions title={t('payment.requisites')} bordered column={1} size="small" style={{ marginTop: 24 }}>
          <Descriptions.Item label={t('payment.recipient')}>{b.requisites.recipient}</Descriptions.Item>
          <Descriptions.Item label={t('payment.innKpp')}>
            {b.requisites.inn} / {b.requisites.kpp}
          </Descriptions.Item>
          <Descriptions.Item label={t('payment.bank')}>{b.requisites.bank}</Descriptions.Item>
          <Descriptions.Item label={t('payment.bik')}>{b.requisites.bik}</Descriptions.Item>
          <Descriptions.Item label={t('payment.account')}>{b.requisites.account}</Descriptions.Item>
          <Descriptions.Item label={t('payment.corrAccount')}>{b.requisites.corrAccount}</Descriptions.Item>
          <Descriptions.Item label={t('payment.amount')}>{m(b.dueKopecks)}</Descriptions.Item>
        </Descriptions>
      ) : null}
      {showRequisites ? <Alert style={{ marginTop: 12 }} type="info" showIcon message={t('payment.bankNote', { number: b.number })} /> : null}

      {b.status !== 'cancelled' && !b.cancellation ? (
        <div style={{ marginTop: 32 }}>
          <Popconfirm
            title={t('booking.cancelConfirm')}
            description={b.tariff && !b.tariff.refundable ? t('booking.cancelNonRefundable') : undefined}
            okText={t('booking.requestCancellation')}
            cancelText={t('common.cancel')}
            onConfirm={requestCancel}
          >
            <Button danger>{t('booking.requestCancellation')}</Button>
          </Popconfirm>
        </div>
      ) : null}
    </div>
  );
}
