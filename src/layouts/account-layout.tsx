/**
 * The account layout (docs/architecture.md § Look and feel: the account is a work
 * tool): Refine's ThemedLayout with a sider
 * listing the resources the role may use, grouped by `meta.parent` (access control hides the
 * rest), a header with the user, the role, the unread-notification counter, the language switch; behind the account gate (src/refine-app.tsx)
 * in App.tsx. Offline, the page shows what the service worker kept with a notice and its controls
 * disabled (src/pwa/offline-notice.tsx). At start-up it registers the service worker (push included) and, when the browser already allows
 * notifications, this device (providers/push.ts — loaded here, never on the landing's path).
 */
import { Suspense, useEffect, useRef, type ComponentProps } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Badge, Skeleton, Space, Tag, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { ThemedLayout, ThemedSider, ThemedTitle } from '@refinedev/antd';
import { useGetIdentity, useMenu, useTranslate } from '@refinedev/core';
import { LanguageSwitch } from '../components/language-switch';
import { formatPhone } from '../domain/phone';
import { AppConfigProvider } from '../components/app-config';
import { accountTheme } from '../theme';
import { useCompany } from '../components/company';
import type { Identity } from '../../providers/auth-provider';
import { enablePush, registerServiceWorker } from '../../providers/push';
import { useUnreadCount } from '../../resources/notifications/widgets';
import { ConversationsLink } from '../../resources/conversations/widgets';
import { OfflineGuard } from '../pwa/offline-notice';

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
 * Refine's sider draws its toggles (the phone drawer's button, the desktop collapse trigger)
 * without an accessible name or a class; this names them in the current language and marks the
 * phone button so the stylesheet can move it into the header, off the page title (issue 14
 * item 13). It also makes a page header's back control one named button (issue 22 item 30).
 */
function useSiderToggleNames(root: React.RefObject<HTMLDivElement | null>) {
  const t = useTranslate();
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    // Writes only what differs: a write of the same class or label is itself a mutation, and the
    // observer below would then call this again for ever.
    const label = (b: HTMLElement, text: string) => {
      if (b.getAttribute('aria-label') !== text) b.setAttribute('aria-label', text);
    };
    const name = () => {
      // Refine's list button (page headers) draws the same bars icon: it is not the menu (issue 22:
      // it was named «Меню» and moved 12 px down, off the line of the other header buttons).
      el.querySelectorAll<HTMLButtonElement>('button:has(.anticon-bars):not(.refine-list-button)').forEach((b) => {
        label(b, t('nav.menu'));
        if (!b.classList.contains('sider-drawer-toggle')) b.classList.add('sider-drawer-toggle');
      });
      el.querySelectorAll<HTMLElement>('.ant-layout-sider-trigger button').forEach((b) => {
        const collapsed = !!el.querySelector('.ant-layout-sider-collapsed');
        label(b, t(collapsed ? 'nav.expandMenu' : 'nav.collapseMenu'));
      });
      // A page header's back control (Refine's Show/Edit/Create) is a `role="button"` named
      // "back" in English around a second, focusable button: the wrapper stops being a control
      // (axe nested-interactive), the inner button is the one control, named in the language.
      el.querySelectorAll<HTMLElement>('.ant-page-header-back-button').forEach((b) => {
        if (b.hasAttribute('role')) b.removeAttribute('role');
        if (b.hasAttribute('aria-label')) b.removeAttribute('aria-label');
        b.querySelectorAll<HTMLElement>('button').forEach((inner) => label(inner, t('common.back')));
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
    observer.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [root, t]);
}

function AccountHeader() {
  const t = useTranslate();
  const { data: me } = useGetIdentity<Identity>();
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

/**
 * The sider: the resources the role may use, every group (`meta.parent`) open. antd's Menu reads
 * which groups are open once, when it mounts; the back office's resources arrive after the sider
 * (src/refine-app.tsx), so the sider mounts again when its groups change, with the new one open
 * too (without this the manager's "Management company" group stayed shut when that chunk came late,
 * as it did on a busy 2-core CI machine).
 */
function AccountSider(props: ComponentProps<typeof ThemedSider>) {
  const { menuItems } = useMenu();
  const groups = menuItems.map((item) => item.key).join(' ');
  return <ThemedSider key={groups} {...props} siderItemsAreCollapsed={false} />;
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
  const { company } = useCompany();
  useTopOfNewScreen();
  const t = useTranslate();
  const root = useRef<HTMLDivElement>(null);
  useSiderToggleNames(root);
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
        <ThemedLayout
          Header={AccountHeader}
          Sider={AccountSider}
          Title={({ collapsed }) => (
            <ThemedTitle collapsed={collapsed} text={company?.name ?? t('app.titleFallback')} />
          )}
        >
          <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
            <RequireName>
              <OfflineGuard>
                <Outlet />
              </OfflineGuard>
            </RequireName>
          </Suspense>
        </ThemedLayout>
      </div>
    </AppConfigProvider>
  );
}
