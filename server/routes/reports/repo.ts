/**
 * Queries of the reports resource (docs/rules.md R13.1–R13.5): the caller's rooms under the MC
 * (an owner's own, an agent's by a proxy allowing reports; server/scope.ts visibleObjects), the
 * period report (server/services/owner-reports.ts), its files, and the owner's published
 * statements. Someone else's room or statement answers 404.
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companies, objects, ownerStatements, users } from '../../db/schema';
import { requireUser } from '../../auth';
import { pick } from '../../i18n';
import { foundOr404, visibleObjects } from '../../scope';
import { buildReport, mcRooms, reportForRooms } from '../../services/owner-reports';
import { reportPdf, reportXlsx } from '../../services/report-files';
import { hotelToday } from '../../../src/domain/bookings';
import { toServerTimestamp } from '../../../src/domain/datetime';
import { monthOf } from '../../../src/domain/reports';
import type { ReportData, StatementDetail, StatementRow } from '../../../src/contracts/reports';

const today = (app: FastifyInstance) => hotelToday(app.clock.now());

/** Ids of the rooms the caller may report on; `objectId` narrows to one (404 when not the caller's). */
async function roomIds(app: FastifyInstance, req: FastifyRequest, objectId?: number): Promise<number[]> {
  const user = requireUser(req);
  const rows = await app.db
    .select({ id: objects.id })
    .from(objects)
    .where(and(visibleObjects(user, today(app), 'reports'), objectId ? eq(objects.id, objectId) : undefined));
  if (objectId) foundOr404(req, rows[0], 'reports.errors.notFound');
  return rows.map((r) => r.id);
}

/** The caller's report of the months `from`..`to` (docs/rules.md R13.1, R13.4). */
export async function callerReport(
  app: FastifyInstance,
  req: FastifyRequest,
  q: { from: string; to: string; objectId?: number },
): Promise<ReportData> {
  const rooms = await mcRooms(app, req.companyId, req.lang, { objectIds: await roomIds(app, req, q.objectId) });
  return buildReport(
    app,
    rooms,
    { from: q.from, to: q.to, current: monthOf(today(app)) },
    req.t('reports.feeDocument'),
  );
}

/** The company's name in the caller's language (the issuer line of a PDF). */
export async function issuerName(app: FastifyInstance, req: FastifyRequest): Promise<string> {
  const c = await app.db.query.companies.findFirst({ where: eq(companies.id, req.companyId), columns: { name: true } });
  return pick(c?.name, req.lang);
}

const fullName = (u: {
  surname: string | null;
  name: string | null;
  patronymic?: string | null;
  phone: string | null;
}) => [u.surname, u.name, u.patronymic].filter(Boolean).join(' ') || u.phone || '';

/** The report of the caller as a file: `{ bytes, type, name }`. */
export async function reportFile(
  app: FastifyInstance,
  req: FastifyRequest,
  q: { from: string; to: string; format: 'pdf' | 'xlsx' },
) {
  const data = await callerReport(app, req, q);
  const name = `${req.t('reports.file.name')}-${q.from}-${q.to}.${q.format}`;
  if (q.format === 'xlsx') return { bytes: await reportXlsx(data, req.t), name };
  const user = requireUser(req);
  const u = await app.db.query.users.findFirst({ where: eq(users.id, user.id) });
  return { bytes: await reportPdf(data, req.t, req.lang, await issuerName(app, req), u ? fullName(u) : ''), name };
}

type StatementDb = typeof ownerStatements.$inferSelect;

/** A statement row → DTO (timestamps as docs/rules.md R1.10 says). */
export function statementDto(s: StatementDb, ownerName: string): StatementRow {
  return {
    id: s.id,
    ownerId: s.ownerId,
    ownerName,
    month: s.month,
    status: s.status,
    incomeKopecks: s.incomeKopecks,
    expensesKopecks: s.expensesKopecks,
    payableKopecks: s.payableKopecks,
    publishedAt: s.publishedAt ? toServerTimestamp(s.publishedAt) : null,
    paidAt: s.paidAt ? toServerTimestamp(s.paidAt) : null,
  };
}

/**
 * Whose statements the caller sees, and what of them: an owner its own, whole; an agent the owners
 * of the rooms its valid proxies allow `reports` on, cut to those rooms (docs/rules.md R3.7, R13.5).
 * `rooms` is null for the whole statement.
 */
async function statementScope(
  app: FastifyInstance,
  req: FastifyRequest,
): Promise<{ owners: number[]; rooms: Set<number> | null }> {
  const user = requireUser(req);
  if (user.role === 'owner') return { owners: [user.id], rooms: null };
  const rows = await app.db
    .select({ id: objects.id, ownerId: objects.ownerId })
    .from(objects)
    .where(visibleObjects(user, today(app), 'reports'));
  return {
    owners: [...new Set(rows.map((r) => r.ownerId).filter((x): x is number => x !== null))],
    rooms: new Set(rows.map((r) => r.id)),
  };
}

/** A stored statement as the caller may see it, or null when none of its rooms is the caller's. */
function scopedStatement(s: StatementDb, ownerName: string, rooms: Set<number> | null): StatementDetail | null {
  const stored = s.data as unknown as ReportData;
  if (!rooms) return { ...statementDto(s, ownerName), report: stored };
  const report = reportForRooms(stored, rooms);
  if (!report.objects.length) return null;
  const t = report.totals;
  return {
    ...statementDto(
      { ...s, incomeKopecks: t.incomeKopecks, expensesKopecks: t.expensesKopecks, payableKopecks: t.payableKopecks },
      ownerName,
    ),
    report,
  };
}

/** The caller's statements, published or paid, as it may see them (see {@link statementScope}), newest month first. */
async function scopedStatements(app: FastifyInstance, req: FastifyRequest, id?: number): Promise<StatementDetail[]> {
  const { owners, rooms } = await statementScope(app, req);
  if (!owners.length) return [];
  const rows = await app.db
    .select({ s: ownerStatements, u: users })
    .from(ownerStatements)
    .innerJoin(users, eq(users.id, ownerStatements.ownerId))
    .where(
      and(
        id !== undefined ? eq(ownerStatements.id, id) : undefined,
        eq(ownerStatements.companyId, req.companyId),
        inArray(ownerStatements.ownerId, owners),
        ne(ownerStatements.status, 'draft'),
      ),
    )
    .orderBy(desc(ownerStatements.month));
  return rows.map((r) => scopedStatement(r.s, fullName(r.u), rooms)).filter((x): x is StatementDetail => x !== null);
}

/** The caller's published (or paid) statements, newest month first; an agent's cut to its rooms. */
export async function listStatements(app: FastifyInstance, req: FastifyRequest): Promise<StatementRow[]> {
  return (await scopedStatements(app, req)).map(({ report: _report, ...row }) => row);
}

/**
 * One published statement of the caller; an agent's cut to the rooms its proxies allow `reports` on.
 * @throws ApiError 404 `reports.errors.statementNotFound` (someone else's, a draft, or none of the agent's rooms).
 */
export async function oneStatement(app: FastifyInstance, req: FastifyRequest, id: number): Promise<StatementDetail> {
  return foundOr404(req, (await scopedStatements(app, req, id))[0], 'reports.errors.statementNotFound');
}
