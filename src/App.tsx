/**
 * The SPA's light shell: router, React Query, antd theme and locale, client state, route
 * metadata and `?m=` modals. The landing and the information pages render here without Refine;
 * every other path goes to the lazily loaded Refine root (src/refine-app.tsx), which holds the
 * providers, all resources, the account area and the 404 page. This keeps Refine core
 * (~96 KB gzip) and the account area off the landing's path (docs/architecture.md § The SPA: the 250 KB budget).
 */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Skeleton } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../providers/api-hooks';
import { AppConfigProvider } from './components/app-config';
import { ClientStateProvider } from './components/client-state';
import { ModalHost } from './components/modal-host';
import { RouteMeta } from './components/route-meta';
import PublicLayout from './layouts/public-layout';
import { publicRoutes, toRoute } from './routes';
import { publicTheme } from './theme';

const RefineApp = lazy(() => import('./refine-app'));
/** Cookie consent banner and the feedback pop-up timer (docs/rules.md R6.7, R6.11), off the first paint. */
const ShellExtras = lazy(() => import('./components/shell-extras'));


export default function App() {
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <ClientStateProvider>
          <AppConfigProvider theme={publicTheme}>
            <Routes>
              <Route element={<PublicLayout />}>{publicRoutes.map(toRoute)}</Route>
              <Route
                path="*"
                element={
                  <Suspense fallback={<Skeleton active style={{ padding: 24 }} />}>
                    <RefineApp />
                  </Suspense>
                }
              />
            </Routes>
            <RouteMeta />
            <ModalHost />
            <Suspense fallback={null}>
              <ShellExtras />
            </Suspense>
          </AppConfigProvider>
        </ClientStateProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
