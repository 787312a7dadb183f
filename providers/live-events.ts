/**
 * The client of the live events (docs/rules.md R23.10, R23.13): {@link useLiveEvent} subscribes a
 * screen to the signed-in person's events. One stream per tab, opened at the first subscriber
 * (asking a single-use ticket, then the browser's own `EventSource`), closed when the last one
 * leaves (the account layout unmounts at logout). On an error the `EventSource` is closed (its own
 * reconnect would reuse a spent ticket) and, after 1, 2, 4 … 30 s, a new ticket opens a new one;
 * once it is open again every subscriber gets a synthetic `resync` event and refetches. Lives in the
 * signed-in screens' chunks only.
 */
import { useEffect, useRef } from 'react';
import { api } from '../src/contracts/api';
import { LIVE_EVENTS_PATH, RESYNC_EVENT, type LiveEvent } from '../src/domain/live-events';
import { callEndpoint } from './call-endpoint';
import { API_BASE } from './http-rules';

/** A subscriber: the event types it wants (or `resync`, which every subscriber gets) and its handler. */
interface Subscriber {
  type: LiveEvent['type'];
  handler: (event: LiveEvent) => void;
}

const subscribers = new Set<{ current: Subscriber }>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let delay = 1000;
/** Whether the stream has been open once (a later open is a reconnect: resync). */
let openedBefore = false;

/** Delivers `event` to the subscribers of its type; `resync` to all (each as its own type). */
function dispatch(event: LiveEvent | { type: typeof RESYNC_EVENT }): void {
  for (const { current } of [...subscribers])
    if (event.type === RESYNC_EVENT) current.handler({ type: current.type } as LiveEvent);
    else if (event.type === current.type) current.handler(event);
}

/** Closes the stream and any pending reconnect. */
function stop(): void {
  clearTimeout(retryTimer);
  source?.close();
  source = null;
}

/** Opens the stream with a new ticket; on failure schedules the next try with back-off. */
async function start(): Promise<void> {
  stop();
  let ticket: string;
  try {
    ({ ticket } = await callEndpoint(api['live-events'].ticket, {}));
  } catch (e) {
    // Signed out (401): nothing to stream until the next subscriber after a login.
    if ((e as { statusCode?: number }).statusCode !== 401) retry();
    return;
  }
  if (subscribers.size === 0) return;
  const es = new EventSource(`${API_BASE}app/v1${LIVE_EVENTS_PATH}?ticket=${encodeURIComponent(ticket)}`);
  source = es;
  es.onmessage = (m: MessageEvent<string>) => {
    const event = JSON.parse(m.data) as LiveEvent | { type: 'ready' };
    if (event.type === 'ready') {
      delay = 1000;
      if (openedBefore) dispatch({ type: RESYNC_EVENT });
      openedBefore = true;
    } else dispatch(event);
  };
  es.onerror = () => {
    if (source !== es) return;
    stop();
    retry();
  };
}

/** Schedules a reconnect after the current delay (doubling up to 30 s). */
function retry(): void {
  retryTimer = setTimeout(() => void start(), delay);
  delay = Math.min(delay * 2, 30_000);
}

/**
 * Calls `handler` on each live event of `type` while the component is mounted, and with
 * `{ type }` alone after the stream reconnects (resync: refetch; docs/rules.md R23.13).
 */
export function useLiveEvent(type: LiveEvent['type'], handler: (event: LiveEvent) => void): void {
  const ref = useRef<Subscriber>({ type, handler });
  ref.current = { type, handler };
  useEffect(() => {
    const sub = ref;
    subscribers.add(sub);
    if (subscribers.size === 1 && !source && typeof EventSource !== 'undefined') void start();
    return () => {
      subscribers.delete(sub);
      if (subscribers.size === 0) {
        stop();
        openedBefore = false;
      }
    };
  }, []);
}
