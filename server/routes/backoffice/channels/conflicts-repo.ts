/**
 * Queries of the back office's channel conflicts (docs/rules.md R18.5): the company's conflicts
 * with their object and stay, and their acknowledgement (audited, R16.2). Another company's
 * conflict answers 404. Split from ./repo.ts, which keeps the sheet and the feeds.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookings, channelConflicts, objects } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { requireRole } from '../../../access';
import { companyRows, foundOr404 } from '../../../scope';
import { recordChange, snapshot } from '../../../services/audit';
import { toServerTimestamp } from '../../../../src/domain/datetime';
import type { ConflictRow } from '../../../../src/contracts/backoffice-channels';
import { ts } from './repo';

type ConflictDb = typeof channelConflicts.$inferSelect;

/** Conflict rows with the object's number and, for bookings, the booking's number. */
async function conflictRows(app: FastifyInstance, rows: ConflictDb[]): Promise<ConflictRow[]> {
  if (!rows.length) return [];
  const objs = await app.db
    .select({ id: objects.id, number: objects.number })
    .from(objects)
    .where(inArray(objects.id, [...new Set(rows.map((r) => r.objectId))]));
  const bookingIds = rows.filter((r) => r.kind === 'booking').map((r) => r.refId);
  const bks = bookingIds.length
    ? await app.db
        .select({ id: bookings.id, number: bookings.number })
        .from(bookings)
        .where(inArray(bookings.id, bookingIds))
    : [];
  const objNo = new Map(objs.map((o) => [o.id, o.number]));
  const bkNo = new Map(bks.map((b) => [b.id, b.number]));
  return rows.map((r) => ({
    id: r.id,
    feedId: r.feedId,
    channel: r.channel,
    objectId: r.objectId,
    objectNumber: objNo.get(r.objectId) ?? '',
    spanCheckIn: r.spanCheckIn,
    spanCheckOut: r.spanCheckOut,
    kind: r.kind,
    refId: r.refId,
    refNumber: r.kind === 'booking' ? (bkNo.get(r.refId) ?? null) : null,
    refCheckIn: r.refCheckIn,
    refCheckOut: r.refCheckOut,
    createdAt: toServerTimestamp(r.createdAt),
    acknowledgedAt: ts(r.acknowledgedAt),
    acknowledgedByName: r.acknowledgedByName,
    note: r.note,
  }));
}

/** GET backoffice/channel-conflicts: open first, newest first; by state and object. */
export async function listConflicts(
  app: FastifyInstance,
  req: FastifyRequest,
  q: { status?: 'open' | 'acknowledged'; objectId?: number },
  start: number,
  limit: number,
): Promise<{ rows: ConflictRow[]; total: number }> {
  const user = requireRole(req, 'manager');
  const where = and(
    companyRows(channelConflicts, user),
    q.objectId ? eq(channelConflicts.objectId, q.objectId) : undefined,
    q.status === 'open'
      ? isNull(channelConflicts.acknowledgedAt)
      : q.status === 'acknowledged'
        ? isNotNull(channelConflicts.acknowledgedAt)
        : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    app.db
      .select()
      .from(channelConflicts)
      .where(where)
      .orderBy(sql`${channelConflicts.acknowledgedAt} is not null`, desc(channelConflicts.id))
      .limit(limit)
      .offset(start),
    app.db.select({ n: count() }).from(channelConflicts).where(where),
  ]);
  return { rows: await conflictRows(app, rows), total: Number(n) };
}

/**
 * POST backoffice/channel-conflicts/{id}/acknowledge: once (a conditional update; 409 the second
 * time), audited (docs/rules.md R18.5).
 */
export async function acknowledge(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  note: string | undefined,
): Promise<ConflictRow> {
  const user = requireRole(req, 'manager');
  const [found] = await app.db
    .select()
    .from(channelConflicts)
    .where(and(eq(channelConflicts.id, id), companyRows(channelConflicts, user)));
  const c = foundOr404(req, found, 'backoffice-channels.errors.conflictNotFound');
  const name = [user.name, user.surname].filter(Boolean).join(' ') || user.phone || `#${user.id}`;
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(channelConflicts)
      .set({ acknowledgedAt: app.clock.now(), acknowledgedBy: user.id, acknowledgedByName: name, note: note || null })
      .where(and(eq(channelConflicts.id, c.id), isNull(channelConflicts.acknowledgedAt)))
      .returning();
    if (!row) throw new ApiError(409, req.t('backoffice-channels.errors.acknowledged'));
    await recordChange(
      app,
      req,
      { entity: 'channels', entityId: c.id, action: 'acknowledge', before: snapshot(c), after: snapshot(row) },
      tx,
    );
    return row;
  });
  const [row] = await conflictRows(app, [updated]);
  return row;
}
