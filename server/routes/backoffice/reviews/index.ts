/**
 * Back-office reviews (docs/rules.md R24.4–R24.5): list, the pending count, one, publish, hide
 * with a reason, the public answer. Declared in src/contracts/backoffice-reviews.ts.
 */
import type { FastifyInstance } from 'fastify';
import { route } from '../../../route';
import { pageWindow, paginate } from '../../../validation';
import { requireRole } from '../../../access';
import { backofficeReviewsEndpoints as e } from '../../../../src/contracts/backoffice-reviews';
import * as repo from './repo';

export async function backofficeReviewRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.listReviews(app, req, req.query, start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.pendingCount, async (req) => ({ data: { count: await repo.pendingCount(app, req) } }));
  route(app, e.show, async (req) => ({ data: await repo.getReview(app, req, req.params.id) }));
  route(app, e.publish, async (req) => ({
    data: await repo.changeReview(app, req, req.params.id, 'publish', {
      state: 'published',
      hideReason: null,
      publishedAt: app.clock.now(),
    }),
  }));
  route(app, e.hide, async (req) => ({
    data: await repo.changeReview(app, req, req.params.id, 'hide', {
      state: 'hidden',
      hideReason: req.body.reason,
      publishedAt: null,
    }),
  }));
  route(app, e.answer, async (req) => ({
    data: await repo.changeReview(app, req, req.params.id, 'answer', {
      answerText: req.body.text,
      answerLanguage: req.body.language,
      answeredAt: app.clock.now(),
      answeredBy: requireRole(req, 'manager').id,
    }),
  }));
  route(app, e.removeAnswer, async (req) => ({
    data: await repo.changeReview(app, req, req.params.id, 'remove-answer', {
      answerText: null,
      answerLanguage: null,
      answeredAt: null,
      answeredBy: null,
    }),
  }));
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeReviewRoutes;
