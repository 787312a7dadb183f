/**
 * /profile (docs/rules.md R7.1, R7.2, R2.11): surname, name, patronymic, e-mail and payer type
 * (PUT app/v1/profile; "Saved!" or "Error while saving"); the contact phone, changed with a code
 * sent to the new number (POST app/v1/profile/phone/code, then POST app/v1/profile/phone); the
 * change-role action between guest/tenant and owner for a person holding both (POST
 * app/v1/auth/role — the header and the sider follow at once); a link to /delete-account.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Form, Input, Radio, Skeleton, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import { useCustomMutation, useGetIdentity, useInvalidateAuthStore, useNotification, useTranslate } from '@refinedev/core';
import { refreshIdentity, type Identity } from '../../providers/auth-provider';
import { queryClient } from '../../providers/api-hooks';
import { useServerErrors } from '../../src/components/server-errors';
import { PhoneInput, phoneRule } from '../../src/components/phone-input';
import { formatPhone, normalizePhone } from '../../src/domain/phone';
import { PAYER_TYPES } from '../../src/domain/booking';
import { otherRole } from '../../src/domain/account';
import type { CodeInfo } from '../../src/contracts/auth';
import type { PhoneChangeBody, ProfileBody } from '../../src/contracts/profile';

/** The personal form: the body of PUT app/v1/profile. */
type ProfileValues = ProfileBody;

/**
 * Re-reads the identity so the header, the sider and every page see the change at once: the
 * cached identity, Refine's auth queries (identity, permissions) and its access-control answers
 * (the sider hides resources whose `meta.roles` exclude the new role).
 */
function useIdentityRefresh() {
  const invalidateAuth = useInvalidateAuthStore();
  return async () => {
    refreshIdentity();
    await Promise.all([invalidateAuth(), queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'access' })]);
  };
}

function PersonalForm({ me }: { me: Identity }) {
  const t = useTranslate();
  const [form] = Form.useForm<ProfileValues>();
  const { mutate, mutation } = useCustomMutation<Identity>();
  const { apply, generalError, clear } = useServerErrors(form);
  const refresh = useIdentityRefresh();

  const submit = (values: ProfileValues) => {
    clear();
    mutate(
      {
        url: 'app/v1/profile',
        method: 'put',
        values,
        // One key: antd replaces rather than stacks the message if Refine reports twice.
        successNotification: () => ({ key: 'profile-save', message: t('profile.saved'), type: 'success' }),
        errorNotification: () => ({ key: 'profile-save', message: t('profile.error'), type: 'error' }),
      },
      { onSuccess: () => void refresh(), onError: apply },
    );
  };

  return (
    <Card title={t('profile.personal')}>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark="optional"
        initialValues={{ surname: me.surname ?? '', name: me.name ?? '', patronymic: me.patronymic ?? '', email: me.email ?? '', payerType: me.payerType }}
        style={{ maxWidth: 560 }}
      >
        <Form.Item name="surname" label={t('profile.surname')}>
          <Input autoComplete="family-name" maxLength={60} />
        </Form.Item>
        <Form.Item name="name" label={t('profile.name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
          <Input autoComplete="given-name" maxLength={60} />
        </Form.Item>
        <Form.Item name="patronymic" label={t('profile.patronymic')}>
          <Input autoComplete="additional-name" maxLength={60} />
        </Form.Item>
        <Form.Item name="email" label={t('profile.email')} rules={[{ type: 'email', message: t('validation.email') }]}>
          <Input type="email" autoComplete="email" maxLength={120} />
        </Form.Item>
        <Form.Item name="payerType" label={t('profile.payerType')}>
          <Radio.Group>
            <Space direction="vertical">
              {PAYER_TYPES.map((p) => (
                <Radio key={p} value={p}>
                  {t(`profile.payer.${p}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {generalError && <Alert type="error" showIcon message={generalError} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('profile.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** The phone form: the new number, then the code sent to it (POST app/v1/profile/phone). */
type PhoneValues = Pick<PhoneChangeBody, 'phone'> & Partial<Pick<PhoneChangeBody, 'code'>>;

function PhoneCard({ me }: { me: Identity }) {
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

function RoleCard({ me }: { me: Identity }) {
  const t = useTranslate();
  const { open } = useNotification();
  const { mutate, mutation } = useCustomMutation<Identity>();
  const refresh = useIdentityRefresh();
  const next = otherRole(me.role, me.roles);

  const switchRole = () =>
    next &&
    mutate(
      { url: 'app/v1/auth/role', method: 'post', values: { role: next } },
      {
        onSuccess: async () => {
          await refresh();
          open?.({ type: 'success', message: t('profile.roleSwitched', { role: t(`roles.${next}`) }) });
        },
      },
    );

  return (
    <Card title={t('profile.role')}>
      <Space direction="vertical">
        <span>
          {t('profile.roleNow', { role: '' })}
          <Tag color="blue" data-testid="profile-role">
            {t(`roles.${me.role}`)}
          </Tag>
        </span>
        {next ? (
          <Button icon={<SwapOutlined />} onClick={switchRole} loading={mutation.isPending}>
            {t('profile.switchTo', { role: t(`roles.${next}`) })}
          </Button>
        ) : (
          me.role !== 'owner' && <Typography.Text type="secondary">{t('profile.roleOnlyOne')}</Typography.Text>
        )}
      </Space>
    </Card>
  );
}

export default function ProfilePage() {
  const t = useTranslate();
  const { data: me, isLoading, isError, refetch } = useGetIdentity<Identity>();

  if (isError) {
    return <Alert type="error" showIcon message={t('profile.loadError')} action={<Button onClick={() => refetch()}>{t('common.retry')}</Button>} />;
  }
  if (isLoading || !me) return <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
        {t('profile.title')}
      </Typography.Title>
      <PersonalForm key={me.id} me={me} />
      <PhoneCard me={me} />
      <RoleCard me={me} />
      <Card title={t('profile.dangerZone')}>
        <Link to="/delete-account">
          <Button danger icon={<DeleteOutlined />}>
            {t('profile.deleteAccount')}
          </Button>
        </Link>
      </Card>
    </Space>
  );
}
