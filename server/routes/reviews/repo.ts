/**
 * Queries of the reviews resource (docs/rules.md R24.1–R24.3, R24.6–R24.7): the caller's booking
 * and its review (someone else's booking → 404), sending and editing one, and an object's
 * published reviews with its averages. Rows → DTOs for the back office too
 * (server/routes/backoffice/reviews/).
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingObjects, bookings, reviews, users } from '../../db/schema';
import { requireUser } from '../../auth';
import { ApiError } from '../../errors';
import { foundOr404, ownRows } from '../../scope';
import { hotelToday } from '../../../src/domain/hotel-time';
import {
  editDeadline,
  editable,
  overallScore,
  publicAuthor,
  reviewRefusal,
  reviewSummary,
  type ReviewLanguage,
} from '../../../src/domain/reviews';
import type { BookingReviewState, MyReview, ObjectReviewsPage, ReviewBody } from '../../../src/contracts/reviews';

export type ReviewRow = typeof reviews.$inferSelect;

/** A review row → what its author (and the back office) sees. */
export function reviewDto(r: ReviewRow, now: Date): MyReview {
  const sentOn = hotelToday(r.createdAt);
  return {
    id: r.id,
    bookingId: r.bookingId,
    cleanliness: r.cleanliness,
    location: r.location,
    staff: r.staff,
    value: r.value,
    overall: overallScore(r),
    text: r.text,
    language: r.language,
    state: r.state,
    hideReason: r.state === 'hidden' ? r.hideReason : null,
    answer: answerOf(r),
    createdAt: r.createdAt.toISOString(),
    editedAt: r.editedAt?.toISOString() ?? null,
    editUntil: editDeadline(sentOn),
    editable: editable(sentOn, hotelToday(now)),
  };
}

function answerOf(r: ReviewRow): MyReview['answer'] {
  return r.answerText && r.answerLanguage && r.answeredAt
    ? { text: r.answerText, language: r.answerLanguage, answeredAt: r.answeredAt.toISOString() }
    : null;
}

/**
 * The caller's booking.
 * @throws ApiError 404 `reviews.errors.notFound` for a booking that is not the caller's.
 */
async function myBooking(app: FastifyInstance, req: FastifyRequest, bookingId: number) {
  const user = requireUser(req);
  const b = await app.db.query.bookings.findFirst({ where: and(eq(bookings.id, bookingId), ownRows(bookings, user)) });
  return foundOr404(req, b, 'reviews.errors.notFound');
}

async function reviewOf(app: FastifyInstance, bookingId: number): Promise<ReviewRow | undefined> {
  return app.db.query.reviews.findFirst({ where: eq(reviews.bookingId, bookingId) });
}

/** GET app/v1/bookings/{id}/review (R24.1, R24.3). */
export async function reviewState(
  app: FastifyInstance,
  req: FastifyRequest,
  bookingId: number,
): Promise<BookingReviewState> {
  const b = await myBooking(app, req, bookingId);
  const r = await reviewOf(app, b.id);
  const now = app.clock.now();
  return {
    bookingId: b.id,
    refusal: r ? null : reviewRefusal(b, hotelToday(now)),
    review: r ? reviewDto(r, now) : null,
  };
}

/** The review's columns from a body; the language defaults to the caller's interface language. */
function fields(req: FastifyRequest, body: ReviewBody) {
  return {
    cleanliness: body.cleanliness,
    location: body.location,
    staff: body.staff,
    value: body.value,
    text: (body.text ?? '').trim(),
    language: (body.language ?? req.lang) as ReviewLanguage,
  };
}

/**
 * POST app/v1/bookings/{id}/review: sends the review, pending moderation (R24.1, R24.4).
 * @throws ApiError 404 not the caller's booking; 422 `reviews.errors.notLived`/`notYet`; 409
 *         `reviews.errors.exists` when the booking has one.
 */
export async function createReview(
  app: FastifyInstance,
  req: FastifyRequest,
  bookingId: number,
  body: ReviewBody,
): Promise<MyReview> {
  const b = await myBooking(app, req, bookingId);
  const now = app.clock.now();
  const refusal = reviewRefusal(b, hotelToday(now));
  if (refusal) throw new ApiError(422, req.t(`reviews.errors.${refusal}`));
  const [row] = await app.db
    .insert(reviews)
    .values({
      companyId: b.companyId,
      bookingId: b.id,
      userId: requireUser(req).id,
      ...fields(req, body),
      createdAt: now,
    })
    .onConflictDoNothing({ target: reviews.bookingId })
    .returning();
  if (!row) throw new ApiError(409, req.t('reviews.errors.exists'));
  return reviewDto(row, now);
}

/**
 * PUT app/v1/bookings/{id}/review: edits the review within its window; a published or hidden one
 * goes back to moderation and the hide reason is cleared (R24.3).
 * @throws ApiError 404 no booking of the caller or no review yet; 422 `reviews.errors.editClosed`.
 */
export async function editReview(
  app: FastifyInstance,
  req: FastifyRequest,
  bookingId: number,
  body: ReviewBody,
): Promise<MyReview> {
  const b = await myBooking(app, req, bookingId);
  const r = foundOr404(req, await reviewOf(app, b.id), 'reviews.errors.notFound');
  const now = app.clock.now();
  if (!editable(hotelToday(r.createdAt), hotelToday(now))) throw new ApiError(422, req.t('reviews.errors.editClosed'));
  const [row] = await app.db
    .update(reviews)
    .set({ ...fields(req, body), state: 'pending', hideReason: null, publishedAt: null, editedAt: now })
    .where(eq(reviews.id, r.id))
    .returning();
  return reviewDto(row, now);
}

/** GET app/v1/reviews: the caller's reviews, newest first. */
/** A page of the reviews matching `where`, newest first, and how many match in all. */
export async function reviewPage(
  app: FastifyInstance,
  where: SQL | undefined,
  start: number,
  limit: number,
): Promise<[ReviewRow[], number]> {
  const [rows, [{ n }]] = await Promise.all([
    app.db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(start)
      .limit(limit),
    app.db.select({ n: count() }).from(reviews).where(where),
  ]);
  return [rows, n];
}

export async function myReviews(app: FastifyInstance, req: FastifyRequest, start: number, limit: number) {
  const user = requireUser(req);
  const where = and(eq(reviews.companyId, user.companyId), eq(reviews.userId, user.id));
  const [rows, n] = await reviewPage(app, where, start, limit);
  const now = app.clock.now();
  return { rows: rows.map((r) => reviewDto(r, now)), total: n };
}

/** The published reviews of an object (through the booking's objects, R24.1: one review counts for each object). */
export function publishedOf(objectId: number) {
  return and(
    eq(reviews.state, 'published'),
    sql`${reviews.bookingId} in (select ${bookingObjects.bookingId} from ${bookingObjects} where ${bookingObjects.objectId} = ${objectId})`,
  );
}

/** GET app/v1/objects/{id}/reviews: a page of the object's published reviews, newest first, and its averages (R24.6, R24.7). */
export async function objectReviews(
  app: FastifyInstance,
  req: FastifyRequest,
  objectId: number,
  start: number,
  limit: number,
): Promise<ObjectReviewsPage> {
  const where = and(eq(reviews.companyId, req.companyId), publishedOf(objectId));
  const [scores, rows] = await Promise.all([
    app.db
      .select({
        cleanliness: reviews.cleanliness,
        location: reviews.location,
        staff: reviews.staff,
        value: reviews.value,
      })
      .from(reviews)
      .where(where),
    app.db
      .select({
        r: reviews,
        name: users.name,
        surname: users.surname,
        checkIn: bookings.checkIn,
        contact: bookings.contact,
      })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .offset(start)
      .limit(limit),
  ]);
  return {
    summary: reviewSummary(scores),
    total: scores.length,
    data: rows.map(({ r, name, surname, checkIn, contact }) => ({
      id: r.id,
      cleanliness: r.cleanliness,
      location: r.location,
      staff: r.staff,
      value: r.value,
      overall: overallScore(r),
      // A stay booked without an account (an OTA's, a phone booking) is signed by its booker's
      // name; an account's review by the account's name, erased when it is deleted (R24.9).
      author: r.userId ? publicAuthor(name, surname) : publicAuthor(contact.name, contact.surname),
      stayMonth: checkIn.slice(0, 7),
      text: r.text,
      language: r.language,
      publishedAt: (r.publishedAt ?? r.createdAt).toISOString(),
      answer: answerOf(r),
    })),
  };
}
