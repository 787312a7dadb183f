/**
 * Client state (docs/rules.md R8.6): the layout platform (mobile under 768 px, tablet under 1096 px,
 * desktop otherwise; switches a `platform-*` body class on resize) and whether the tab is active
 * (false on blur, true on focus).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { PLATFORM_CLASSES, platformFor, type Platform } from '../domain/platform';

export interface ClientState {
  platform: Platform;
  tabActive: boolean;
}

const initial = (): ClientState => ({
  platform: typeof window === 'undefined' ? 'desktop' : platformFor(window.innerWidth),
  tabActive: typeof document === 'undefined' ? true : document.hasFocus(),
});

const Ctx = createContext<ClientState>({ platform: 'desktop', tabActive: true });

/** Provides {@link ClientState} and keeps the body class in step. */
export function ClientStateProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ClientState>(initial);

  useEffect(() => {
    const onResize = () => setState((s) => {
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
