/**
 * The SPA's light shell: router, React Query, antd theme and locale, client state, route
 * metadata and `?m=` modals. The landing and the information pages render here without Refine;
 * every other path goes to the lazily loaded Refine root (src/refine-app.tsx), which holds the
 * providers, all resources and the account area. This keeps Refine core (~96 KB gzip) and the
 * account area off the landing's path (docs/architecture.md § The SPA: the 250 KB budget).
 *
 * The same tree ({@link AppTree}) is rendered by the server for public routes
 * (src/entry-server.tsx, docs/architecture.md § Server rendering) and hydrated in the browser.
 */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { apiCache, ApiCacheProvider, type ApiCache } from '../providers/api-cache';
import { lazyThemed } from './components/lazy-themed';
import { ClientStateProvider } from './components/client-state';
import { ClientOnly, InteractiveMark } from './components/client-only';
import { ModalHost } from './components/modal-host';
import { ShellSkeleton } from './components/shell-skeleton';
import { RouteMeta } from './components/route-meta';
import { PartErrorBoundary, RootErrorBoundary } from './components/error-boundary';
import { RouterNavigation } from './components/shell-router-rr';
import PublicLayout, { inPublicLayout } from './layouts/public-layout';
import { publicRoutes, toRoute } from './routes';

const RefineApp = lazyThemed(() => import('./refine-app'));
const NotFoundPage = lazyThemed(() => import('./pages/not-found'));
/**
 * Cookie consent banner and the feedback pop-up timer (docs/rules.md R6.7, R6.11), off the first
 * paint. They draw no antd (shell buttons), so they need no theme provider: on a page without
 * antd, hydration computes no antd theme at all.
 */
const ShellExtras = lazy(() => import('./components/shell-extras'));

/**
 * Any path the shell does not know: the Refine root decides (account, booking, its own 404) —
 * except the path the server already answered 404 for, which is drawn here in the public layout
 * so that hydration reuses the server's HTML. A Refine root this device never kept, offline, is
 * the offline message in the public layout (docs/rules.md R19.6).
 */
function CatchAll({ notFoundPath }: { notFoundPath?: string }) {
  const { pathname } = useLocation();
  if (pathname === notFoundPath) {
    return (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    );
  }
  return (
    <Suspense
      fallback={
        <div style={{ padding: 24 }}>
          <ShellSkeleton rows={6} />
        </div>
      }
    >
      <PartErrorBoundary frame={inPublicLayout}>
        <RefineApp />
      </PartErrorBoundary>
    </Suspense>
  );
}

/**
 * The shell without its router: the server renders it under a static router, the browser under
 * `BrowserRouter`.
 * @param cache the cache of GET answers (one per render on the server; the module's in the browser).
 * @param notFoundPath the path the server rendered the 404 page for (status 404), if any.
 */
export function AppTree({ cache, notFoundPath }: { cache: ApiCache; notFoundPath?: string }) {
  return (
    <ApiCacheProvider cache={cache}>
      {/* The shell's links and hooks (src/components/shell-router.tsx) follow React Router here. */}
      <RouterNavigation>
        <ClientStateProvider>
          <Routes>
            <Route element={<PublicLayout />}>{publicRoutes.map(toRoute)}</Route>
            <Route path="*" element={<CatchAll notFoundPath={notFoundPath} />} />
          </Routes>
          <RouteMeta />
          {/* Mounted after hydration only: never in the server HTML, so they cannot mismatch it. */}
          <ClientOnly>
            <InteractiveMark />
            <ModalHost />
            <Suspense fallback={null}>
              <ShellExtras />
            </Suspense>
          </ClientOnly>
        </ClientStateProvider>
      </RouterNavigation>
    </ApiCacheProvider>
  );
}

export default function App({ notFoundPath }: { notFoundPath?: string }) {
  return (
    // The last line of defence: no thrown render error blanks the page (issue 14 item 1).
    <RootErrorBoundary>
      <BrowserRouter>
        <AppTree cache={apiCache} notFoundPath={notFoundPath} />
      </BrowserRouter>
    </RootErrorBoundary>
  );
}
