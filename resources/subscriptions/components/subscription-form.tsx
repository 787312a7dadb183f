/**
 * Connecting a subscription (`add-subscription`, docs/rules.md R12.8), on /subscriptions/create and
 * /my-rooms/{id}/add-subscription (the room chosen): a room the caller may pay for and
 * a service with its monthly price (GET app/v1/subscriptions/catalog); connecting (POST
 * app/v1/subscriptions) starts the first month's card payment and sends the browser to it; the
 * acquirer returns to the subscription's page. The form states the consent to auto-charge: the
 * card paid with is saved and charged monthly without the owner (docs/rules.md R12.8, R5.22).
 */
import { useNavigate } from 'react-router';
import { Alert, Form, Radio, Select, Typography } from 'antd';
import { Create } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import { useEndpointQuery } from '../../../providers/endpoints';
import { useSubscriptionFormat } from './use-format';
import { goToPayment } from './pay';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import { PageTitle } from '../../../src/components/page-title';

/** The connect form; `objectId` preselects the room (the caller must be allowed to pay for it, else the server answers 403/404). */
export function SubscriptionForm({ objectId }: { objectId?: number }) {
  const t = useTranslate();
  const f = useSubscriptionFormat();
  const navigate = useNavigate();
  const { formProps, saveButtonProps } = useEndpointForm(api.subscriptions.create, {
    resource: 'subscriptions',
    // Refine's own error notification, as the resource's create has it.
    errorNotification: undefined,
    onMutationSuccess: ({ data: r }) => {
      if (r.payment?.confirmationUrl) goToPayment(r.payment.confirmationUrl, navigate);
      else navigate(`/subscriptions/${r.id}`);
    },
  });
  const { query } = useEndpointQuery(api.subscriptions.catalog, {});
  const catalog = query.data?.data;
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <Create
      resource="subscriptions"
      breadcrumb={false}
      saveButtonProps={{ ...saveButtonProps, children: t('subscriptions.actions.connect') }}
      title={<PageTitle>{t('subscriptions.titles.create')}</PageTitle>}
    >
      {catalog && !catalog.rooms.length ? (
        <Alert type="warning" showIcon message={t('subscriptions.hints.noRooms')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form {...formProps} layout="vertical" style={{ maxWidth: 620 }} initialValues={{ objectId }}>
        <Form.Item name="objectId" label={t('subscriptions.fields.room')} rules={required}>
          <Select
            options={(catalog?.rooms ?? []).map((r) => ({ value: r.id, label: r.label }))}
            loading={query.isLoading}
            data-testid="subscription-room"
          />
        </Form.Item>
        <Form.Item name="service" label={t('subscriptions.fields.service')} rules={required}>
          <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            {(catalog?.services ?? []).map((s) => (
              <Radio key={s.code} value={s.code}>
                {t(`subscriptions.service.${s.code}`)} —{' '}
                {t('subscriptions.perMonth', { price: f.money(s.priceKopecks) })}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Alert
          type="info"
          showIcon
          message={t('subscriptions.hints.consent')}
          style={{ marginBottom: 12 }}
          data-testid="subscription-consent"
        />
        <Typography.Paragraph type="secondary">{t('subscriptions.hints.charges')}</Typography.Paragraph>
      </Form>
    </Create>
  );
}
