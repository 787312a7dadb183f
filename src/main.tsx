/**
 * The browser entry. Public routes arrive rendered by the server (server/ssr.ts): then the
 * answers the server used are restored into the shell's cache (providers/api-hooks.ts), the route's lazy page module is loaded, and
 * `hydrateRoot` reuses the server's DOM, in a transition so that it yields to input; recoverable
 * hydration errors go to the console. The server loads this entry after the page (server/boot-script.ts). Other
 * paths get an empty root and render on the client (docs/architecture.md § Server rendering).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { ready } from './i18n';
import './styles.css';
import App from './App';
import { apiCache, type DehydratedCache } from '../providers/api-hooks';
import { publicRoutes } from './routes';
import { registerWhenIdle } from './pwa/register';

/** What the server embeds in `<script type="application/json" id="ssr-data">`. */
interface SsrData {
  state: DehydratedCache;
  notFoundPath?: string;
}

async function start() {
  await ready();
  const root = document.getElementById('root')!;
  const dataEl = document.getElementById('ssr-data');
  if (!dataEl || !root.hasChildNodes()) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  const data = JSON.parse(dataEl.textContent || '{}') as SsrData;
  // The server's data is as fresh as the page: nothing is fetched again on hydration.
  apiCache.hydrate(data.state);
  const match = matchRoutes(publicRoutes, location.pathname)?.at(-1)?.route;
  await Promise.all([match?.preload?.(), data.notFoundPath ? import('./pages/not-found') : undefined]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (https://react.dev/reference/react/startTransition).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App notFoundPath={data.notFoundPath} />
      </StrictMode>,
      {
        onRecoverableError: (error, info) =>
          console.error('Hydration fell back to client rendering:', error, info.componentStack ?? ''),
      },
    );
  });
}

void start();
// The one service worker, after the page (docs/architecture.md § The installable app).
registerWhenIdle();
