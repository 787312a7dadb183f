/**
 * Live events in the SPA (docs/rules.md R23). A no-op stand-in with the exact signature of the
 * live engineer's hook (one shared stream per tab), which replaces this file at the merge; until
 * then the screens refetch on focus and after sending.
 */
import type { LiveEvent } from '../src/contracts/live-events';

/** Calls `handler` for each event of `type` while the component is mounted (here: never). */
export function useLiveEvent(type: LiveEvent['type'], handler: (event: LiveEvent) => void): void {
  void type;
  void handler;
}
