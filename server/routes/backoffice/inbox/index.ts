/**
 * The back office's inbox (docs/rules.md R23.4–R23.7; managers only, the folder's autohooks):
 * - GET app/v1/backoffice/inbox[/counts|/{id}] — the company's conversations with filters, the
 *   sider's counts, one conversation;
 * - GET/POST …/inbox/{id}/messages, POST …/{id}/read, PATCH …/{id}, GET …/{id}/photos/{photoId} —
 *   the thread, the reply, read marks, assigning and closing, a photo;
 * - GET/POST/PUT/DELETE app/v1/backoffice/quick-replies[/{id}] — the caller's quick replies.
 * Declared in src/contracts/backoffice-inbox.ts; queries: server/services/conversation-inbox.ts.
 */
import type { FastifyInstance } from 'fastify';
import { route } from '../../../route';
import { backofficeInboxEndpoints as e } from '../../../../src/contracts/backoffice-inbox';
import { endpointUrl } from '../../../../src/contracts/endpoint';
import { pageWindow, paginate } from '../../../validation';
import { requireUser } from '../../../auth';
import * as conv from '../../../services/conversations';
import * as inbox from '../../../services/conversation-inbox';

/** Where a message's photos are read (`…/inbox/{id}/photos/{photoId}`). */
const BASE = endpointUrl(e.list);

export async function backofficeInboxRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await inbox.inboxRows(app, req, inbox.inboxWhere(app, req, req.query), start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.counts, async (req) => ({ data: await inbox.inboxCounts(app, req) }));
  route(app, e.show, async (req) => ({
    data: await inbox.inboxRow(app, req, await inbox.companyConversation(app, req, req.params.id)),
  }));
  route(app, e.messages, async (req) => {
    const c = await inbox.companyConversation(app, req, req.params.id);
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await conv.listMessages(app, c, requireUser(req).id, BASE, start, limit);
    return paginate(rows, total, start, end);
  });
  route(app, e.reply, async (req) => {
    const c = await inbox.companyConversation(app, req, req.params.id);
    const id = await conv.postMessage(app, req, c, 'staff', req.body);
    return { data: await conv.oneMessage(app, c, requireUser(req).id, BASE, id) };
  });
  route(app, e.read, async (req) => ({
    data: await conv.readAll(app, req, await inbox.companyConversation(app, req, req.params.id)),
  }));
  route(app, e.update, async (req) => {
    const c = await inbox.companyConversation(app, req, req.params.id);
    return { data: await inbox.inboxRow(app, req, await inbox.patchConversation(app, req, c, req.body)) };
  });
  route(app, e.photo, async (req) => ({
    data: await conv.messagePhoto(
      app,
      req,
      await inbox.companyConversation(app, req, req.params.id),
      req.params.photoId,
    ),
  }));

  route(app, e.quickReplies, async (req) => {
    const { start, end } = pageWindow(req.query);
    const all = await inbox.listQuickReplies(app, req);
    return paginate(all.slice(start, end), all.length, start, end);
  });
  route(app, e.quickReplyCreate, async (req) => ({ data: await inbox.saveQuickReply(app, req, req.body) }));
  route(app, e.quickReplyUpdate, async (req) => ({
    data: await inbox.saveQuickReply(app, req, req.body, req.params.id),
  }));
  route(app, e.quickReplyDelete, async (req) => ({ data: await inbox.deleteQuickReply(app, req, req.params.id) }));
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeInboxRoutes;
