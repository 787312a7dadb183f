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
 * Marks `<html data-hydrated>` once the shell has hydrated (or rendered on the client): the
 * moment the header's buttons answer. Browser tests wait for it before clicking.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
