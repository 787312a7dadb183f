/**
 * "Download my data" as a registry (docs/rules.md R7.11; 152-FZ art. 14): each module contributes
 * one section, `(db, userId) => section`, and the export is every contributor's section in the
 * registry's order. A new module (the consents, the booking guests' check-in data) adds one
 * contributor to {@link MY_DATA_CONTRIBUTORS} in ./index.ts; nothing else changes.
 */
import { eq, inArray, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { PersonalDataVault } from '../personal-data';

/** One value of an exported row: what JSON can hold (dates as ISO strings, bytes left out). */
export type MyDataValue = string | number | boolean | null | MyDataValue[] | { [key: string]: MyDataValue };
/** One row of a section: a column name → value. */
export type MyDataRow = Record<string, MyDataValue>;
/** A section: the rows one module holds about the person (a single object as one row). */
export type MyDataSection = MyDataRow[];

/**
 * One module's part of the export: `key` names the section (its title is the i18n key
 * `myData.sections.<key>`), `collect` reads the person's rows, strictly scoped to `userId`.
 */
export interface MyDataContributor {
  key: string;
  collect: (db: Db, userId: number, context: MyDataContext) => Promise<MyDataSection>;
}

/** What a contributor may need beyond the database: the vault that opens sealed personal data (R20.3). */
export interface MyDataContext {
  personalData: PersonalDataVault;
}

/** A value as JSON: Date → ISO string, bytes left out (null), nested objects and arrays kept. */
function jsonValue(v: unknown): MyDataValue {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (v instanceof Uint8Array) return null;
  if (Array.isArray(v)) return v.map(jsonValue);
  if (typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, jsonValue(x)]));
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return String(v);
}

/** Rows as JSON rows without the columns in `omit` (secrets, file bytes, the internal `companyId`). */
export function toRows(rows: ReadonlyArray<Record<string, unknown>>, omit: readonly string[] = []): MyDataSection {
  const skip = new Set(['companyId', ...omit]);
  return rows.map((r) =>
    Object.fromEntries(
      Object.entries(r)
        .filter(([k]) => !skip.has(k))
        .map(([k, v]) => [k, jsonValue(v)]),
    ),
  );
}

/**
 * A contributor of the rows of `table` whose `column` is the person (`user_id`, `owner_id`,
 * `applicant_id`), without the columns in `omit`.
 */
export function rowsWhereUser(
  key: string,
  table: PgTable,
  column: Column,
  omit: readonly string[] = [],
): MyDataContributor {
  return {
    key,
    collect: async (db, userId) => toRows(await db.select().from(table).where(eq(column, userId)), omit),
  };
}

/**
 * A contributor of the rows of `table` whose `column` points at rows of the person's that
 * `parents` lists (the charges of their leases, the receipts of their payments).
 */
export function rowsOfParents(
  key: string,
  table: PgTable,
  column: Column,
  parents: (db: Db, userId: number) => Promise<number[]>,
  omit: readonly string[] = [],
): MyDataContributor {
  return {
    key,
    collect: async (db, userId) => {
      const ids = await parents(db, userId);
      return ids.length ? toRows(await db.select().from(table).where(inArray(column, ids)), omit) : [];
    },
  };
}

/** Every section of `contributors` for `userId`, in order: `{ [key]: rows }`. */
export async function collectSections(
  db: Db,
  userId: number,
  contributors: readonly MyDataContributor[],
  context: MyDataContext,
): Promise<Record<string, MyDataSection>> {
  const out: Record<string, MyDataSection> = {};
  for (const c of contributors) out[c.key] = await c.collect(db, userId, context);
  return out;
}
