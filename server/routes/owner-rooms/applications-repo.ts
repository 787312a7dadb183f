/**
 * Room applications and the caller's own applications (docs/rules.md R12.1, R12.2): the rows as
 * their applicant and the MC see them (also read by the back office's applications,
 * server/routes/backoffice/applications), filing a room application with its scans, and the
 * caller's own list and one of them. Someone else's application answers 404.
 */
import { recordConsents, requireConsent } from '../../services/consents';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applications, buildings, objects, users } from '../../db/schema';
import { validationError, type FieldErrors } from '../../errors';
import { pick } from '../../i18n';
import { requireRole } from '../../access';
import { citableUploads } from '../../services/uploads';
import { foundOr404 } from '../../scope';
import { toServerTimestamp } from '../../../src/domain/datetime';
import { countWhere, pageTotal, windowTotal } from '../../paging';
import type { ApplicationRow } from '../../../src/contracts/applications';
import type { OwnerRoomCreate } from '../../../src/contracts/owner-rooms';
import { fullName } from './shared';

type AppRecord = typeof applications.$inferSelect;

/** Scan fields of a room application (docs/rules.md R12.1), each needs one upload at least. */
export const SCAN_FIELDS = ['titleDocument', 'passportMain', 'passportRegistration'] as const;

const applicant = alias(users, 'applicant');
const appBuilding = alias(buildings, 'app_building');

/**
 * Applications matching `where` as their applicant and the MC see them, newest first, in one
 * statement (docs/architecture.md § The server): `room` names building · floor · number (the
 * room's, or for a room not yet approved the payload's), the applicant's name, the scans' names,
 * and the total before paging.
 */
export async function applicationRows(
  app: FastifyInstance,
  req: FastifyRequest,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const q = app.db
    .select({
      id: applications.id,
      kind: applications.kind,
      status: applications.status,
      objectId: applications.objectId,
      payload: applications.payload,
      uploadIds: applications.uploadIds,
      reason: applications.reason,
      createdAt: applications.createdAt,
      decidedAt: applications.decidedAt,
      roomId: objects.id,
      roomFloor: objects.floor,
      roomNumber: objects.number,
      roomBuilding: appBuilding.name,
      // The id first: Drizzle takes a left-joined object for missing when its first column is null.
      person: { id: applicant.id, name: applicant.name, surname: applicant.surname, phone: applicant.phone },
      // Table names written out: correlated to the outer application.
      payloadBuilding: sql<{ ru: string; en: string } | null>`(select b.name from buildings b
        where b.company_id = ${req.companyId} and b.id::text = ${applications.payload}->>'buildingId')`,
      files: sql<[string, string][] | null>`(select json_agg(json_build_array(u.id, u.name))
        from uploads u where u.id = any(${applications.uploadIds}))`,
      total: windowTotal(),
    })
    .from(applications)
    .leftJoin(objects, eq(objects.id, applications.objectId))
    .leftJoin(appBuilding, and(eq(appBuilding.id, objects.buildingId), eq(appBuilding.companyId, req.companyId)))
    .leftJoin(applicant, eq(applicant.id, applications.applicantId))
    .where(where)
    .orderBy(desc(applications.id));
  const found = await (page ? q.limit(page.limit).offset(page.offset) : q);
  const rows = found.map((r) => {
    const p = r.payload as Record<string, unknown>;
    const name = (b: { ru: string; en: string } | null | undefined) => (b ? pick(b, req.lang) : '');
    const room =
      r.roomId !== null
        ? `${name(r.roomBuilding)} · ${r.roomFloor} · ${r.roomNumber}`
        : `${name(r.payloadBuilding)} · ${String(p.floor ?? '')} · ${String(p.number ?? '')}`;
    const kinds = (p.files ?? {}) as Record<string, { id: string }[]>;
    const kindOf = (id: string) =>
      Object.entries(kinds).find(([, list]) => list.some((f) => f.id === id))?.[0] ?? 'file';
    const fileName = new Map(r.files ?? []);
    const shown = Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'files'));
    return {
      id: r.id,
      kind: r.kind,
      status: r.status,
      objectId: r.objectId,
      room,
      payload: shown,
      files: r.uploadIds
        .filter((id) => fileName.has(id))
        .map((id) => ({ id, name: fileName.get(id)!, kind: kindOf(id) })),
      reason: r.reason,
      applicant: fullName(r.person),
      createdAt: toServerTimestamp(r.createdAt),
      decidedAt: r.decidedAt ? toServerTimestamp(r.decidedAt) : null,
    };
  });
  const total = await pageTotal(found, page?.offset ?? 0, () => countWhere(app.db, applications, where));
  return { rows, total };
}

/** Applications as their applicant and the MC see them, in the order given (see {@link applicationRows}). */
export async function toApplicationRows(
  app: FastifyInstance,
  req: FastifyRequest,
  list: AppRecord[],
): Promise<ApplicationRow[]> {
  if (!list.length) return [];
  const { rows } = await applicationRows(
    app,
    req,
    inArray(
      applications.id,
      list.map((r) => r.id),
    ),
  );
  return list.map((r) => rows.find((x) => x.id === r.id)!);
}

/**
 * Files a room application (docs/rules.md R12.1): the scans must be the caller's own uploads, at
 * least one of each kind; the building must be the company's.
 * @throws ApiError 422 naming each missing field, translated.
 */
export async function createRoomApplication(
  app: FastifyInstance,
  req: FastifyRequest,
  body: OwnerRoomCreate,
): Promise<AppRecord> {
  const user = requireRole(req, 'owner');
  const errors: FieldErrors = {};
  const all = SCAN_FIELDS.flatMap((f) => body[f].map((x) => x.id));
  const mine = await citableUploads(app.db, req.companyId, { userId: user.id }, all);
  for (const f of SCAN_FIELDS)
    if (!body[f].some((x) => mine.has(x.id))) errors[f] = [req.t(`owner-rooms.errors.${f}Required`)];
  const b = await app.db.query.buildings.findFirst({
    where: and(eq(buildings.id, body.buildingId), eq(buildings.companyId, req.companyId)),
  });
  if (!b) errors.buildingId = [req.t('validation.invalid')];
  if (Object.keys(errors).length) throw validationError(errors);
  const files = Object.fromEntries(SCAN_FIELDS.map((f) => [f, body[f].filter((x) => mine.has(x.id))]));
  const details = Object.fromEntries(
    Object.entries(body).filter(([k]) => k !== 'policyConsent' && !(SCAN_FIELDS as readonly string[]).includes(k)),
  );
  requireConsent(req, body, 'personal_data');
  const [row] = await app.db
    .insert(applications)
    .values({
      companyId: req.companyId,
      kind: 'room',
      applicantId: user.id,
      payload: { ...details, files },
      uploadIds: Object.values(files)
        .flat()
        .map((x) => x.id),
      createdAt: app.clock.now(),
    })
    .returning();
  // The owner's personal-data consent, recorded with the application (docs/rules.md R21.2).
  await recordConsents(app.db, req, { userId: user.id, phone: user.phone }, 'owner_application', ['personal_data']);
  return row;
}

/** The caller's own applications, newest first (GET app/v1/applications). */
export async function listOwnApplications(
  app: FastifyInstance,
  req: FastifyRequest,
  q: { kind?: string; status?: string },
  start: number,
  limit: number,
) {
  const where = and(
    eq(applications.companyId, req.companyId),
    eq(applications.applicantId, req.user!.id),
    q.kind ? eq(applications.kind, q.kind) : undefined,
    q.status ? eq(applications.status, q.status as AppRecord['status']) : undefined,
  )!;
  return applicationRows(app, req, where, { limit, offset: start });
}

/** The caller's application `id`. @throws ApiError 404 for anyone else's. */
export async function ownApplication(app: FastifyInstance, req: FastifyRequest, id: number): Promise<ApplicationRow> {
  const r = await app.db.query.applications.findFirst({
    where: and(
      eq(applications.id, id),
      eq(applications.companyId, req.companyId),
      eq(applications.applicantId, req.user!.id),
    ),
  });
  return (await toApplicationRows(app, req, [foundOr404(req, r, 'applications.errors.notFound')]))[0];
}
