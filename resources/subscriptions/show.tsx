/**
 * /subscriptions/{id} (docs/rules.md R12.8) on `<Show>` + `useShow` (GET app/v1/subscriptions/{id}):
 * the payment result after the acquirer (`?payment=<id>`), the facts, paying a due or failed charge
 * (POST …/pay), disconnecting from the date the screen shows after a confirmation (POST
 * …/disconnect with that date), auto-charge (the saved card, or "not set") and turning it off after a
 * confirmation (DELETE …/auto-charge), and the monthly charges with their receipts.
 */
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { App, Button, Card, Descriptions, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { Show } from '@refinedev/antd';
import { useInvalidate, useTranslate, type HttpError } from '@refinedev/core';
import type { SubscriptionCharge } from '../../src/contracts/subscriptions';
import { useEndpointMutation } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';
import { PaymentResult } from '../../src/components/payment-result';
import { useSubscriptionFormat } from './components/use-format';
import { goToPayment } from './components/pay';
import { STATUS_COLORS } from './list';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { LinkButton } from '../../src/components/link-button';
import { useEndpointShow } from '../../providers/endpoints';
import { ShowFailed } from '../../src/components/show-failed';
import { PageTitle } from '../../src/components/page-title';

export default function SubscriptionShowPage() {
  const { id } = useParams();
  const t = useTranslate();
  const f = useSubscriptionFormat();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const invalidate = useInvalidate();
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const { query, result: s } = useEndpointShow(api.subscriptions.show, {
    id,
    errorNotification: false,
  });
  const payCharge = useEndpointMutation(api.subscriptions.pay);
  const disconnectIt = useEndpointMutation(api.subscriptions.disconnect);
  const turnOff = useEndpointMutation(api.subscriptions.autoChargeOff);
  // A failure says what the server said (the actions name no field).
  const errorNotification = (e?: HttpError) => ({
    type: 'error' as const,
    message: t('common.somethingWrong'),
    description: e?.message,
  });
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError || !s) {
    return (
      <ShowFailed
        query={query}
        notFound={t('subscriptions.errors.notFound')}
        back={{ to: '/subscriptions', label: t('subscriptions.titles.list') }}
        retry={false}
      />
    );
  }
  const open = s.charges.find((c) => c.status === 'due' || c.status === 'failed');
  const pay = () =>
    payCharge.mutate(
      { params: { id: s.id }, errorNotification },
      { onSuccess: ({ data }) => goToPayment(data.payment?.confirmationUrl, navigate) },
    );
  const disconnect = () =>
    modal.confirm({
      title: t('subscriptions.actions.disconnect'),
      content: t('subscriptions.actions.disconnectConfirm', { date: f.date(s.disconnectOn) }),
      okButtonProps: { danger: true },
      okText: t('subscriptions.actions.disconnect'),
      onOk: () =>
        new Promise<void>((resolve) =>
          disconnectIt.mutate(
            { params: { id: s.id }, body: { shownOn: s.disconnectOn }, errorNotification },
            {
              onSuccess: () => {
                message.success(t('subscriptions.actions.disconnected', { date: f.date(s.disconnectOn) }));
                void invalidate({ resource: 'subscriptions', id: s.id, invalidates: ['detail', 'list'] });
                resolve();
              },
              onError: () => {
                void invalidate({ resource: 'subscriptions', id: s.id, invalidates: ['detail'] });
                resolve();
              },
            },
          ),
        ),
    });
  const autoChargeOff = () =>
    modal.confirm({
      title: t('subscriptions.actions.autoChargeOff'),
      content: t('subscriptions.actions.autoChargeOffConfirm'),
      okText: t('subscriptions.actions.autoChargeOff'),
      onOk: () =>
        new Promise<void>((resolve) =>
          turnOff.mutate(
            { params: { id: s.id }, errorNotification },
            {
              onSuccess: () => {
                message.success(t('subscriptions.actions.autoChargeOffDone'));
                void invalidate({ resource: 'subscriptions', id: s.id, invalidates: ['detail', 'list'] });
                resolve();
              },
              onError: () => resolve(),
            },
          ),
        ),
    });
  const live = s.status !== 'inactive' && !s.endsOn;
  return (
    <Show
      resource="subscriptions"
      recordItemId={s.id}
      breadcrumb={false}
      goBack={false}
      headerButtons={<LinkButton to="/subscriptions">{t('subscriptions.titles.list')}</LinkButton>}
      title={
        <PageTitle>{t('subscriptions.titles.show', { service: t(`subscriptions.service.${s.service}`) })}</PageTitle>
      }
    >
      {paymentId ? <PaymentResult paymentId={paymentId} recordId={s.id} resource="subscriptions" /> : null}
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('subscriptions.fields.room')}>{s.room}</Descriptions.Item>
          <Descriptions.Item label={t('subscriptions.fields.price')}>{f.money(s.priceKopecks)}</Descriptions.Item>
          <Descriptions.Item label={t('subscriptions.fields.status')}>
            <Tag color={STATUS_COLORS[s.status]} data-testid="subscription-status">
              {t(`subscriptions.status.${s.status}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('subscriptions.fields.startedOn')}>{f.date(s.startedOn)}</Descriptions.Item>
          <Descriptions.Item label={t('subscriptions.fields.nextPayment')}>{f.date(s.nextPaymentOn)}</Descriptions.Item>
          {s.endsOn ? (
            <Descriptions.Item label={t('subscriptions.fields.endsOn')}>{f.date(s.endsOn)}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('subscriptions.fields.autoCharge')}>
            <span data-testid="subscription-auto-charge">
              {s.autoCharge
                ? t('subscriptions.autoCharge.card', { card: s.cardLabel ?? t('subscriptions.autoCharge.savedCard') })
                : t('subscriptions.autoCharge.notSet')}
            </span>
          </Descriptions.Item>
        </Descriptions>
        <Space wrap style={{ marginTop: 12 }}>
          {open && s.status !== 'inactive' ? (
            <Button type="primary" loading={payCharge.isPending} onClick={pay}>
              {t('subscriptions.actions.pay')} · {f.money(open.amountKopecks)}
            </Button>
          ) : null}
          {s.autoCharge ? <Button onClick={autoChargeOff}>{t('subscriptions.actions.autoChargeOff')}</Button> : null}
          {live ? (
            <Button danger onClick={disconnect}>
              {t('subscriptions.actions.disconnect')}
            </Button>
          ) : null}
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('subscriptions.hints.charges')}
        </Typography.Paragraph>
      </Card>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('subscriptions.sections.charges')}
      </Typography.Title>
      <Table<SubscriptionCharge>
        rowKey="id"
        dataSource={s.charges}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          {
            title: t('subscriptions.fields.period'),
            render: (_, c) => `${f.date(c.periodStart)} – ${f.date(c.periodEnd)}`,
          },
          { title: t('subscriptions.fields.amount'), align: 'right', render: (_, c) => f.money(c.amountKopecks) },
          { title: t('subscriptions.fields.status'), render: (_, c) => t(`subscriptions.chargeStatus.${c.status}`) },
          {
            title: t('subscriptions.fields.paidAt'),
            render: (_, c) =>
              (c.paidAt ? formatServerTimestamp(c.paidAt) : null) ??
              (c.retryOn ? `${t('subscriptions.fields.retryOn')} ${f.date(c.retryOn)}` : '—'),
          },
          { title: t('subscriptions.fields.receipt'), render: (_, c) => c.receiptNumber ?? '—' },
        ]}
      />
    </Show>
  );
}
