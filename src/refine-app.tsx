/**
 * The `<Refine>` root (docs/architecture.md § The SPA): the data, auth, i18n, notification and
 * access-control providers and the resources (src/resources.ts). Public pages that need Refine
 * sit in the public layout; account pages sit in the account layout behind {@link AccountGate},
 * which sends a visitor to /need-login?to=…; any other path shows the 404 page. The back office's
 * resources arrive only for a manager or a `/backoffice/...` address ({@link BackofficeLoader}).
 */
import { lazy, Suspense, use, useDeferredValue, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { matchRoutes, Navigate, Route, Routes } from 'react-router';
import { App as AntdApp, Skeleton } from 'antd';
import { Refine, useGetIdentity, useIsAuthenticated } from '@refinedev/core';
import { CatchAllNavigate } from '@refinedev/react-router';
import { routerProvider } from '../providers/router-provider';
import { dataProvider } from '../providers/data-provider';
import { authProvider, hasLoggedOut, type Identity } from '../providers/auth-provider';
import { useI18nProvider } from '../providers/i18n-provider';
import { accessControlProvider } from '../providers/access-control-provider';
import { useNotificationProvider } from '../providers/notification-provider';
import { queryClient } from '../providers/query-client';
import PublicLayout, { inPublicLayout } from './layouts/public-layout';
import { accountRoutes, refinePublicRoutes, registerRouteMeta, toRoute, type PageRoute } from './routes';
import { loadBackofficeModules, registeredModules, resourceRoutes, resourcesOf, subscribeModules } from './resources';
import { loadAreas, onAreaLoaded } from './locales/areas';
import { provideAreaLoader, type LazyPage } from './components/lazy-page';
import { OfflineScreen, PartErrorBoundary, RouteErrorBoundary } from './components/error-boundary';

// The strings every signed-in screen and the sider use (the `account` area, never on the landing)
// before anything is drawn; a page brings its own areas (src/components/lazy-page.ts). A route's
// title may come from an area that arrives with its page: the titles are drawn again then.
const accountStrings = loadAreas('account');
provideAreaLoader(loadAreas);
onAreaLoaded(() => registerRouteMeta([]));

/**
 * Starts loading the page of the current address among `routes`, its code and its strings, while
 * the session is checked and the layout loads (instead of after them); its title's strings are
 * then on their way before the title is drawn.
 */
function preloadPage(routes: PageRoute[]) {
  const route = typeof location === 'undefined' ? undefined : matchRoutes(routes, location.pathname)?.at(-1)?.route;
  void (route?.Component as Partial<LazyPage> | undefined)?.preload?.();
}

registerRouteMeta(resourceRoutes);
preloadPage(resourceRoutes);
// The back office's routes once its modules arrive (src/resources.ts loadBackofficeModules).
const stopWatching = subscribeModules(() => {
  stopWatching();
  const backoffice = registeredModules()
    .flatMap((m) => m.routes)
    .filter((r) => !resourceRoutes.includes(r));
  registerRouteMeta(backoffice);
  preloadPage(backoffice);
});

const AccountLayout = lazy(() => import('./layouts/account-layout'));
const NotFoundPage = lazy(() => import('./pages/not-found'));

/** Where the account sends someone who is not logged in: home right after a logout, else /need-login?to=… */
function NotAuthenticated() {
  return hasLoggedOut() ? <Navigate to="/" replace /> : <CatchAllNavigate to="/need-login" />;
}

/**
 * The account's gate: the account once the auth provider's `check` says so, {@link NotAuthenticated}
 * otherwise, a skeleton before the first answer. Offline with a session whose identity this device
 * never kept, the check cannot tell: the offline message in the public layout, not the login
 * (docs/rules.md R19.6). Unlike Refine's `<Authenticated>`, which draws its
 * `loading` whenever the check is re-fetched (after a profile save invalidates the auth store, or
 * when a page mounts another observer of it), a logged-in account stays mounted while the check
 * is re-asked, so a form being filled in keeps what was typed.
 */
function AccountGate({ children }: { children: ReactNode }) {
  const { data, isError, isFetching } = useIsAuthenticated();
  // The account is first drawn in a transition (a deferred value), which yields to the browser
  // while it renders: the check's answer arrives through React Query, whose updates are urgent.
  const authenticated = useDeferredValue(!!data?.authenticated);
  if (authenticated) return children;
  if (data?.authenticated) return <Skeleton active style={{ padding: 24 }} />;
  // Not (yet) logged in: wait for an answer under way (right after a login it turns to yes).
  if (isFetching || (!data && !isError)) return <Skeleton active style={{ padding: 24 }} />;
  if (data?.error && navigator.onLine === false) return inPublicLayout(<OfflineScreen />);
  return <NotAuthenticated />;
}

/** Loads the back office's resources once the identity is a manager's, so the sider lists them. */
function BackofficeForManagers() {
  const { data: me } = useGetIdentity<Identity>();
  useEffect(() => {
    if (me?.role === 'manager') void loadBackofficeModules();
  }, [me?.role]);
  return null;
}

/**
 * A `/backoffice/...` address before the back office's resources are there: loads them (the
 * Refine root then draws their routes in its place); an address none of them has is the 404 page.
 */
function BackofficeLoader() {
  use(loadBackofficeModules());
  return <NotFoundPage />;
}

export default function RefineApp() {
  use(accountStrings);
  const i18nProvider = useI18nProvider();
  const modules = useSyncExternalStore(subscribeModules, registeredModules, registeredModules);
  const resources = useMemo(() => resourcesOf(modules, i18nProvider.translate), [modules, i18nProvider]);
  const routes = useMemo(() => modules.flatMap((m) => m.routes), [modules]);
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
                <PartErrorBoundary frame={inPublicLayout}>
                  <Suspense fallback={<Skeleton active style={{ padding: 24 }} />}>
                    <AccountLayout />
                  </Suspense>
                </PartErrorBoundary>
              </AccountGate>
            }
          >
            {[...accountRoutes, ...routes].map(toRoute)}
            <Route
              path="/backoffice/*"
              element={
                <RouteErrorBoundary>
                  <BackofficeLoader />
                </RouteErrorBoundary>
              }
            />
          </Route>
          <Route element={<PublicLayout />}>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
        <BackofficeForManagers />
      </Refine>
    </AntdApp>
  );
}
