/**
 * The `<Refine>` root (docs/architecture.md § The SPA): the data, auth, i18n, notification and
 * access-control providers and all resources (src/resources.ts). Public pages that need Refine
 * sit in the public layout; account pages sit in the account layout behind {@link AccountGate},
 * which sends a visitor to /need-login?to=…; any other path shows the 404 page.
 */
import { lazy, Suspense, use, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { App as AntdApp, Skeleton } from 'antd';
import { Refine, useIsAuthenticated } from '@refinedev/core';
import routerProvider, { CatchAllNavigate } from '@refinedev/react-router';
import { dataProvider } from '../providers/data-provider';
import { authProvider, hasLoggedOut } from '../providers/auth-provider';
import { useI18nProvider } from '../providers/i18n-provider';
import { accessControlProvider } from '../providers/access-control-provider';
import { useNotificationProvider } from '../providers/notification-provider';
import { queryClient } from '../providers/query-client';
import PublicLayout from './layouts/public-layout';
import { accountRoutes, refinePublicRoutes, registerRouteMeta, toRoute } from './routes';
import { resourceRoutes, resources } from './resources';
import { loadAreaLocales } from './locales/areas';

registerRouteMeta(resourceRoutes);
// The signed-in areas' strings (one lazy chunk, never on the landing) before the sider is drawn.
const areaLocales = loadAreaLocales();

const AccountLayout = lazy(() => import('./layouts/account-layout'));
const NotFoundPage = lazy(() => import('./pages/not-found'));

/** Where the account sends someone who is not logged in: home right after a logout, else /need-login?to=… */
function NotAuthenticated() {
  return hasLoggedOut() ? <Navigate to="/" replace /> : <CatchAllNavigate to="/need-login" />;
}

/**
 * The account's gate: the account once the auth provider's `check` says so, {@link NotAuthenticated}
 * otherwise, a skeleton before the first answer. Unlike Refine's `<Authenticated>`, which draws its
 * `loading` whenever the check is re-fetched (after a profile save invalidates the auth store, or
 * when a page mounts another observer of it), a logged-in account stays mounted while the check
 * is re-asked, so a form being filled in keeps what was typed.
 */
function AccountGate({ children }: { children: ReactNode }) {
  const { data, isError, isFetching } = useIsAuthenticated();
  if (data?.authenticated) return children;
  // Not (yet) logged in: wait for an answer under way (right after a login it turns to yes).
  if (isFetching || (!data && !isError)) return <Skeleton active style={{ padding: 24 }} />;
  return <NotAuthenticated />;
}

export default function RefineApp() {
  use(areaLocales);
  const i18nProvider = useI18nProvider();
  return (
    // antd <App> gives Refine's notification provider its context; it lives here, off the landing's path.
    <AntdApp>
      <Refine
        routerProvider={routerProvider}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        accessControlProvider={accessControlProvider}
        notificationProvider={useNotificationProvider}
        resources={resources}
        options={{
          syncWithLocation: true,
          disableTelemetry: true,
          warnWhenUnsavedChanges: false,
          reactQuery: { clientConfig: queryClient },
        }}
      >
        <Routes>
          <Route element={<PublicLayout />}>{refinePublicRoutes.map(toRoute)}</Route>
          <Route
            element={
              <AccountGate>
                <Suspense fallback={<Skeleton active style={{ padding: 24 }} />}>
                  <AccountLayout />
                </Suspense>
              </AccountGate>
            }
          >
            {[...accountRoutes, ...resourceRoutes].map(toRoute)}
          </Route>
          <Route element={<PublicLayout />}>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Refine>
    </AntdApp>
  );
}
