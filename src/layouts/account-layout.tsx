/**
 * The account layout (docs/architecture.md § Look and feel: the account is a work
 * tool), on antd's `Layout` (issue 41 item 2: lighter than Refine's ThemedLayout): a sider
 * listing the resources the role may use, grouped by `meta.parent` (./account-sider.tsx), a header with the user, the role, the unread-notification counter, the language switch; behind the account gate (src/refine-app.tsx)
 * in App.tsx. Offline, the page shows what the service worker kept with a notice and its controls
 * disabled (src/pwa/offline-notice.tsx). At start-up it registers the service worker (push included) and, when the browser already allows
 * notifications, this device (providers/push.ts — loaded here, never on the landing's path).
 */
import { Suspense, useEffect, useRef } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Badge, Grid, Layout, Skeleton, Space, Tag, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import { LanguageSwitch } from '../components/language-switch';
import { formatPhone } from '../domain/phone';
import { AppConfigProvider } from '../components/app-config';
import { accountTheme } from '../theme';
import type { Identity } from '../../providers/auth-provider';
import { enablePush, registerServiceWorker } from '../../providers/push';
import { useUnreadCount } from '../../resources/notifications/widgets';
import { ConversationsLink } from '../../resources/conversations/widgets';
import { OfflineGuard } from '../pwa/offline-notice';
import { AccountSider, SiderDrawerToggle, useDrawerMenu } from './account-sider';

/** The bell with the unread counter, linking to /notifications: one link with one accessible name. */
function NotificationsBell() {
  const t = useTranslate();
  const unread = useUnreadCount();
  return (
    <Link
      to="/notifications"
      className="bell-link"
      aria-label={unread ? t('push.bell', { count: unread }) : t('push.bellNone')}
      data-testid="notifications-bell"
    >
      <Badge count={unread} size="small" data-testid="unread-count" data-count={unread}>
        <BellOutlined aria-hidden style={{ fontSize: 18, padding: 7 }} />
      </Badge>
    </Link>
  );
}

/**
 * A page header's back control (Refine's Show/Edit/Create, drawn by pro-layout's PageHeader) is a
 * `role="button"` named "back" in English around a second, focusable button: the wrapper stops
 * being a control (axe nested-interactive), the inner button is the one control, named in the
 * current language (issue 22 item 30).
 */
function usePageHeaderBackName(root: React.RefObject<HTMLDivElement | null>) {
  const t = useTranslate();
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    // Writes only what differs: a write of the same attribute is itself a mutation, and the
    // observer below would then call this again for ever.
    const name = () => {
      el.querySelectorAll<HTMLElement>('.ant-page-header-back-button').forEach((b) => {
        if (b.hasAttribute('role')) b.removeAttribute('role');
        if (b.hasAttribute('aria-label')) b.removeAttribute('aria-label');
        b.querySelectorAll<HTMLElement>('button').forEach((inner) => {
          if (inner.getAttribute('aria-label') !== t('common.back')) inner.setAttribute('aria-label', t('common.back'));
        });
      });
    };
    name();
    // Once per frame at most: while the account draws, mutations come by the hundred.
    let frame = 0;
    const observer = new MutationObserver(() => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          name();
        });
    });
    observer.observe(el, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [root, t]);
}

/** The header: below `lg` the menu button first, then the user, the role, the inbox, the bell, the language. */
function AccountHeader() {
  const t = useTranslate();
  const { data: me } = useGetIdentity<Identity>();
  const drawer = useDrawerMenu();
  return (
    <div
      className="account-header"
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: 16,
        padding: '0 24px',
        height: 64,
        background: '#fff',
        borderBottom: '1px solid #eef1f4',
      }}
    >
      {drawer && <SiderDrawerToggle />}
      <Space>
        {me && (
          <>
            <Typography.Text strong data-testid="account-name">
              {[me.name, me.surname].filter(Boolean).join(' ') || formatPhone(me.phone)}
            </Typography.Text>
            <Tag color="blue" data-testid="account-role">
              {t(`roles.${me.role}`)}
            </Tag>
          </>
        )}
        <ConversationsLink />
        <NotificationsBell />
        <LanguageSwitch size="small" />
      </Space>
    </div>
  );
}

/** docs/rules.md R2.8: a person without a name is asked for it (/user-info) before the rest of the account. */
function RequireName({ children }: { children: React.ReactNode }) {
  const { data: me } = useGetIdentity<Identity>();
  const { pathname, search } = useLocation();
  if (me && !me.name && pathname !== '/user-info') {
    return <Navigate replace to={`/user-info?to=${encodeURIComponent(pathname + search)}`} />;
  }
  return <>{children}</>;
}

/** A new screen opens at its top, wherever the window was scrolled to reach the link (a low sider item). */
function useTopOfNewScreen() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

export default function AccountLayout() {
  useTopOfNewScreen();
  const { sm } = Grid.useBreakpoint();
  const root = useRef<HTMLDivElement>(null);
  usePageHeaderBackName(root);
  useEffect(() => {
    // docs/rules.md R7.6: the push worker is registered at start-up (a failure is only logged); a device
    // whose permission is already granted is (re)registered; nobody is asked here.
    void registerServiceWorker().then(() =>
      enablePush().catch((e: unknown) => console.error('Push registration failed:', e)),
    );
  }, []);
  return (
    <AppConfigProvider theme={accountTheme}>
      <div ref={root} className="account-root">
        <Layout hasSider style={{ minHeight: '100vh' }}>
          <AccountSider />
          <Layout>
            <AccountHeader />
            <Layout.Content>
              {/* As Refine's ThemedLayout: 24 px around a page, 12 px under antd's `sm` (576 px). */}
              <div style={{ minHeight: 360, padding: sm === false ? 12 : 24 }}>
                <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                  <RequireName>
                    <OfflineGuard>
                      <Outlet />
                    </OfflineGuard>
                  </RequireName>
                </Suspense>
              </div>
            </Layout.Content>
          </Layout>
        </Layout>
      </div>
    </AppConfigProvider>
  );
}
