/**
 * /delete-account (docs/rules.md R7.4): says what happens — profile data removed,
 * bookings, applications, reviews, documents, invoices and payments kept up to six months,
 * recovery only through a manager — then asks for a code sent by SMS to the current number
 * (POST app/v1/account/deletion/code), a confirmation, and DELETE app/v1/account `{ code }`, which
 * ends every session of the user. The browser forgets its token and every cached query at once and
 * goes to /account-deleted in the public layout, so nothing of the deleted user stays on screen.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Form, Input, Modal, Space, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined } from '@ant-design/icons';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import { refreshIdentity, TOKEN_COOKIE, type Identity } from '../../providers/auth-provider';
import { deleteCookie } from '../../providers/cookies';
import { formGeneralError, useEndpointMutation } from '../../providers/endpoints';
import { useEndpointForm } from '../../providers/endpoint-forms';
import { formatPhone } from '../../src/domain/phone';
import { api } from '../../src/contracts/api';
import type { DeleteAccountBody } from '../../src/contracts/profile';
import { apiCache } from '../../providers/api-cache';
import { queryClient } from '../../providers/query-client';
import { LinkButton } from '../../src/components/link-button';
import { PageTitle } from '../../src/components/page-title';

export default function DeleteAccountPage() {
  const t = useTranslate();
  const { data: me } = useGetIdentity<Identity>();
  const [sent, setSent] = useState(false);
  const sendCode = useEndpointMutation(api.profile.deletionCode);
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();
  // DELETE app/v1/account `{ code }`; a wrong code lands under the field.
  const remove = useEndpointForm(api.profile.deleteAccount, {
    errorNotification: false,
    onMutationSuccess: () => {
      deleteCookie(TOKEN_COOKIE);
      deleteCookie('auth-token');
      refreshIdentity();
      queryClient.clear();
      apiCache.clear();
      navigate('/account-deleted', { replace: true });
    },
  });
  const generalError = formGeneralError(sent ? remove.mutation.error : sendCode.mutation.error);

  const requestCode = () => sendCode.mutate({}, { onSuccess: () => setSent(true) });

  const submit = ({ code }: DeleteAccountBody) => {
    void modal.confirm({
      title: t('deleteAccount.confirmTitle'),
      content: t('deleteAccount.confirmText'),
      okText: t('deleteAccount.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      // Closes when the answer is in, either way (formProps.onFinish never rejects).
      onOk: async () => {
        await remove.formProps.onFinish?.({ code });
      },
    });
  };

  return (
    <Card style={{ maxWidth: 640 }}>
      {modalHolder}
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <LinkButton to="/profile" type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }}>
          {t('deleteAccount.back')}
        </LinkButton>
        <PageTitle>{t('deleteAccount.title')}</PageTitle>
        <Typography.Paragraph strong style={{ margin: 0 }}>
          {t('deleteAccount.intro')}
        </Typography.Paragraph>
        <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="delete-consequences">
          <li>{t('deleteAccount.removed')}</li>
          <li>{t('deleteAccount.kept')}</li>
          <li>{t('deleteAccount.recovery')}</li>
          <li>{t('deleteAccount.sessions')}</li>
        </ul>
        {!sent ? (
          <Space direction="vertical">
            {generalError && <Alert type="error" showIcon message={generalError} />}
            <Button danger onClick={requestCode} loading={sendCode.isPending}>
              {t('deleteAccount.getCode')}
            </Button>
          </Space>
        ) : (
          <Form {...remove.formProps} layout="vertical" onFinish={submit} style={{ maxWidth: 360 }}>
            <Alert
              type="info"
              showIcon
              message={t('deleteAccount.codeSent', { phone: me ? formatPhone(me.phone) : '' })}
              style={{ marginBottom: 16 }}
            />
            <Form.Item
              name="code"
              label={t('deleteAccount.code')}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
            {generalError && <Alert type="error" showIcon message={generalError} style={{ marginBottom: 16 }} />}
            <Button
              type="primary"
              danger
              htmlType="submit"
              icon={<DeleteOutlined />}
              loading={remove.mutation.isPending}
            >
              {t('deleteAccount.submit')}
            </Button>
          </Form>
        )}
      </Space>
    </Card>
  );
}
