/**
 * A person's actions (docs/rules.md R16.4, R16.6): grant the owner role (only after ticking that the
 * documents were checked), block or unblock, restore a deleted account with a phone. Non-CRUD verbs
 * through `useCustomMutation`, then `useInvalidate`.
 */
import { useState } from 'react';
import { Button, Checkbox, Input, Modal, Popconfirm, Space } from 'antd';
import { useApiUrl, useCustomMutation, useInvalidate, useTranslate } from '@refinedev/core';
import type { BackofficeUserDetail } from '../../../src/contracts/backoffice-users';

export function UserActions({ user }: { user: BackofficeUserDetail }) {
  const t = useTranslate();
  const a = (k: string) => t(`backoffice-users.actions.${k}`);
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();
  const [grant, setGrant] = useState(false);
  const [checked, setChecked] = useState(false);
  const [restore, setRestore] = useState(false);
  const [phone, setPhone] = useState('');
  const run = async (verb: string, values: object = {}) => {
    await mutateAsync({ url: `${apiUrl}/backoffice/users/${user.id}/${verb}`, method: 'post', values, successNotification: () => ({ type: 'success', message: t('backoffice-bookings.actions.done') }) });
    await invalidate({ resource: 'backoffice-users', invalidates: ['detail', 'list'], id: user.id });
  };
  return (
    <Space wrap>
      {!user.deleted && !user.roles.includes('owner') && <Button onClick={() => setGrant(true)}>{a('grantOwner')}</Button>}
      {!user.deleted && (user.blocked ? (
        <Button loading={mutation.isPending} onClick={() => void run('unblock')}>{a('unblock')}</Button>
      ) : (
        <Popconfirm title={a('blockConfirm')} okText={a('block')} cancelText={t('buttons.cancel')} onConfirm={() => run('block')}>
          <Button danger>{a('block')}</Button>
        </Popconfirm>
      ))}
      {user.restorable && <Button type="primary" onClick={() => setRestore(true)}>{a('restore')}</Button>}
      <Modal open={grant} title={a('grantOwner')} okButtonProps={{ disabled: !checked, loading: mutation.isPending }} okText={a('grantOwner')} cancelText={t('buttons.cancel')} onCancel={() => setGrant(false)} onOk={() => run('grant-owner', { documentsChecked: true }).then(() => setGrant(false))}>
        <Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)}>{a('documentsChecked')}</Checkbox>
      </Modal>
      <Modal open={restore} title={a('restore')} okButtonProps={{ disabled: !phone, loading: mutation.isPending }} okText={a('restore')} cancelText={t('buttons.cancel')} onCancel={() => setRestore(false)} onOk={() => run('restore', { phone }).then(() => setRestore(false))}>
        <Input value={phone} onChange={(e) => setPhone(e.target.value)} placeholder="+7 999 000-00-00" aria-label={a('restorePhone')} />
      </Modal>
    </Space>
  );
}
