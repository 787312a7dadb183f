/**
 * An object's title beside a list's rows (docs/architecture.md § The server, "where the time goes"
 * of the lists): a correlated subquery in the list's one statement instead of a second statement
 * for the titles of the page's objects. Shared by the documents, the document requests and the
 * back office's leases.
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { pick } from './i18n';

type Localized = { ru: string; en: string };

/** An object's title and number, as {@link objectTitleCells} reads them. */
export type TitleCells = [Localized, string];

/**
 * `[title, number]` of the object `objectId` (the rows' column) names, as a correlated subquery;
 * null when there is none. Read the answers with {@link titlesOf}.
 */
export const objectTitleCells = (objectId: AnyPgColumn) =>
  sql<TitleCells | null>`(select json_build_array(o.title, o.number) from objects o where o.id = ${sql`${objectId}`})`;

/** `title № number` in the request's language by object id, of rows read with {@link objectTitleCells}. */
export function titlesOf(
  req: Pick<FastifyRequest, 'lang'>,
  rows: readonly { objectId: number | null; objectTitle: TitleCells | null }[],
): Map<number, string> {
  const out = new Map<number, string>();
  for (const { objectId, objectTitle } of rows)
    if (objectId !== null && objectTitle) out.set(objectId, `${pick(objectTitle[0], req.lang)} № ${objectTitle[1]}`);
  return out;
}
