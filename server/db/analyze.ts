/**
 * Planner statistics on the embedded database (docs/architecture.md § Data). PostgreSQL's
 * autovacuum keeps them fresh on a server; PGlite runs no background workers, so its tables were
 * never analysed and the planner guessed one row everywhere: the owner report's stays took a
 * nested loop over the overlap index (17 ms) instead of a hash join (0.2 ms). The same rule as
 * autovacuum's decides which tables to analyse: more rows changed since the last ANALYZE than
 * 50 + 10 % of the table. Every table is analysed at opening and after seeding.
 */

/** What is needed of a connection: PGlite's or node-postgres' `query`. */
export interface Queryable {
  query(sql: string): Promise<{ rows: unknown[] }>;
}

/** How often the embedded database looks for stale statistics, ms. */
export const ANALYZE_EVERY_MS = 5 * 60_000;

/**
 * Analyses every table: at opening and after seeding, when the change counters may not be
 * flushed yet (PostgreSQL publishes them about a second after a transaction).
 */
export async function analyzeAll(db: Queryable): Promise<void> {
  await db.query('analyze');
}

/**
 * Analyses the tables whose statistics are missing or stale (autovacuum's threshold).
 * @returns the tables analysed, `schema.table`.
 */
export async function analyzeStale(db: Queryable): Promise<string[]> {
  const { rows } = await db.query(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
      where n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0) or (last_analyze is null and n_live_tup > 0)
      order by relname`,
  );
  const names = (rows as { name: string }[]).map((r) => r.name);
  if (names.length) await db.query(`analyze ${names.join(', ')}`);
  return names;
}
