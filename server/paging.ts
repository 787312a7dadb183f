/**
 * A page of a list and its total in one statement (docs/architecture.md § The server, "where the
 * time goes" of the lists): the page's query selects `total: windowTotal()` beside its columns and
 * takes `limit`/`offset`, so every row carries how many rows matched before paging. Only a page past
 * the end, which has no row to carry it, needs a second statement to count.
 */
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db/client';

/** `count(*) over ()`: the rows the query matches, before `limit`/`offset`. */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The total of a page read with {@link windowTotal}.
 * @param start the page's offset; @param count counts the matching rows, asked only when the page
 *        is empty and does not start at 0.
 */
export async function pageTotal(
  rows: readonly { total: number }[],
  start: number,
  count: () => Promise<number>,
): Promise<number> {
  if (rows.length) return rows[0].total;
  return start > 0 ? count() : 0;
}

/**
 * How many rows of `table` match `where`: the count {@link pageTotal} asks for when a one-table
 * list's page is past its end.
 */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  return n;
}
