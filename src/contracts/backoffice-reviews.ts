/**
 * Back-office reviews (docs/rules.md R24.4–R24.5), under app/v1/backoffice/reviews…: the
 * company's reviews (filters: state, object, overall rating), publish, hide with a reason, write,
 * edit or remove the public answer. Every action is audited. Route:
 * server/routes/backoffice/reviews/.
 */
import { z } from 'zod';
import { id, idParams, listQuery, paginated, envelope } from './common';
import { endpoint } from './endpoint';
import { REVIEW_STATES } from '../domain/reviews';
import { myReview, reviewAnswerBody, reviewHideBody } from './reviews';

const tags = ['backoffice'];

/** A review as the back office lists it. */
export const backofficeReview = myReview.extend({
  objects: z.array(z.object({ id: z.number().int(), title: z.string() })),
  guest: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  bookingNumber: z.string(),
});
export type BackofficeReview = z.infer<typeof backofficeReview>;

/** Filters of the back-office list. */
export const backofficeReviewsQuery = listQuery.extend({
  state: z.enum(REVIEW_STATES).optional(),
  objectId: id.optional(),
  /** Overall at least this (1–5). */
  minRating: z.coerce.number().min(1).max(5).optional(),
  /** Overall at most this (1–5). */
  maxRating: z.coerce.number().min(1).max(5).optional(),
});

const one = envelope(backofficeReview);

/** The endpoints of `backoffice-reviews` (docs/architecture.md § The typed seam). */
export const backofficeReviewsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/reviews',
    access: ['backoffice', 'list'],
    query: backofficeReviewsQuery,
    responses: { 200: paginated(backofficeReview) },
    summary: "The company's reviews, newest first (filters: state, object, rating)",
    tags,
  }),
  pendingCount: endpoint({
    method: 'get',
    path: '/backoffice/reviews/pending-count',
    access: ['backoffice', 'list'],
    responses: { 200: envelope(z.object({ count: z.number().int() })) },
    summary: 'How many reviews wait for moderation (the sider badge)',
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/backoffice/reviews/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: { 200: one },
    summary: 'One review',
    tags,
  }),
  publish: endpoint({
    method: 'post',
    path: '/backoffice/reviews/:id/publish',
    access: ['backoffice', 'act'],
    params: idParams,
    responses: { 200: one },
    summary: 'Publish a review on the object page (R24.4)',
    tags,
  }),
  hide: endpoint({
    method: 'post',
    path: '/backoffice/reviews/:id/hide',
    access: ['backoffice', 'act'],
    params: idParams,
    body: reviewHideBody,
    responses: { 200: one },
    summary: 'Hide a review with a reason shown to its author (R24.5)',
    tags,
  }),
  answer: endpoint({
    method: 'put',
    path: '/backoffice/reviews/:id/answer',
    access: ['backoffice', 'edit'],
    params: idParams,
    body: reviewAnswerBody,
    responses: { 200: one },
    summary: "Write or edit the company's public answer (R24.5)",
    tags,
  }),
  removeAnswer: endpoint({
    method: 'delete',
    path: '/backoffice/reviews/:id/answer',
    access: ['backoffice', 'edit'],
    params: idParams,
    responses: { 200: one },
    summary: "Remove the company's public answer",
    tags,
  }),
};
