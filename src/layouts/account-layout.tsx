/**
 * The account layout (DESIGN.md: the account is a work tool): Refine's ThemedLayout with a sider
 * listing the resources the role may use (access control hides the rest), a header with the
 * user, the role, the language switch; behind `<Authenticated>` in App.tsx.
 */
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Skeleton, Space, Tag, Typography } from 'antd';
import { ThemedLayout, ThemedTitle } from '@refinedev/antd';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import { LanguageSwitch } from '../components/language-switch';
import { AppConfigProvider } from '../components/app-config';
import { accountTheme } from '../theme';
import { useCompany } from '../components/company';
import type { Identity } from '../../providers/auth-provider';

function AccountHeader() {
  const t = useTranslate();
  const { data: me } = useGetIdentity<Identity>();
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 16, padding: '0 24px', height: 64, background: '#fff', borderBottom: '1px solid #eef1f4' }}>
      <Space>
        {me && (
          <>
            <Typography.Text strong data-testid="account-name">
              {[me.name, me.surname].filter(Boolean).join(' ') || me.phone}
            </Typography.Text>
            <Tag color="blue" data-testid="account-role">{t(`roles.${me.role}`)}</Tag>
          </>
        )}
        <LanguageSwitch size="small" />
      </Space>
    </div>
  );
}

/** SPEC §2: a person without a name is asked for it (/user-info) before the rest of the account. */
function RequireName({ children }: { children: React.ReactNode }) {
  const { data: me } = useGetIdentity<Identity>();
  const { pathname, search } = useLocation();
  if (me && !me.name && pathname !== '/user-info') {
    return <Navigate replace to={`/user-info?to=${encodeURIComponent(pathname + search)}`} />;
  }
  return <>{children}</>;
}

export default function AccountLayout() {
  const { company } = useCompany();
  const t = useTranslate();
  return (
    <AppConfigProvider theme={accountTheme}>
      <ThemedLayout
        Header={AccountHeader}
        Title={({ collapsed }) => <ThemedTitle collapsed={collapsed} text={company?.name ?? t('app.titleFallback')} />}
      >
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          <RequireName>
            <Outlet />
          </RequireName>
        </Suspense>
      </ThemedLayout>
    </AppConfigProvider>
  );
}
