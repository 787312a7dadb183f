/** The contact phone card of /profile (docs/rules.md R7.2): a new number, then the code sent to it. */
import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useCustomMutation, useNotification, useTranslate } from '@refinedev/core';
import type { Identity } from '../../../providers/auth-provider';
import { useServerErrors } from '../../../src/components/server-errors';
import { PhoneInput, phoneRule } from '../../../src/components/phone-input';
import { formatPhone, normalizePhone } from '../../../src/domain/phone';
import type { CodeInfo } from '../../../src/contracts/auth';
import type { PhoneChangeBody } from '../../../src/contracts/profile';
import { useIdentityRefresh } from './identity-refresh';

/** The phone form's values: the new number, then the code sent to it. */
type PhoneValues = Pick<PhoneChangeBody, 'phone'> & Partial<Pick<PhoneChangeBody, 'code'>>;

/** The contact phone of `me` and its change: POST app/v1/profile/phone/code, then POST app/v1/profile/phone. */
export function PhoneCard({ me }: { me: Identity }) {
  const t = useTranslate();
  const { open } = useNotification();
  const [form] = Form.useForm<PhoneValues>();
  const [editing, setEditing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sendCode = useCustomMutation<CodeInfo>();
  const confirm = useCustomMutation<Identity>();
  const { apply, generalError, clear } = useServerErrors(form);
  const refresh = useIdentityRefresh();

  const reset = () => {
    setEditing(false);
    setSentTo(null);
    form.resetFields();
    clear();
  };

  const submit = (values: PhoneValues) => {
    clear();
    const phone = normalizePhone(values.phone) ?? values.phone;
    if (!sentTo || sentTo !== phone) {
      sendCode.mutate(
        { url: 'app/v1/profile/phone/code', method: 'post', values: { phone }, errorNotification: false },
        { onSuccess: () => setSentTo(phone), onError: apply },
      );
      return;
    }
    confirm.mutate(
      { url: 'app/v1/profile/phone', method: 'post', values: { phone, code: values.code ?? '' }, errorNotification: false },
      {
        onSuccess: async () => {
          open?.({ type: 'success', message: t('profile.phoneChanged') });
          reset();
          await refresh();
        },
        onError: apply,
      },
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
        <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 400, marginTop: 16 }}>
          <Form.Item name="phone" label={t('profile.newPhone')} rules={[phoneRule(t)]}>
            <PhoneInput onChange={() => sentTo && setSentTo(null)} />
          </Form.Item>
          {sentTo && (
            <>
              <Alert type="info" showIcon message={t('profile.codeSent', { phone: formatPhone(sentTo) })} style={{ marginBottom: 16 }} />
              <Form.Item name="code" label={t('profile.code')} rules={[{ required: true, message: t('validation.required') }]}>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
              </Form.Item>
            </>
          )}
          {generalError && <Alert type="error" showIcon message={generalError} style={{ marginBottom: 16 }} />}
          <Space>
            <Button type="primary" htmlType="submit" loading={sendCode.mutation.isPending || confirm.mutation.isPending}>
              {sentTo ? t('profile.confirmPhone') : t('profile.getCode')}
            </Button>
            <Button onClick={reset}>{t('common.cancel')}</Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
