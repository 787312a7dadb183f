/**
 * Counts and times the SQL statements a Drizzle database sends (docs/architecture.md § The server,
 * "where the time goes" of the lists): wraps the driver's `query` (the PGlite instance, or the
 * node-postgres pool) so that `npm run bench:api` and the API tests see how many queries one
 * request makes and how long the database was busy. Not used by the server itself.
 */
import type { Db } from '../../server/db/client';

/** One statement's totals since the last {@link QueryMeter.reset}. */
export interface StatementStats {
  sql: string;
  calls: number;
  /**
   * ms this statement kept the database busy: from its start, or the end of the statement before
   * it when it had to wait (PGlite answers one statement at a time, in order), to its answer.
   */
  ms: number;
}

export interface QueryMeter {
  /** Statements sent since the last reset. */
  readonly queries: number;
  /**
   * Wall-clock ms during which at least one statement was in flight (overlapping statements of a
   * `Promise.all` count once), since the last reset.
   */
  readonly dbMs: number;
  /** Per statement text, most expensive first. */
  statements(): StatementStats[];
  reset(): void;
  /** Puts the driver's own `query` back. */
  stop(): void;
}

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Starts counting the statements of `db`. Call `stop()` when done; meters on one database do not
 * nest.
 */
export function meterQueries(db: Db): QueryMeter {
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  let queries = 0;
  let busyMs = 0;
  let inFlight = 0;
  let busySince = 0;
  let lastEnd = 0;
  let byText = new Map<string, StatementStats>();
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text ?? '?');
    queries++;
    const t0 = performance.now();
    if (inFlight++ === 0) busySince = t0;
    const done = () => {
      const t1 = performance.now();
      if (--inFlight === 0) busyMs += t1 - busySince;
      const s = byText.get(text) ?? { sql: text, calls: 0, ms: 0 };
      s.calls++;
      s.ms += t1 - Math.max(t0, lastEnd);
      lastEnd = t1;
      byText.set(text, s);
    };
    return original.apply(this, args).finally(done);
  } as Query;
  return {
    get queries() {
      return queries;
    },
    get dbMs() {
      return busyMs;
    },
    statements: () => [...byText.values()].sort((a, b) => b.ms - a.ms),
    reset() {
      queries = 0;
      busyMs = 0;
      byText = new Map();
    },
    stop() {
      client.query = original;
    },
  };
}
