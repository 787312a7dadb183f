/**
 * The client-rendered SPA (docs/architecture.md § The SPA): the light shell and, for the account
 * area and every path the shell does not know, the lazily loaded Refine root. Started by
 * ./main.tsx on pages the server did not render.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ready } from './i18n';
import App from './App';

/**
 * Renders the SPA into `#root` in the stored language. The first render is a transition, which
 * React renders in slices of a few milliseconds, yielding to the browser between them, instead of
 * one long task (issue 24: long tasks with the CPU slowed 4×).
 */
export async function start(): Promise<void> {
  await ready();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
