/**
 * /profile (docs/rules.md R7.1, R7.2, R2.11): surname, name, patronymic, e-mail and payer type
 * (PUT app/v1/profile; "Saved!" or "Error while saving"); the contact phone, changed with a code
 * sent to the new number (POST app/v1/profile/phone/code, then POST app/v1/profile/phone); the
 * change-role action between guest/tenant and owner for a person holding both (POST
 * app/v1/auth/role — the header and the sider follow at once); the e-mail choices (docs/rules.md
 * R22.3); "My consents" (docs/rules.md R21.4);
 * a link to /delete-account.
 */
import { Alert, Button, Card, Skeleton, Space } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import type { Identity } from '../../providers/auth-provider';
import { PersonalForm } from './components/personal-form';
import { PhoneCard } from './components/phone-card';
import { RoleCard } from './components/role-card';
import { MyDataCard } from './components/my-data-card';
import { ConsentsCard } from './components/consents-card';
import { EmailSettingsCard } from './components/email-settings-card';
import { LinkButton } from '../../src/components/link-button';
import { PageTitle } from '../../src/components/page-title';

export default function ProfilePage() {
  const t = useTranslate();
  const { data: me, isLoading, isError, refetch } = useGetIdentity<Identity>();

  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('profile.loadError')}
        action={<Button onClick={() => refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (isLoading || !me) return <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <PageTitle>{t('profile.title')}</PageTitle>
      <PersonalForm key={me.id} me={me} />
      <PhoneCard me={me} />
      <RoleCard me={me} />
      <EmailSettingsCard />
      <MyDataCard />
      <ConsentsCard />
      <Card title={t('profile.dangerZone')}>
        <LinkButton to="/delete-account" danger icon={<DeleteOutlined />}>
          {t('profile.deleteAccount')}
        </LinkButton>
      </Card>
    </Space>
  );
}
