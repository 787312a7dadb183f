/**
 * The payment step's question for a receipt's e-mail (docs/rules.md R5.24): when starting a
 * payment answers 422 with an `email` field error (the person has neither an e-mail nor a phone the
 * acquirer accepts), the step shows this inline form; the e-mail is saved to the profile
 * (PUT app/v1/profile, keeping the names) and the payment is started again.
 */
import { Alert, Button, Form, Input } from 'antd';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import { api } from '../contracts/api';
import { useEndpointMutation } from '../../providers/endpoints';
import { refreshIdentity, type Identity } from '../../providers/auth-provider';

export { asksForEmail } from './receipt-email-check';

/** The inline e-mail form; `onSaved` starts the payment again. `fallbackName` fills a profile without a name. */
export function ReceiptEmail({ onSaved, fallbackName }: { onSaved: () => void; fallbackName: string }) {
  const t = useTranslate();
  const { data: me } = useGetIdentity<Identity>();
  const { mutate, isPending, mutation } = useEndpointMutation(api.profile.update);
  const save = ({ email }: { email: string }) =>
    mutate(
      {
        body: {
          name: me?.name || fallbackName,
          surname: me?.surname ?? undefined,
          patronymic: me?.patronymic ?? undefined,
          email,
        },
      },
      {
        onSuccess: () => {
          refreshIdentity();
          onSaved();
        },
      },
    );
  return (
    <Form layout="vertical" onFinish={save} style={{ marginTop: 16, maxWidth: 420 }} data-testid="receipt-email">
      <Alert type="info" showIcon message={t('payment.contactNeeded')} style={{ marginBottom: 12 }} />
      <Form.Item
        name="email"
        label={t('payment.fiscal.askEmail')}
        rules={[{ required: true, type: 'email', message: t('validation.email') }]}
        validateStatus={mutation.error ? 'error' : undefined}
        help={mutation.error?.message}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isPending}>
        {t('payment.fiscal.saveAndPay')}
      </Button>
    </Form>
  );
}
