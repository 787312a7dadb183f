/**
 * Server rendering helpers (docs/architecture.md § Server rendering): {@link useHydrated} is
 * false on the server and during hydration, true afterwards; {@link ClientOnly} mounts its
 * children only after hydration (the cookie banner, the feedback timer, `?m=` modals), so they
 * are never in the server HTML and cannot mismatch it.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

const noop = () => () => {};

/** False on the server and in the hydrating render; true in every later client render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** Renders `children` only on the client, after hydration. */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

/**
 * Marks `<html data-interactive>` once the client-rendered SPA has rendered: the moment its
 * buttons answer (a server-rendered page sets it when its islands have hydrated,
 * src/islands/boot.tsx). Browser tests wait for it before clicking.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}
