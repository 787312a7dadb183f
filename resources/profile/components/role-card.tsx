/** The role card of /profile (docs/rules.md R2.11): the session's role and the switch to the other one held. */
import { Button, Card, Space, Tag, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useNotification, useTranslate } from '@refinedev/core';
import type { Identity } from '../../../providers/auth-provider';
import { useEndpointMutation } from '../../../providers/endpoints';
import { api } from '../../../src/contracts/api';
import { otherRole } from '../../../src/domain/account';
import { useIdentityRefresh } from './identity-refresh';

/** The role of `me`'s session and, for a person holding two roles, the switch (POST app/v1/auth/role). */
export function RoleCard({ me }: { me: Identity }) {
  const t = useTranslate();
  const { open } = useNotification();
  const { mutate, isPending } = useEndpointMutation(api.auth.role);
  const refresh = useIdentityRefresh();
  const next = otherRole(me.role, me.roles);

  const switchRole = () =>
    next &&
    mutate(
      {
        body: { role: next },
        errorNotification: (e) => ({ type: 'error', message: t('common.somethingWrong'), description: e?.message }),
      },
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
          <Button icon={<SwapOutlined />} onClick={switchRole} loading={isPending}>
            {t('profile.switchTo', { role: t(`roles.${next}`) })}
          </Button>
        ) : (
          me.role !== 'owner' && <Typography.Text type="secondary">{t('profile.roleOnlyOne')}</Typography.Text>
        )}
      </Space>
    </Card>
  );
}
