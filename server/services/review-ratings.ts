/**
 * The published reviews' average and count per object (docs/rules.md R24.6), for the search's
 * cards and its rating sort: one grouped query over the company's published reviews, each counted
 * for every object of its booking.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookingObjects, reviews } from '../db/schema';
import { oneDecimal } from '../../src/domain/reviews';

/** An object's overall average (one decimal) and count of published reviews. */
export interface ObjectRating {
  rating: number;
  count: number;
}

/** The ratings of the company's objects that have published reviews: object id → rating. */
export async function objectRatings(db: Db, companyId: number): Promise<Map<number, ObjectRating>> {
  const rows = await db
    .select({
      objectId: bookingObjects.objectId,
      avg: sql<string>`avg((${reviews.cleanliness} + ${reviews.location} + ${reviews.staff} + ${reviews.value}) / 4.0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .innerJoin(bookingObjects, eq(bookingObjects.bookingId, reviews.bookingId))
    .where(and(eq(reviews.companyId, companyId), eq(reviews.state, 'published')))
    .groupBy(bookingObjects.objectId);
  return new Map(rows.map((r) => [r.objectId, { rating: oneDecimal(Number(r.avg)), count: Number(r.count) }]));
}
