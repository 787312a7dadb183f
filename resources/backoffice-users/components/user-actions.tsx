/**
 * A person's actions (docs/rules.md R16.4, R16.6): grant the owner role (only after ticking that the
 * documents were checked), block or unblock, restore a deleted account with a phone. The two forms
 * sit on `useEndpointModalForm` (the server's errors go under the checkbox or the phone), block and
 * unblock on `useEndpointMutation`; then the person and the list are refetched.
 */
import { Button, Checkbox, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useInvalidate, useTranslate, type OpenNotificationParams } from '@refinedev/core';
import type { BackofficeUserDetail } from '../../../src/contracts/backoffice-users';
import { api } from '../../../src/contracts/api';
import { formErrorNotification, useEndpointMutation } from '../../../providers/endpoints';
import { useEndpointModalForm } from '../../../providers/endpoint-forms';

const R = 'backoffice-users';

export function UserActions({ user }: { user: BackofficeUserDetail }) {
  const t = useTranslate();
  const a = (k: string) => t(`${R}.actions.${k}`);
  const invalidate = useInvalidate();
  const params = { id: user.id };
  const done = (): OpenNotificationParams => ({ type: 'success', message: t('backoffice-bookings.actions.done') });
  const refresh = () => void invalidate({ resource: R, invalidates: ['detail', 'list'], id: user.id });
  const formOptions = {
    params,
    resource: R,
    successNotification: done,
    warnWhenUnsavedChanges: false,
    onMutationSuccess: refresh,
  };
  const grant = useEndpointModalForm(api['backoffice-users'].grantOwner, formOptions);
  const restore = useEndpointModalForm(api['backoffice-users'].restore, formOptions);
  const checked = Form.useWatch('documentsChecked', grant.form);
  const phone = Form.useWatch('phone', restore.form);
  const block = useEndpointMutation(api['backoffice-users'].block);
  const unblock = useEndpointMutation(api['backoffice-users'].unblock);
  const run = (m: typeof block) =>
    m
      .mutateAsync({ params, successNotification: done, errorNotification: formErrorNotification })
      .then(refresh, () => undefined);
  return (
    <Space wrap>
      {!user.deleted && !user.roles.includes('owner') && (
        <Button onClick={() => grant.show()}>{a('grantOwner')}</Button>
      )}
      {!user.deleted &&
        (user.blocked ? (
          <Button loading={unblock.isPending} onClick={() => void run(unblock)}>
            {a('unblock')}
          </Button>
        ) : (
          <Popconfirm
            title={a('blockConfirm')}
            okText={a('block')}
            cancelText={t('buttons.cancel')}
            onConfirm={() => run(block)}
          >
            <Button danger>{a('block')}</Button>
          </Popconfirm>
        ))}
      {user.restorable && (
        <Button type="primary" onClick={() => restore.show()}>
          {a('restore')}
        </Button>
      )}
      <Modal
        {...grant.modalProps}
        width={520}
        title={a('grantOwner')}
        okButtonProps={{ ...grant.modalProps.okButtonProps, disabled: !checked }}
        okText={a('grantOwner')}
        cancelText={t('buttons.cancel')}
      >
        <Form {...grant.formProps}>
          <Form.Item name="documentsChecked" valuePropName="checked">
            <Checkbox>{a('documentsChecked')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        {...restore.modalProps}
        width={520}
        title={a('restore')}
        okButtonProps={{ ...restore.modalProps.okButtonProps, disabled: !phone }}
        okText={a('restore')}
        cancelText={t('buttons.cancel')}
      >
        <Form {...restore.formProps}>
          <Form.Item name="phone">
            <Input placeholder="+7 999 000-00-00" aria-label={a('restorePhone')} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
