/**
 * Reviews after a stay (docs/rules.md R24), routes server/routes/reviews/:
 * - GET app/v1/reviews — the caller's own reviews, newest first;
 * - GET app/v1/bookings/{id}/review — a booking's review form state: may it be reviewed, the
 *   caller's review with its state, hide reason and edit deadline;
 * - POST app/v1/bookings/{id}/review — send it (a second one → 409);
 * - PUT app/v1/bookings/{id}/review — edit it within the edit window (a published one goes back to
 *   moderation);
 * - GET app/v1/objects/{id}/reviews — an object's published reviews, newest first, paged, with the
 *   averages (public).
 * The back office's are in ./backoffice-reviews.ts. Scores are integers 1–5; averages one decimal.
 */
import { z } from 'zod';
import { apiFailure, id, idParams, isoDate, listQuery, paginated, envelope } from './common';
import { apiTag, endpoint } from './endpoint';
import {
  REVIEW_CRITERIA,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_LANGUAGES,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  REVIEW_STATES,
  REVIEW_TEXT_MAX,
} from '../domain/reviews';

const scoreField = z
  .number()
  .int()
  .min(REVIEW_SCORE_MIN, 'validation.invalid')
  .max(REVIEW_SCORE_MAX, 'validation.invalid');
const average = z.number().nullable();

/** The four scores of a review (docs/rules.md R24.2). */
export const reviewScores = z.object({
  cleanliness: scoreField,
  location: scoreField,
  staff: scoreField,
  value: scoreField,
});

/** POST/PUT app/v1/bookings/{id}/review: the scores (required) and the text (optional). */
export const reviewBody = reviewScores.extend({
  text: z.string().trim().max(REVIEW_TEXT_MAX, 'validation.tooLong').default(''),
  /** The language it is written in; default the caller's interface language. */
  language: z.enum(REVIEW_LANGUAGES).optional(),
});
export type ReviewBody = z.input<typeof reviewBody>;

/** The company's public answer under a review (docs/rules.md R24.5). */
export const reviewAnswer = z.object({
  text: z.string(),
  language: z.enum(REVIEW_LANGUAGES),
  /** ISO instant. */
  answeredAt: z.string(),
});

/** A review as its author sees it. */
export const myReview = reviewScores.extend({
  id: z.number().int(),
  bookingId: z.number().int(),
  overall: z.number(),
  text: z.string(),
  language: z.enum(REVIEW_LANGUAGES),
  state: z.enum(REVIEW_STATES),
  hideReason: z.string().nullable(),
  answer: reviewAnswer.nullable(),
  /** ISO instants. */
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** The last day it may be edited (YYYY-MM-DD, the complex's date) and whether that is today or later. */
  editUntil: isoDate,
  editable: z.boolean(),
});
export type MyReview = z.infer<typeof myReview>;

/** GET app/v1/bookings/{id}/review: whether the stay may be reviewed now, and the review if sent. */
export const bookingReviewState = z.object({
  bookingId: z.number().int(),
  /** `null`: it may be reviewed (or already is); else why not yet / not at all (R24.1). */
  refusal: z.enum(['notLived', 'notYet']).nullable(),
  review: myReview.nullable(),
});
export type BookingReviewState = z.infer<typeof bookingReviewState>;

/** The averages of an object's published reviews (docs/rules.md R24.6). */
export const reviewSummaryDto = z.object({
  count: z.number().int(),
  overall: average,
  criteria: z.object(
    Object.fromEntries(REVIEW_CRITERIA.map((c) => [c, average])) as Record<
      (typeof REVIEW_CRITERIA)[number],
      typeof average
    >,
  ),
});
export type ReviewSummaryDto = z.infer<typeof reviewSummaryDto>;

/** A published review on the object page (docs/rules.md R24.7). */
export const publicReview = reviewScores.extend({
  id: z.number().int(),
  overall: z.number(),
  /** "Анна К."; null for a deleted account (the page says "Guest"). */
  author: z.string().nullable(),
  /** The stay's month `YYYY-MM`. */
  stayMonth: z.string(),
  text: z.string(),
  language: z.enum(REVIEW_LANGUAGES),
  /** ISO instant it was published. */
  publishedAt: z.string(),
  answer: reviewAnswer.nullable(),
});
export type PublicReview = z.infer<typeof publicReview>;

/** GET app/v1/objects/{id}/reviews: a page of published reviews and the object's averages. */
export const objectReviewsPage = z.object({
  data: z.object({
    summary: reviewSummaryDto,
    data: z.array(publicReview),
    total: z.number().int(),
  }),
});
export type ObjectReviewsPage = z.infer<typeof objectReviewsPage>['data'];

/** The hide reason body (back office, R24.5). */
export const reviewHideBody = z.object({
  reason: z.string().trim().min(1, 'validation.required').max(REVIEW_HIDE_REASON_MAX, 'validation.tooLong'),
});

/** The company's answer body (back office, R24.5). */
export const reviewAnswerBody = z.object({
  text: z.string().trim().min(1, 'validation.required').max(REVIEW_TEXT_MAX, 'validation.tooLong'),
  language: z.enum(REVIEW_LANGUAGES),
});

const bookingParams = z.object({ id });

/** The OpenAPI tag `reviews` of these endpoints. */
export const reviewsTag = apiTag('reviews', 'Reviews after a stay: scores, text, moderation, the public list (R24)');
const tags = ['reviews'];

/** The endpoints of `reviews` (docs/architecture.md § The typed seam). */
export const reviewsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/reviews',
    access: ['reviews', 'list'],
    query: listQuery,
    responses: { 200: paginated(myReview) },
    summary: "The caller's own reviews, newest first",
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/bookings/:id/review',
    access: ['reviews', 'show'],
    params: bookingParams,
    responses: { 200: envelope(bookingReviewState) },
    summary: 'May the stay be reviewed, and the review sent (R24.1, R24.3)',
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/bookings/:id/review',
    access: ['reviews', 'create'],
    params: bookingParams,
    body: reviewBody,
    responses: { 201: envelope(myReview) },
    summary: 'Review a finished stay (one per booking; R24.1, R24.2)',
    tags,
  }),
  edit: endpoint({
    method: 'put',
    path: '/bookings/:id/review',
    access: ['reviews', 'edit'],
    params: bookingParams,
    body: reviewBody,
    responses: { 200: envelope(myReview) },
    summary: 'Edit the review within its edit window; it goes back to moderation (R24.3)',
    tags,
  }),
  objectReviews: endpoint({
    method: 'get',
    path: '/objects/:id/reviews',
    access: ['objects', 'show'],
    params: idParams,
    query: listQuery,
    // 401 and 403 too: a client that resolves `..` in the id (`objects/../reviews`) reaches the
    // guest's own list `GET reviews`, which asks for a login and a guest's role (the API fuzz sends
    // such ids).
    responses: { 200: objectReviewsPage, 401: apiFailure, 403: apiFailure },
    summary: "An object's published reviews, newest first, with the averages (R24.6)",
    tags,
  }),
};
