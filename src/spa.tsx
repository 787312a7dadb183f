/**
 * The client-rendered SPA (docs/architecture.md § The SPA): the light shell and, for the account
 * area and every path the shell does not know, the lazily loaded Refine root. Started by
 * ./main.tsx on pages the server did not render.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import i18n, { ready } from './i18n';
import { warmNumberFormats } from './i18n-numbers';
import { nextTask } from './next-task';
import App from './App';

/**
 * Renders the SPA into `#root` in the stored language. The first render is a transition, which
 * React renders in slices of a few milliseconds, yielding to the browser between them, instead of
 * one long task (issue 24: long tasks with the CPU slowed 4×).
 */
export async function start(): Promise<void> {
  await ready();
  // The language's first Intl objects load its data: paid in a task of their own, not in the
  // render (a transition, which React starts in a scheduler task of its own).
  await nextTask();
  warmNumberFormats(i18n.language);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
