/**
 * The browser's start on a server-rendered page (docs/architecture.md § Server rendering): the
 * page is HTML; this hydrates its islands (./island.tsx), each its own React root, and mounts the
 * extras (cookie banner, feedback timer, `?m=` modals). Order and pace:
 * - the strings the islands draw come with the page (./strings.ts), and so do the answers the
 *   server used (restored into the shell's cache by providers/api-cache.ts, so no island fetches
 *   them again);
 * - the islands' modules are preloaded with the entry (server/ssr.ts); each is evaluated in its own
 *   task and hydrated in document order (the header first), as a transition, so no long task
 *   holds the page;
 * - an island marked `hydrate: 'interaction'` (the search's results) stays the server's HTML until
 *   the visitor touches it — then it hydrates at once and React replays the click — or until
 *   another island changes the address, when it is rendered afresh for the new search
 *   ({@link hydrateOnDemand}); its long render is not paid by a visitor who only reads or filters;
 * - the extras mount when the browser is idle, after the islands;
 * - then `<html data-interactive>` is set: every part of the page that responds does (browser
 *   tests wait for it, tests/e2e/test.ts).
 */
import { StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RenderModeProvider } from './island';
import { pageData } from './page-data';
import { EXTRAS, ISLANDS, type IslandModule } from './registry';
import { addEmbeddedStrings, loadAllStrings } from './strings';
import { warmNumberFormats } from '../i18n-numbers';
import { nextTask } from '../next-task';
import { loadTheme } from '../components/lazy-themed';
import { documentHistory } from '../components/shell-router';

/** Runs `onCommit` once its root has committed (hydrated or rendered). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * What every island root has around it: the render mode. Links and hooks of the shell use the
 * page's document history by default (src/components/shell-router.tsx); islands that use React
 * Router bring its `<Router>` over the same history (./with-router.tsx).
 */
function IslandRoot({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  return (
    <StrictMode>
      <RenderModeProvider value="island">{children}</RenderModeProvider>
      <Committed onCommit={onCommit} />
    </StrictMode>
  );
}

/** When the browser is idle (or after 1 s at most). */
const idle = () =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 50),
  );

const onRecoverableError = (error: unknown, info: { componentStack?: string }) =>
  console.error('Hydration fell back to client rendering:', error, info.componentStack ?? '');

/** Islands that are not inside another island (a nested one hydrates with its parent). */
function topLevelIslands(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
    (el) => !el.parentElement?.closest('[data-island]'),
  );
}

/** Hydrates one island; resolves when its root has committed. */
function hydrateIsland(el: HTMLElement, Component: ComponentType<object>): Promise<void> {
  const props = JSON.parse(el.dataset.props ?? '{}') as object;
  return new Promise((resolve) =>
    startTransition(() => {
      hydrateRoot(
        el,
        <IslandRoot onCommit={resolve}>
          <Component {...props} />
        </IslandRoot>,
        { onRecoverableError },
      );
    }),
  );
}

/** Renders one island afresh over the server's HTML (React clears it at its first commit). */
function renderIsland(el: HTMLElement, Component: ComponentType<object>): void {
  const props = JSON.parse(el.dataset.props ?? '{}') as object;
  createRoot(el, { onRecoverableError }).render(
    <IslandRoot onCommit={() => undefined}>
      <Component {...props} />
    </IslandRoot>,
  );
}

/** What wakes an island hydrated on demand: a touch inside it. */
const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * Leaves `el` as the server's HTML until it is needed (see the module's comment): the first
 * pointer, focus or key inside it hydrates it (synchronously enough that React replays the
 * event's click on the hydrated tree); an address change by another island first renders it
 * afresh, since the server's HTML no longer matches the search.
 */
function hydrateOnDemand(el: HTMLElement, Component: ComponentType<object>): void {
  const href = window.location.href;
  let woken = false;
  const wake = (changed: boolean) => {
    if (woken) return;
    woken = true;
    for (const type of WAKE_EVENTS) el.removeEventListener(type, onTouch, true);
    unsubscribe();
    if (changed) renderIsland(el, Component);
    else void hydrateIsland(el, Component);
  };
  const onTouch = () => wake(false);
  for (const type of WAKE_EVENTS) el.addEventListener(type, onTouch, { capture: true, passive: true });
  const unsubscribe = documentHistory.subscribe(() => {
    if (window.location.href !== href) wake(true);
  });
}

/** Mounts the extras in a root of their own at the end of `<body>`. */
function mountExtras(Extras: ComponentType): Promise<void> {
  const el = document.createElement('div');
  el.id = 'extras';
  document.body.appendChild(el);
  return new Promise((resolve) =>
    startTransition(() =>
      createRoot(el).render(
        <IslandRoot onCommit={resolve}>
          <Extras />
        </IslandRoot>,
      ),
    ),
  );
}

/** Makes the server-rendered page interactive (see the module's comment). */
export async function boot(): Promise<void> {
  const islands = topLevelIslands().map((el) => {
    const entry = (ISLANDS as Record<string, IslandModule>)[el.dataset.island ?? ''];
    if (!entry) console.error(`Unknown island "${el.dataset.island}": left as server HTML`);
    return { el, entry };
  });
  await addEmbeddedStrings(pageData() ?? { state: {} });
  // The language's first Intl objects load its data: paid in a task of their own, not in a hydration.
  await nextTask();
  warmNumberFormats(document.documentElement.lang);
  // The modules are already on their way (the server preloads them with the entry); each is
  // evaluated here in a task of its own, in document order, and then hydrated.
  for (const { el, entry } of islands) {
    if (!entry) continue;
    if (entry.strings === 'all') {
      // An antd island: the whole dictionary, then the theme (antd's ConfigProvider and style
      // engine), then the island's own code, each in its own task.
      await loadAllStrings();
      await nextTask();
      await loadTheme();
      await nextTask();
    }
    const { default: Component } = await entry.load();
    const when =
      typeof entry.hydrate === 'function' ? entry.hydrate(new URLSearchParams(window.location.search)) : entry.hydrate;
    if (when === 'interaction') {
      hydrateOnDemand(el, Component);
      continue;
    }
    await nextTask();
    await hydrateIsland(el, Component);
  }
  await idle();
  await mountExtras((await EXTRAS.load()).default);
  document.documentElement.dataset.interactive = '';
}
