/**
 * Client state (docs/rules.md R8.6): the layout platform (mobile under 768 px, tablet under 1096 px,
 * desktop otherwise; switches a `platform-*` body class on resize) and whether the tab is active
 * (false on blur, true on focus).
 *
 * Server rendering (docs/architecture.md § Server rendering): the first render is the server's
 * value (desktop, active) so hydration matches; the real values follow in an effect inside
 * `startTransition`, because an urgent context update above a not-yet-hydrated boundary makes
 * React throw its server HTML away and render it again on the client. Layout that depends on
 * width is done with CSS media queries (768 and 1096 px); the platform is for behaviour.
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { PLATFORM_CLASSES, platformFor, type Platform } from '../domain/platform';

export interface ClientState {
  platform: Platform;
  tabActive: boolean;
}

const SERVER_STATE: ClientState = { platform: 'desktop', tabActive: true };

const Ctx = createContext<ClientState>({ platform: 'desktop', tabActive: true });

/** Provides {@link ClientState} and keeps the body class in step. */
export function ClientStateProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ClientState>(SERVER_STATE);

  useEffect(() => {
    startTransition(() => setState({ platform: platformFor(window.innerWidth), tabActive: document.hasFocus() }));
    const onResize = () =>
      setState((s) => {
        const platform = platformFor(window.innerWidth);
        return platform === s.platform ? s : { ...s, platform };
      });
    const onBlur = () => setState((s) => (s.tabActive ? { ...s, tabActive: false } : s));
    const onFocus = () => setState((s) => (s.tabActive ? s : { ...s, tabActive: true }));
    window.addEventListener('resize', onResize);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  useEffect(() => {
    const body = document.body.classList;
    Object.values(PLATFORM_CLASSES).forEach((c) => body.remove(c));
    body.add(PLATFORM_CLASSES[state.platform]);
    document.body.dataset.tabActive = String(state.tabActive);
  }, [state]);

  return <Ctx.Provider value={state}>{children}</Ctx.Provider>;
}

/** The current platform and tab-active flag. */
export const useClientState = () => useContext(Ctx);
