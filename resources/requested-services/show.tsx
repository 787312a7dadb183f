/**
 * /requested-service/{id}, /requested-service-payment-success/{id}, /service-payment-success/{id}
 * (docs/rules.md R15.5, R15.6): one order on `useShow` — the payment result after the acquirer
 * (`?payment=<id>`), its state (paid or not, then scheduled, done), paying while unpaid and
 * cancelling within the service's rules (`api['requested-services'].pay` / `.cancel` on
 * `useEndpointMutation`, then `useInvalidate`).
 */
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { App, Button, Card, Descriptions, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useInvalidate, useTranslate, type HttpError } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import { useEndpointMutation } from '../../providers/endpoints';
import { PaymentResult } from '../../src/components/payment-result';
import { OrderStatusTag } from './components/status';
import { useServiceFormat } from './components/use-format';
import { useEndpointShow } from '../../providers/endpoints';
import { ShowFailed } from '../../src/components/show-failed';
import { RecordShow } from '../../src/components/record-show';
import { goToAcquirer, usePayMethod } from '../../src/components/pay-method';

export default function RequestedServiceShow() {
  const { id } = useParams();
  const t = useTranslate();
  const f = useServiceFormat();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const invalidate = useInvalidate();
  const { query, result: o } = useEndpointShow(api['requested-services'].show, {
    id,
    errorNotification: false,
  });
  const pay = useEndpointMutation(api['requested-services'].pay);
  const { method, choice, onPayError } = usePayMethod();
  const cancel = useEndpointMutation(api['requested-services'].cancel);
  const busy = pay.isPending || cancel.isPending;
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError || !o) {
    return (
      <ShowFailed
        query={query}
        notFound={t('requested-services.errors.notFound')}
        back={{ to: '/requested-services', label: t('requested-services.titles.list') }}
        retry={false}
      />
    );
  }
  const refresh = () => void invalidate({ resource: 'requested-services', id: o.id, invalidates: ['detail', 'list'] });
  const failed = (e: HttpError) => notification.error({ message: e.message });
  const startPayment = () =>
    pay.mutate(
      { params: { id: o.id }, body: { method } },
      {
        onSuccess: ({ data }) => {
          const url = data.confirmationUrl;
          if (!url) return refresh();
          return goToAcquirer(url, navigate);
        },
        onError: (e) => onPayError(e, startPayment),
      },
    );
  const cancelOrder = () =>
    cancel.mutate(
      { params: { id: o.id } },
      {
        onSuccess: () => {
          notification.success({ message: t('requested-services.hints.cancelled') });
          refresh();
        },
        onError: failed,
      },
    );
  return (
    <RecordShow
      resource="requested-services"
      id={o.id}
      back={{ to: '/requested-services', label: t('requested-services.titles.list') }}
      title={t('requested-services.titles.show', { id: o.id })}
    >
      {paymentId ? <PaymentResult paymentId={paymentId} recordId={o.id} resource="requested-services" /> : null}
      <Card size="small">
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('requested-services.fields.service')}>
            <Link to={`/services/${o.serviceCode}`}>{o.serviceTitle}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('requested-services.fields.status')}>
            <OrderStatusTag order={o} />
          </Descriptions.Item>
          {o.optionTitle && (
            <Descriptions.Item label={t('requested-services.fields.option')}>{o.optionTitle}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('requested-services.fields.date')}>
            {f.date(o.dateFrom)}
            {o.dateTo ? ` – ${f.date(o.dateTo)}` : ''}
          </Descriptions.Item>
          {o.slot && <Descriptions.Item label={t('requested-services.fields.slot')}>{o.slot}</Descriptions.Item>}
          <Descriptions.Item label={t('requested-services.fields.persons')}>{o.persons}</Descriptions.Item>
          {o.hours !== null && (
            <Descriptions.Item label={t('requested-services.fields.hours')}>{o.hours}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('requested-services.fields.total')}>
            {/* One inline box: the item's content is a flex row, which drops the space before «(2 × 900 ₽)». */}
            <span data-testid="order-price-line">
              <strong data-testid="order-total">
                {o.totalKopecks ? f.money(o.totalKopecks) : t('requested-services.hints.free')}
              </strong>
              {o.units > 1 &&
                ` (${t('requested-services.hints.units', { units: o.units, unit: f.money(o.unitKopecks) })})`}
            </span>
          </Descriptions.Item>
          {o.comment && (
            <Descriptions.Item label={t('requested-services.fields.comment')}>{o.comment}</Descriptions.Item>
          )}
          {o.refundKopecks ? (
            <Descriptions.Item label={t('requested-services.fields.refund')}>
              {f.money(o.refundKopecks)}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        {o.status === 'awaiting_payment' && (
          <Typography.Paragraph type="warning">
            {t('requested-services.hints.payBy', { time: f.time(o.payDeadline) })}
          </Typography.Paragraph>
        )}
        <Space wrap>
          {o.status === 'awaiting_payment' && choice}
          {o.status === 'awaiting_payment' && (
            <Button type="primary" size="large" loading={busy} onClick={startPayment}>
              {t('requested-services.actions.pay')} · {f.money(o.totalKopecks)}
            </Button>
          )}
          {o.canCancel && (
            <Popconfirm title={t('requested-services.actions.cancelConfirm')} onConfirm={cancelOrder}>
              <Button danger loading={busy}>
                {t('requested-services.actions.cancel')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Card>
    </RecordShow>
  );
}
