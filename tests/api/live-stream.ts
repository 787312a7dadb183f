/**
 * A reader of the live-event stream (docs/rules.md R23.10) for API and cluster tests: asks a
 * ticket with a bearer token, opens GET app/v1/events?ticket=… over real HTTP and parses the
 * SSE lines as they arrive (fetch's body stream; no SSE library).
 */
import type { LiveEvent } from '../../src/contracts/live-events';

/** One parsed SSE frame: its `data` JSON (or null), heartbeat comments and the `retry` hint. */
export interface LiveFrame {
  data: (LiveEvent | { type: 'ready' }) | null;
  comment?: string;
  retry?: number;
  /** When the frame arrived (performance.now(), ms). */
  at: number;
}

/** An open stream being read. */
export interface LiveReader {
  status: number;
  frames: LiveFrame[];
  /** Resolves to the first frame (from `from` on) that `pred` accepts; rejects after `ms`. */
  waitFor(pred: (f: LiveFrame) => boolean, ms?: number, from?: number): Promise<LiveFrame>;
  /** Resolves when the server ended the stream; rejects after `ms`. */
  ended(ms?: number): Promise<void>;
  close(): void;
}

/** POST app/v1/events/ticket at `base` (http://host:port) as `token`; resolves to the ticket. */
export async function liveTicket(base: string, token: string): Promise<string> {
  const r = await fetch(`${base}/api/app/v1/events/ticket`, {
    method: 'POST',
    headers: { company: '1', authorization: `Bearer ${token}` },
  });
  if (r.status !== 200) throw new Error(`ticket: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { data: { ticket: string } }).data.ticket;
}

/** Opens the stream of `ticket` at `base`; a refusal resolves with its status and no frames. */
export async function openLiveStream(base: string, ticket: string): Promise<LiveReader> {
  const abort = new AbortController();
  const r = await fetch(`${base}/api/app/v1/events?ticket=${encodeURIComponent(ticket)}`, {
    headers: { accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const frames: LiveFrame[] = [];
  const waiters = new Set<() => void>();
  let done = r.status !== 200;
  const wake = () => waiters.forEach((w) => w());
  if (!done && r.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buf = '';
      try {
        for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) {
          buf += decoder.decode(chunk, { stream: true });
          let cut: number;
          while ((cut = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, cut);
            buf = buf.slice(cut + 2);
            const f: LiveFrame = { data: null, at: performance.now() };
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) f.comment = line.slice(1).trim();
              else if (line.startsWith('data:')) f.data = JSON.parse(line.slice(5));
              else if (line.startsWith('retry:')) f.retry = Number(line.slice(6));
            }
            frames.push(f);
          }
          wake();
        }
      } catch {
        // aborted by close()
      }
      done = true;
      wake();
    })();
  } else await r.body?.cancel();
  const poll = <T>(check: () => T | undefined, ms: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const test = () => {
        const v = check();
        if (v !== undefined) {
          waiters.delete(test);
          clearTimeout(timer);
          resolve(v);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(test);
        reject(new Error(`live stream: no ${what} within ${ms} ms`));
      }, ms);
      waiters.add(test);
      test();
    });
  return {
    status: r.status,
    frames,
    waitFor: (pred, ms = 5000, from = 0) => poll(() => frames.slice(from).find(pred), ms, 'matching frame'),
    ended: (ms = 5000) => poll(() => (done ? true : undefined), ms, 'end').then(() => undefined),
    close: () => abort.abort(),
  };
}

/** Whether a frame carries an event of `type` (and, when given, that notification id). */
export const isEvent =
  (type: LiveEvent['type'], notificationId?: number) =>
  (f: LiveFrame): boolean =>
    f.data?.type === type &&
    (notificationId === undefined || (f.data as { notificationId?: number }).notificationId === notificationId);
