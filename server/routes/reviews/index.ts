/**
 * Reviews after a stay (docs/rules.md R24.1–R24.3, R24.6–R24.7), declared in
 * src/contracts/reviews.ts (`reviewsEndpoints`): the caller's reviews, a booking's review state,
 * send and edit it, and an object's published reviews (public).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../route';
import { reviewsEndpoints as e } from '../../../src/contracts/reviews';
import { pageWindow, paginate } from '../../validation';
import * as repo from './repo';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.myReviews(app, req, start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.show, async (req) => ({ data: await repo.reviewState(app, req, req.params.id) }));
  route(app, e.create, async (req) => ({ data: await repo.createReview(app, req, req.params.id, req.body) }));
  route(app, e.edit, async (req) => ({ data: await repo.editReview(app, req, req.params.id, req.body) }));
  route(app, e.objectReviews, async (req) => {
    const { start, limit } = pageWindow(req.query);
    return { data: await repo.objectReviews(app, req, req.params.id, start, limit) };
  });
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default reviewRoutes;
