/** The contact phone card of /profile (docs/rules.md R7.2): a new number, then the code sent to it. */
import { useRef, useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useNotification, useTranslate } from '@refinedev/core';
import type { Identity } from '../../../providers/auth-provider';
import { formGeneralError } from '../../../providers/endpoints';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import { PhoneInput, phoneRule } from '../../../src/components/phone-input';
import { formatPhone, normalizePhone } from '../../../src/domain/phone';
import { api } from '../../../src/contracts/api';
import type { PhoneChangeBody } from '../../../src/contracts/profile';
import { useIdentityRefresh } from './identity-refresh';

/** The phone form's values: the new number, then the code sent to it. */
type PhoneValues = Pick<PhoneChangeBody, 'phone'> & Partial<Pick<PhoneChangeBody, 'code'>>;

/** The contact phone of `me` and its change: POST app/v1/profile/phone/code, then POST app/v1/profile/phone. */
export function PhoneCard({ me }: { me: Identity }) {
  const t = useTranslate();
  const { open } = useNotification();
  const [editing, setEditing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const refresh = useIdentityRefresh();
  // One form, two steps: the code to the new number (POST app/v1/profile/phone/code `{ phone }`),
  // then the change (POST app/v1/profile/phone `{ phone, code }`); the server's errors land under
  // the fields of either step.
  const step = sentTo ? api.profile.phone : api.profile.phoneCode;
  const asked = useRef('');
  const { formProps, form, mutation } = useEndpointForm(step as typeof api.profile.phone, {
    errorNotification: false,
    onMutationSuccess: async () => {
      if (!sentTo) return setSentTo(asked.current);
      open?.({ type: 'success', message: t('profile.phoneChanged') });
      reset();
      await refresh();
    },
  });
  const generalError = formGeneralError(mutation.error);

  const reset = () => {
    setEditing(false);
    setSentTo(null);
    form.resetFields();
    mutation.reset();
  };

  // (Editing the number after the code was sent goes back to the first step: the input's onChange.)
  const submit = (values: PhoneValues) => {
    asked.current = normalizePhone(values.phone) ?? values.phone;
    return formProps.onFinish?.(
      sentTo ? { phone: asked.current, code: values.code ?? '' } : ({ phone: asked.current } as PhoneChangeBody),
    );
  };

  return (
    <Card title={t('profile.phone')}>
      <Space wrap align="center">
        <Typography.Text strong data-testid="profile-phone">
          {formatPhone(me.phone)}
        </Typography.Text>
        {!editing && <Button onClick={() => setEditing(true)}>{t('profile.changePhone')}</Button>}
      </Space>
      {editing && (
        <Form
          {...formProps}
          layout="vertical"
          onFinish={(v) => submit(v as PhoneValues)}
          style={{ maxWidth: 400, marginTop: 16 }}
        >
          <Form.Item name="phone" label={t('profile.newPhone')} rules={[phoneRule(t)]}>
            <PhoneInput onChange={() => sentTo && setSentTo(null)} />
          </Form.Item>
          {sentTo && (
            <>
              <Alert
                type="info"
                showIcon
                message={t('profile.codeSent', { phone: formatPhone(sentTo) })}
                style={{ marginBottom: 16 }}
              />
              <Form.Item
                name="code"
                label={t('profile.code')}
                rules={[{ required: true, message: t('validation.required') }]}
              >
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
              </Form.Item>
            </>
          )}
          {generalError && <Alert type="error" showIcon message={generalError} style={{ marginBottom: 16 }} />}
          <Space>
            <Button type="primary" htmlType="submit" loading={mutation.isPending}>
              {sentTo ? t('profile.confirmPhone') : t('profile.getCode')}
            </Button>
            <Button onClick={reset}>{t('common.cancel')}</Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
