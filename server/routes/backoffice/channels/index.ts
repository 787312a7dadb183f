/**
 * The back office's calendar sync with booking sites (docs/rules.md R18): an object's channel
 * sheet, rotating its export link, attaching, removing and syncing feeds, and the conflicts.
 * Declared in src/contracts/backoffice-channels.ts; queries in ./repo.ts and ./conflicts-repo.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../route';
import { pageWindow, paginate } from '../../../validation';
import { backofficeChannelsEndpoints as e } from '../../../../src/contracts/backoffice-channels';
import { channelSheet, createFeed, deleteFeed, listFeeds, rotate, syncFeed } from './repo';
import { acknowledge, listConflicts } from './conflicts-repo';

export const backofficeChannelRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.sheet, async (req) => ({ data: await channelSheet(app, req, req.params.id) }));

  route(app, e.rotate, async (req) => ({ data: await rotate(app, req, req.params.id) }));

  route(app, e.createFeed, async (req) => ({ data: await createFeed(app, req, req.params.id, req.body) }));

  route(app, e.feeds, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await listFeeds(app, req, req.query.objectId, start, limit);
    return paginate(rows, total, start, end);
  });

  route(app, e.deleteFeed, async (req) => ({ data: await deleteFeed(app, req, req.params.id) }));

  // A fetch takes up to 10 s: a manager's "sync now" is limited per address like the login codes.
  route(app, e.syncFeed, async (req) => ({ data: await syncFeed(app, req, req.params.id) }), {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  });

  route(app, e.conflicts, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await listConflicts(app, req, req.query, start, limit);
    return paginate(rows, total, start, end);
  });

  route(app, e.acknowledge, async (req) => ({ data: await acknowledge(app, req, req.params.id, req.body.note) }));
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeChannelRoutes;
