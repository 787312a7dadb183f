/**
 * The client-rendered SPA (docs/architecture.md § The SPA): the light shell and, for the account
 * area and every path the shell does not know, the lazily loaded Refine root. Started by
 * ./main.tsx on pages the server did not render.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ready } from './i18n';
import App from './App';

/** Renders the SPA into `#root` in the stored language. */
export async function start(): Promise<void> {
  await ready();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
