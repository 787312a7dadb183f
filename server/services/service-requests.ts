/**
 * Queries of repair, emergency and custom requests (docs/rules.md R15.7, R15.8): a guest's own
 * requests (someone else's → 404), their photos (the guest's own uploads, cited so the purge keeps
 * them), timeline, comments both ways and rating; the back office reads and moves every request
 * of its company (server/routes/backoffice/services/). An emergency notifies every manager at once.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  companies,
  leases,
  objects,
  serviceRequestComments,
  serviceRequestPhotos,
  serviceRequests,
  uploads,
  users,
} from '../db/schema';
import { pick } from '../i18n';
import { hotelToday } from '../../src/domain/hotel-time';
import { requireUser } from '../auth';
import { ApiError } from '../errors';
import { foundOr404, ownRows } from '../scope';
import { notifyCompanyManagers, notifyUser } from './push';
import { uploadKey } from './storage';
import { toServerTimestamp } from '../../src/domain/datetime';
import { requestDeadline, type RequestStatus } from '../../src/domain/services';
import type { RequestCreateBody, RequestDetail, RequestRow } from '../../src/contracts/service-requests';
import { queueEmail } from './email';
import { both } from './booking-notices';
import { requireOwnPhotos } from './uploads';

export type RequestRowDb = typeof serviceRequests.$inferSelect;

const fullName = (u: { name: string | null; surname: string | null; phone: string | null } | undefined) =>
  u ? [u.name, u.surname].filter(Boolean).join(' ') || u.phone || '' : '';

/** The caller's request of `id`. @throws ApiError 401, 404 `serviceRequests.errors.notFound`. */
export async function ownRequest(app: FastifyInstance, req: FastifyRequest, id: number): Promise<RequestRowDb> {
  const user = requireUser(req);
  const r = await app.db.query.serviceRequests.findFirst({
    where: and(eq(serviceRequests.id, id), ownRows(serviceRequests, user)),
  });
  return foundOr404(req, r, 'service-requests.errors.notFound');
}

/** Requests → list rows. */
export async function toRequestRows(app: FastifyInstance, rows: RequestRowDb[]): Promise<RequestRow[]> {
  if (!rows.length) return [];
  const ids = [...new Set(rows.flatMap((r) => [r.userId, r.assigneeId ?? r.userId]))];
  const people = await app.db
    .select({ id: users.id, name: users.name, surname: users.surname, phone: users.phone })
    .from(users)
    .where(inArray(users.id, ids));
  const now = app.clock.now();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    category: r.category,
    description: r.description,
    room: r.room,
    status: r.status,
    dueAt: toServerTimestamp(r.dueAt),
    overdue: r.status !== 'done' && r.status !== 'rejected' && r.dueAt < now,
    scheduledFor: r.scheduledFor,
    assigneeId: r.assigneeId,
    assignee: r.assigneeId ? fullName(people.find((p) => p.id === r.assigneeId)) : null,
    guest: fullName(people.find((p) => p.id === r.userId)),
    rating: r.rating,
    createdAt: toServerTimestamp(r.createdAt),
  }));
}

/** One request with photos, timeline and comments. `photoBase`: the API path photos are read from. */
export async function requestDetail(
  app: FastifyInstance,
  req: FastifyRequest,
  r: RequestRowDb,
  photoBase: string,
): Promise<RequestDetail> {
  const [[row], photos, comments, company] = await Promise.all([
    toRequestRows(app, [r]),
    app.db.select().from(serviceRequestPhotos).where(eq(serviceRequestPhotos.requestId, r.id)),
    app.db
      .select({ c: serviceRequestComments, name: users.name, surname: users.surname, phone: users.phone })
      .from(serviceRequestComments)
      .innerJoin(users, eq(users.id, serviceRequestComments.authorId))
      .where(eq(serviceRequestComments.requestId, r.id))
      .orderBy(asc(serviceRequestComments.createdAt), asc(serviceRequestComments.id)),
    app.db.query.companies.findFirst({ where: eq(companies.id, r.companyId), columns: { phones: true } }),
  ]);
  return {
    ...row,
    photos: photos.map((p) => ({ id: p.uploadId, url: `${photoBase}/${r.id}/photos/${p.uploadId}` })),
    visitWindows: r.visitWindows,
    entryAllowed: r.entryAllowed,
    history: r.history,
    comments: comments.map(({ c, ...u }) => ({
      id: c.id,
      fromStaff: c.fromStaff,
      author: c.fromStaff ? req.t('service-requests.mc') : fullName(u),
      text: c.text,
      createdAt: toServerTimestamp(c.createdAt),
    })),
    ratingComment: r.ratingComment,
    mcPhone: company?.phones[0] ?? null,
  };
}

/** GET app/v1/service-requests: the caller's requests, newest first. */
export async function listOwnRequests(app: FastifyInstance, req: FastifyRequest, start: number, limit: number) {
  const user = requireUser(req);
  return listWhere(app, ownRows(serviceRequests, user), start, limit);
}

/** A page of requests matching `where`, newest first. */
export async function listWhere(
  app: FastifyInstance,
  where: SQL | undefined,
  start: number,
  limit: number,
): Promise<{ rows: RequestRow[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    app.db
      .select()
      .from(serviceRequests)
      .where(where)
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
      .offset(start)
      .limit(limit),
    app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(serviceRequests)
      .where(where),
  ]);
  return { rows: await toRequestRows(app, rows), total: n };
}

/**
 * POST app/v1/service-requests (docs/rules.md R15.7, R15.8): photos must be the caller's own
 * uploads not cited elsewhere (else 422); an emergency notifies every manager of the company.
 */
export async function createRequest(
  app: FastifyInstance,
  req: FastifyRequest,
  body: RequestCreateBody,
): Promise<RequestRowDb> {
  const user = requireUser(req);
  const now = app.clock.now();
  const photos = [...new Set(body.photos ?? [])];
  await requireOwnPhotos(app, req, {
    photos,
    companyId: req.companyId,
    userId: user.id,
    usedBy: serviceRequestPhotos.uploadId,
    errorKey: 'service-requests.errors.photo',
  });
  const r = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceRequests)
      .values({
        companyId: req.companyId,
        userId: user.id,
        kind: body.kind,
        category: body.category,
        description: body.description,
        room: body.room,
        visitWindows: body.visitWindows ?? [],
        entryAllowed: body.entryAllowed ?? false,
        status: 'received',
        history: [{ status: 'received', at: now.toISOString() }],
        dueAt: requestDeadline(now, body.kind, body.category),
        createdAt: now,
      })
      .returning();
    if (photos.length)
      await tx.insert(serviceRequestPhotos).values(photos.map((uploadId) => ({ requestId: row.id, uploadId })));
    return row;
  });
  if (r.kind === 'emergency') await notifyManagers(app, r);
  return r;
}

/** Every manager of the request's company hears of an emergency at once, in-app and by push (R15.8). */
async function notifyManagers(app: FastifyInstance, r: RequestRowDb): Promise<void> {
  await notifyCompanyManagers(app, r.companyId, {
    title: { ru: `Авария: заявка № ${r.id}`, en: `Emergency: request #${r.id}` },
    body: { ru: `${r.room}: ${r.description.slice(0, 200)}`, en: `${r.room}: ${r.description.slice(0, 200)}` },
    link: `/backoffice/requests?request=${r.id}`,
  });
}

/** Adds a comment; `fromStaff` for the MC. The guest hears of an MC comment. */
export async function addComment(
  app: FastifyInstance,
  req: FastifyRequest,
  r: RequestRowDb,
  text: string,
  fromStaff: boolean,
): Promise<void> {
  const user = requireUser(req);
  await app.db
    .insert(serviceRequestComments)
    .values({ requestId: r.id, authorId: user.id, fromStaff, text, createdAt: app.clock.now() });
  if (fromStaff)
    await tellGuest(app, r, {
      ru: `Новый комментарий УК: ${text.slice(0, 200)}`,
      en: `A new comment from the MC: ${text.slice(0, 200)}`,
    });
}

/** POST app/v1/service-requests/{id}/rating: only once the request is done. @throws ApiError 409. */
export async function rate(
  app: FastifyInstance,
  req: FastifyRequest,
  r: RequestRowDb,
  rating: number,
  comment?: string,
): Promise<void> {
  if (r.status !== 'done') throw new ApiError(409, req.t('service-requests.errors.notDone'));
  await app.db
    .update(serviceRequests)
    .set({ rating, ratingComment: comment ?? null })
    .where(eq(serviceRequests.id, r.id));
}

/** Moves a request to `status` (appending to its timeline) and tells the guest. */
export async function moveRequest(
  app: FastifyInstance,
  r: RequestRowDb,
  patch: { status?: RequestStatus; assigneeId?: number | null; scheduledFor?: string | null },
): Promise<RequestRowDb> {
  const now = app.clock.now();
  const moved = patch.status && patch.status !== r.status;
  if (!moved && patch.assigneeId === undefined && patch.scheduledFor === undefined) return r;
  const [u] = await app.db
    .update(serviceRequests)
    .set({
      ...(moved
        ? { status: patch.status, history: [...r.history, { status: patch.status!, at: now.toISOString() }] }
        : {}),
      ...(patch.assigneeId !== undefined ? { assigneeId: patch.assigneeId } : {}),
      ...(patch.scheduledFor !== undefined ? { scheduledFor: patch.scheduledFor } : {}),
    })
    .where(eq(serviceRequests.id, r.id))
    .returning();
  if (moved) {
    await tellGuest(app, u, { ru: `Статус заявки № ${r.id} изменён`, en: `Request #${r.id}: the status changed` });
    // The e-mail of the same change (docs/rules.md R22.1), once per step of the request's history.
    await queueEmail(app, {
      to: { userId: u.userId },
      template: 'service-request-update',
      data: {
        title: { ru: `Заявка № ${r.id}`, en: `Request #${r.id}` },
        status: both(`service-requests.status.${u.status}`),
        link: `/${u.kind === 'emergency' ? 'requested-emergency' : 'requested-repair'}/${u.id}`,
      },
      eventKey: `service-request-update:${u.id}:${u.history.length}`,
    });
  }
  return u;
}

async function tellGuest(app: FastifyInstance, r: RequestRowDb, body: { ru: string; en: string }) {
  const path = r.kind === 'emergency' ? 'requested-emergency' : 'requested-repair';
  await notifyUser(app, r.userId, {
    title: { ru: `Заявка № ${r.id}`, en: `Request #${r.id}` },
    body,
    link: `/${path}/${r.id}`,
  }).catch((e: unknown) => app.log.warn({ err: e, request: r.id }, 'request notice failed'));
}

/** The stored photo `uploadId` of request `r` (its id and kind), or 404. */
export async function requestPhoto(app: FastifyInstance, req: FastifyRequest, r: RequestRowDb, uploadId: string) {
  const [p] = await app.db
    .select({ id: uploads.id, kind: uploads.kind })
    .from(serviceRequestPhotos)
    .innerJoin(uploads, eq(uploads.id, serviceRequestPhotos.uploadId))
    .where(and(eq(serviceRequestPhotos.requestId, r.id), eq(serviceRequestPhotos.uploadId, uploadId)));
  return foundOr404(req, p, 'service-requests.errors.notFound');
}

const MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The photo of request `r` as a data URL. @throws ApiError 404 when not its photo or gone. */
export async function photoDataUrl(
  app: FastifyInstance,
  req: FastifyRequest,
  r: RequestRowDb,
  photoId: string,
): Promise<{ dataUrl: string }> {
  const p = await requestPhoto(app, req, r, photoId);
  const bytes = await app.storage.get(uploadKey(p.id));
  if (!bytes) throw new ApiError(404, req.t('service-requests.errors.notFound'));
  return { dataUrl: `data:${MIME[p.kind] ?? 'application/octet-stream'};base64,${bytes.toString('base64')}` };
}

/**
 * GET app/v1/service-requests/rooms (docs/rules.md R15.7): the rooms the caller may file a request
 * for — those they own and those they lease today (a lease begun and not yet ended) — as
 * `{ id, label: "title № number" }` in the request's language, by number. The form offers them and
 * chooses the only one.
 */
export async function requestRooms(
  app: FastifyInstance,
  req: FastifyRequest,
): Promise<{ id: number; label: string }[]> {
  const user = requireUser(req);
  const today = hotelToday(app.clock.now());
  const leased = app.db
    .select({ id: leases.objectId })
    .from(leases)
    .where(
      and(
        eq(leases.userId, user.id),
        sql`${leases.startDate} <= ${today}`,
        sql`coalesce(${leases.endedEarlyOn}, ${leases.endDate}) > ${today}`,
      ),
    );
  const rows = await app.db
    .select({ id: objects.id, title: objects.title, number: objects.number })
    .from(objects)
    .where(sql`${objects.ownerId} = ${user.id} or ${objects.id} in ${leased}`)
    .orderBy(asc(objects.number));
  return rows.map((o) => ({ id: o.id, label: `${pick(o.title, req.lang)} № ${o.number}` }));
}
