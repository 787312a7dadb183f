/**
 * Nights an owner blocks for their own stay in a room under the MC (docs/rules.md R12.7) as the
 * availability engine sees them (R4.8): the search, an object's booked nights, today's state and
 * a new booking treat a blocked night like a booked one.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { objects, ownerStays } from '../db/schema';

/** Ids of the objects with an owner-blocked night in [checkIn, checkOut). */
export async function blockedObjectIds(db: Db, checkIn: string, checkOut: string, objectIds?: number[]): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: ownerStays.objectId })
    .from(ownerStays)
    .where(
      and(
        sql`daterange(${ownerStays.checkIn}, ${ownerStays.checkOut}, '[)') && daterange(${checkIn}::date, ${checkOut}::date, '[)')`,
        objectIds ? inArray(ownerStays.objectId, objectIds) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** SQL: the object (`objects` in the query) has an owner-blocked night in [checkIn, checkOut). */
export const blockedInRange = (checkIn: string, checkOut: string) =>
  sql`exists (select 1 from ${ownerStays} os where os.object_id = ${objects.id}
      and daterange(os.check_in, os.check_out, '[)') && daterange(${checkIn}::date, ${checkOut}::date, '[)'))`;

/** The owner-blocked stays of object `objectId` touching [from, to]. */
export async function blockedStays(db: Db, objectId: number, from: string, to: string): Promise<{ checkIn: string; checkOut: string }[]> {
  return db
    .select({ checkIn: ownerStays.checkIn, checkOut: ownerStays.checkOut })
    .from(ownerStays)
    .where(and(eq(ownerStays.objectId, objectId), sql`daterange(${ownerStays.checkIn}, ${ownerStays.checkOut}, '[)') && daterange(${from}::date, ${to}::date, '[]')`));
}
