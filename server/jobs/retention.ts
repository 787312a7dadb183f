/**
 * Retention purge (docs/rules.md R7.4): a deleted account's personal data is erased at
 * once by DELETE app/v1/account (phone, names, e-mail set to null, `deleted_at` set, sessions
 * revoked); the records kept for the management company — bookings, applications, reviews,
 * documents, invoices, payments, notifications — stay attached to the anonymous `users.id` row
 * for {@link RETENTION_MONTHS} months and are purged here together with that row.
 *
 * The purge is generic: it reads the foreign keys of the database (pg_constraint) and deletes,
 * depth first, every row that references a purged user, and every row that references those rows,
 * before the user row itself. A table added later (bookings, payments…) needs nothing here as long
 * as it references `users.id` (directly, or through a row that does) with a foreign key.
 * Columns that point at users without a foreign key (e.g. `objects.owner_id`) are left alone.
 * A purged upload's stored bytes go too, from the file store (`app.storage`), once the rows are gone.
 *
 * Run daily as the `retention-purge` job (server/jobs/index.ts). Idempotent by nature: the purge
 * is a DELETE in one transaction, so a retry or a second worker deletes nothing more (deleting
 * stored bytes already gone is a no-op).
 */
import { and, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { deleteFiles, uploadKey } from '../services/storage';
import { RETENTION_MONTHS, retentionCutoff } from '../../src/domain/account';

export { RETENTION_MONTHS };

interface ForeignKey {
  child: string;
  column: string;
  parentColumn: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Exec = Pick<Db, 'execute'> | Tx;

async function rows<T>(db: Exec, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** Single-column foreign keys of the public schema that point at `table`. */
async function referencing(db: Exec, table: string): Promise<ForeignKey[]> {
  return rows<ForeignKey>(
    db,
    sql`select cl.relname as child, a.attname as column, pa.attname as "parentColumn"
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_class p on p.oid = c.confrelid
        join pg_namespace n on n.oid = p.relnamespace
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
        where c.contype = 'f' and n.nspname = 'public' and p.relname = ${table} and array_length(c.conkey, 1) = 1`,
  );
}

/** Tables whose rows own a stored file: the file's key by the row's `id` (server/services/storage/index.ts). */
const FILE_OF_ROW: Record<string, (id: string) => string> = { uploads: uploadKey };

/**
 * Links (`table.column`) set to null instead of purged: an owner's objects stay the company's; a
 * purged manager's public answers stay under their reviews (docs/rules.md R24.9).
 */
const DETACH = new Set(['objects.owner_id', 'reviews.answered_by']);

const inList = (values: unknown[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Deletes rows of `table` whose `column` is one of `values`, after (recursively) the rows of
 * every table that references them. Adds how many rows were deleted per table to `counts`, and
 * the keys of the stored files of deleted rows ({@link FILE_OF_ROW}) to `files`.
 */
async function purgeRows(
  db: Exec,
  table: string,
  column: string,
  values: unknown[],
  counts: Record<string, number>,
  files: string[],
  depth = 0,
): Promise<void> {
  if (values.length === 0) return;
  if (depth > 10) throw new Error(`retention: foreign keys nest deeper than 10 at ${table}`);
  for (const fk of await referencing(db, table)) {
    if (fk.child === table) continue; // self-references go with the rows themselves
    if (DETACH.has(`${fk.child}.${fk.column}`)) {
      // The company's rows outlive the person: only the link is cleared.
      await db.execute(sql`update ${sql.identifier(fk.child)} set ${sql.identifier(fk.column)} = null where ${sql.identifier(fk.column)} in (
        select ${sql.identifier(fk.parentColumn)} from ${sql.identifier(table)} where ${sql.identifier(column)} in (${inList(values)}))`);
      continue;
    }
    const parents = await rows<{ v: unknown }>(
      db,
      sql`select distinct ${sql.identifier(fk.parentColumn)} as v from ${sql.identifier(table)} where ${sql.identifier(column)} in (${inList(values)})`,
    );
    await purgeRows(
      db,
      fk.child,
      fk.column,
      parents.map((p) => p.v).filter((v) => v !== null),
      counts,
      files,
      depth + 1,
    );
  }
  const fileOf = FILE_OF_ROW[table];
  if (fileOf) {
    const gone = await rows<{ id: string }>(
      db,
      sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} in (${inList(values)}) returning id::text as id`,
    );
    counts[table] = (counts[table] ?? 0) + gone.length;
    files.push(...gone.map((g) => fileOf(g.id)));
    return;
  }
  const deleted = await rows<{ n: number }>(
    db,
    sql`with d as (delete from ${sql.identifier(table)} where ${sql.identifier(column)} in (${inList(values)}) returning 1) select count(*)::int as n from d`,
  );
  counts[table] = (counts[table] ?? 0) + Number(deleted[0]?.n ?? 0);
}

/**
 * Erases the online check-in data (docs/rules.md R21.5) of every stay whose check-out day is before
 * `cutoffDay` (YYYY-MM-DD, from `checkInCutoff` of src/domain/check-in-retention.ts: 12 months after
 * check-out, Code of Administrative Offences art. 4.5 p. 1): the rows of `booking_guests` (the
 * check-in table, `booking_id` → bookings) go; the booking itself stays. Idempotent: a second run
 * deletes nothing more.
 * @returns how many guest rows were erased.
 */
export async function purgeCheckInData(db: Exec, cutoffDay: string): Promise<number> {
  const deleted = await rows<{ n: number }>(
    db,
    sql`with d as (delete from booking_guests g using bookings b
          where b.id = g.booking_id and b.check_out < ${cutoffDay}::date returning 1)
        select count(*)::int as n from d`,
  );
  return Number(deleted[0]?.n ?? 0);
}

/**
 * Purges accounts deleted more than {@link RETENTION_MONTHS} months before `now`, with every row
 * that references them (sessions, devices, notifications, and the kept business records), then
 * the stored files of their purged uploads.
 * @returns the purged user ids and the deleted row count per table.
 * @throws AggregateError when the store failed to delete some files (the rows are gone).
 */
export async function purgeDeletedAccounts(
  app: Pick<FastifyInstance, 'db' | 'storage'>,
  now: Date,
): Promise<{ userIds: number[]; counts: Record<string, number> }> {
  const db = app.db;
  const cutoff = retentionCutoff(now);
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletedAt), lt(users.deletedAt, cutoff)));
  const userIds = due.map((u) => u.id);
  const counts: Record<string, number> = {};
  if (userIds.length === 0) return { userIds, counts };
  const files: string[] = [];
  await db.transaction(async (tx) => {
    await purgeRows(tx, 'users', 'id', userIds, counts, files);
  });
  await deleteFiles(app.storage, files);
  return { userIds, counts };
}
