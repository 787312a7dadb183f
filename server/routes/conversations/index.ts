/**
 * Conversations with the management company (Refine resource `conversations`; docs/rules.md R23):
 * a person's list with unread counts, the header's total, opening a subject's conversation
 * (idempotent), messages oldest first, writing with photos, read marks, a photo. Someone else's
 * conversation answers 404. Queries: server/services/conversations.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../route';
import { conversationsEndpoints as e } from '../../../src/contracts/conversations';
import { endpointUrl } from '../../../src/contracts/endpoint';
import { pageWindow, paginate } from '../../validation';
import { requireUser } from '../../auth';
import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import * as repo from '../../services/conversations';
import { openConversation } from '../../services/conversation-subjects';

/** Where a message's photos are read (`…/conversations/{id}/photos/{photoId}`). */
const BASE = endpointUrl(e.list);

export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's row of conversation `c` (unread counted for the caller). */
  const rowOf = async (req: Parameters<typeof requireUser>[0], c: repo.ConversationDb) => {
    const { rows } = await repo.toConversationRows(app, req, eq(conversations.id, c.id), requireUser(req).id, 'staff');
    const { db: _db, ...row } = rows[0];
    return row;
  };

  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const user = requireUser(req);
    const { rows, total } = await repo.toConversationRows(
      app,
      req,
      repo.visibleConversations(app, user),
      user.id,
      'staff',
      start,
      limit,
    );
    return paginate(
      rows.map(({ db: _db, ...r }) => r),
      total,
      start,
      end,
    );
  });

  route(app, e.unread, async (req) => ({ data: { unread: await repo.personUnread(app, requireUser(req)) } }));

  route(app, e.open, async (req) => ({
    data: await rowOf(req, await openConversation(app, req, req.body.kind, req.body.subjectId)),
  }));

  route(app, e.show, async (req) => ({
    data: await rowOf(req, await repo.personConversation(app, req, req.params.id)),
  }));

  route(app, e.messages, async (req) => {
    const c = await repo.personConversation(app, req, req.params.id);
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.listMessages(app, c, requireUser(req).id, BASE, start, limit);
    return paginate(rows, total, start, end);
  });

  route(app, e.post, async (req) => {
    const c = await repo.personConversation(app, req, req.params.id);
    const id = await repo.postMessage(app, req, c, 'person', req.body);
    return { data: await repo.oneMessage(app, c, requireUser(req).id, BASE, id) };
  });

  route(app, e.read, async (req) => ({
    data: await repo.readAll(app, req, await repo.personConversation(app, req, req.params.id)),
  }));

  route(app, e.photo, async (req) => ({
    data: await repo.messagePhoto(app, req, await repo.personConversation(app, req, req.params.id), req.params.photoId),
  }));
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default conversationRoutes;
