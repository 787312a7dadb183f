/** The personal card of /profile (docs/rules.md R7.1): surname, name, patronymic, e-mail and payer type; PUT app/v1/profile. */
import { Alert, Button, Card, Form, Input, Radio, Space } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { Identity } from '../../../providers/auth-provider';
import { formGeneralError } from '../../../providers/endpoints';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import { PAYER_TYPES } from '../../../src/domain/bookings';
import { api } from '../../../src/contracts/api';
import { useIdentityRefresh } from './identity-refresh';
import { RadioGroupField } from '../../../src/components/radio-group-field';
import { ConsentIfMissing } from '../../../src/components/consent-needed';

/** The personal form of person `me`; "Saved!" or "Error while saving", field errors under the fields. */
export function PersonalForm({ me }: { me: Identity }) {
  const t = useTranslate();
  const refresh = useIdentityRefresh();
  // The body of PUT app/v1/profile; field errors land under the fields.
  const { formProps, mutation } = useEndpointForm(api.profile.update, {
    // One key: antd replaces rather than stacks the message if Refine reports twice.
    successNotification: () => ({ key: 'profile-save', message: t('profile.saved'), type: 'success' }),
    errorNotification: () => ({ key: 'profile-save', message: t('profile.error'), type: 'error' }),
    onMutationSuccess: () => void refresh(),
  });
  const generalError = formGeneralError(mutation.error);

  return (
    <Card title={t('profile.personal')}>
      <Form
        {...formProps}
        layout="vertical"
        requiredMark="optional"
        initialValues={{
          surname: me.surname ?? '',
          name: me.name ?? '',
          patronymic: me.patronymic ?? '',
          email: me.email ?? '',
          payerType: me.payerType,
        }}
        style={{ maxWidth: 560 }}
      >
        <Form.Item name="surname" label={t('profile.surname')}>
          <Input autoComplete="family-name" maxLength={60} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('profile.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input autoComplete="given-name" maxLength={60} />
        </Form.Item>
        <Form.Item name="patronymic" label={t('profile.patronymic')}>
          <Input autoComplete="additional-name" maxLength={60} />
        </Form.Item>
        <Form.Item name="email" label={t('profile.email')} rules={[{ type: 'email', message: t('validation.email') }]}>
          <Input type="email" autoComplete="email" maxLength={120} />
        </Form.Item>
        <Form.Item name="payerType" label={t('profile.payerType')} required>
          <RadioGroupField aria-label={t('profile.payerType')}>
            <Space direction="vertical">
              {PAYER_TYPES.map((p) => (
                <Radio key={p} value={p}>
                  {t(`profile.payer.${p}`)}
                </Radio>
              ))}
            </Space>
          </RadioGroupField>
        </Form.Item>
        <ConsentIfMissing kind="personal_data" />
        {generalError && <Alert type="error" showIcon message={generalError} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('profile.save')}
        </Button>
      </Form>
    </Card>
  );
}
