/**
 * /user-info (docs/rules.md R2.8, R7.1): on a first login, the person's surname, name, patronymic and e-mail
 * (PUT app/v1/profile); then on to `to` or /dashboard.
 */
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Form, Input, Typography, Alert } from 'antd';
import { useGetIdentity, useInvalidateAuthStore, useTranslate } from '@refinedev/core';
import { refreshIdentity, safePath, type Identity } from '../../providers/auth-provider';
import { formGeneralError } from '../../providers/endpoints';
import { useEndpointForm } from '../../providers/endpoint-forms';
import { ConsentIfMissing } from '../components/consent-needed';
import { api } from '../contracts/api';

export default function UserInfoPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: me } = useGetIdentity<Identity>();
  const invalidateAuth = useInvalidateAuthStore();
  // Names and e-mail of PUT app/v1/profile; field errors land under the fields.
  const { formProps, mutation } = useEndpointForm(api.profile.update, {
    successNotification: () => ({ message: t('userInfo.saved'), type: 'success' }),
    errorNotification: () => ({ message: t('userInfo.error'), type: 'error' }),
    onMutationSuccess: async () => {
      refreshIdentity();
      await invalidateAuth();
      navigate(safePath(params.get('to')) ?? '/dashboard');
    },
  });
  const generalError = formGeneralError(mutation.error);

  return (
    <Card className="centered-card" style={{ maxWidth: 560 }}>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {t('userInfo.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('userInfo.text')}</Typography.Paragraph>
      <Form
        {...formProps}
        layout="vertical"
        requiredMark="optional"
        initialValues={
          me
            ? { surname: me.surname ?? '', name: me.name ?? '', patronymic: me.patronymic ?? '', email: me.email ?? '' }
            : undefined
        }
        key={me?.id}
      >
        <Form.Item name="surname" label={t('userInfo.surname')}>
          <Input autoComplete="family-name" maxLength={60} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('userInfo.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input autoComplete="given-name" maxLength={60} />
        </Form.Item>
        <Form.Item name="patronymic" label={t('userInfo.patronymic')}>
          <Input autoComplete="additional-name" maxLength={60} />
        </Form.Item>
        <Form.Item name="email" label={t('userInfo.email')} rules={[{ type: 'email', message: t('validation.email') }]}>
          <Input type="email" autoComplete="email" maxLength={120} />
        </Form.Item>
        {generalError && <Alert type="error" showIcon message={generalError} style={{ marginBottom: 16 }} />}
        <ConsentIfMissing kind="personal_data" />
        <Button type="primary" htmlType="submit" size="large" loading={mutation.isPending}>
          {t('userInfo.submit')}
        </Button>
      </Form>
    </Card>
  );
}
