/**
 * Queries of the reports resource (docs/rules.md R13.1–R13.5): the caller's rooms under the MC
 * (an owner's own, an agent's by a proxy allowing reports; server/scope.ts visibleObjects), the
 * period report (server/services/owner-reports.ts), its files, and the owner's published
 * statements. Someone else's room or statement answers 404.
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companies, objects, ownerStatements, users } from '../../db/schema';
import { requireUser } from '../../auth';
import { pick } from '../../i18n';
import { foundOr404, visibleObjects } from '../../scope';
import {
  reportForRooms,
  reportOf,
  stayBounds,
  withLastPeriod,
  type ExpenseRow,
  type ReportRoom,
  type StayRow,
} from '../../services/owner-reports';
import { reportPdf, reportXlsx } from '../../services/report-files';
import { hotelToday } from '../../../src/domain/hotel-time';
import { toServerTimestamp } from '../../../src/domain/datetime';
import { monthOf } from '../../../src/domain/reports';
import type { ReportData, StatementDetail, StatementRow } from '../../../src/contracts/reports';

const today = (app: FastifyInstance) => hotelToday(app.clock.now());

type Title = { ru: string; en: string };

/**
 * The caller's report of the months `from`..`to` (docs/rules.md R13.1, R13.4) in one statement
 * (docs/architecture.md § The server): the rooms the caller may report on (server/scope.ts
 * visibleObjects; `objectId` narrows to one, 404 when not the caller's) that are under the MC, their
 * paid stays of the period and their expenses of its months, each a subquery answering JSON; the
 * figures are server/services/owner-reports.ts `reportOf`. An empty period asks for the last one
 * with data.
 * @throws ApiError 404 `reports.errors.notFound` when `objectId` is not a room of the caller.
 */
export async function callerReport(
  app: FastifyInstance,
  req: FastifyRequest,
  q: { from: string; to: string; objectId?: number },
): Promise<ReportData> {
  const visible = and(
    visibleObjects(requireUser(req), today(app), 'reports'),
    q.objectId ? eq(objects.id, q.objectId) : undefined,
  );
  const mc = and(visible, eq(objects.management, 'mc'));
  const { checkOutFrom, checkInTo } = stayBounds(q.from, q.to);
  // Table names written out: the subqueries stand on their own; the conditions name `objects`.
  const [r] = await app.db
    .select({
      found: sql<boolean>`exists (select 1 from objects where ${visible})`,
      rooms: sql<[number, string, number, Title, number][] | null>`(select json_agg(json_build_array(objects.id,
          objects.number, objects.area, buildings.name, objects.mc_fee_percent) order by objects.id)
        from objects join buildings on buildings.id = objects.building_id where ${mc})`,
      stays: sql<[number, string, string, StayRow['price']][] | null>`(select json_agg(json_build_array(bo.object_id,
          bo.check_in, bo.check_out, b.price)) from booking_objects bo join bookings b on b.id = bo.booking_id
        where bo.object_id in (select objects.id from objects where ${mc}) and bo.active and b.status = 'paid'
          and bo.check_in < ${checkInTo} and bo.check_out >= ${checkOutFrom})`,
      expenses: sql<
        [number, number, string, ExpenseRow['category'], number, string, string][] | null
      >`(select json_agg(json_build_array(e.id, e.object_id, e.month, e.category, e.amount_kopecks,
          e.document_number, e.document_name) order by e.month, e.id) from owner_expenses e
        where e.object_id in (select objects.id from objects where ${mc}) and e.month >= ${q.from} and e.month <= ${q.to})`,
    })
    .from(companies)
    .where(eq(companies.id, req.companyId));
  if (q.objectId) foundOr404(req, r?.found || null, 'reports.errors.notFound');
  const rooms: ReportRoom[] = (r?.rooms ?? []).map(([id, number, area, building, feePercent]) => ({
    id,
    number,
    area,
    building: pick(building, req.lang),
    feePercent,
  }));
  const stays = (r?.stays ?? []).map(([objectId, checkIn, checkOut, price]) => ({
    objectId,
    checkIn,
    checkOut,
    price,
  }));
  const exp = (r?.expenses ?? []).map(
    ([id, objectId, month, category, amountKopecks, documentNumber, documentName]) => ({
      id,
      objectId,
      month,
      category,
      amountKopecks,
      documentNumber,
      documentName,
    }),
  );
  const period = { from: q.from, to: q.to, current: monthOf(today(app)) };
  return withLastPeriod(app, rooms, reportOf(rooms, stays, exp, period, req.t('reports.feeDocument')), period);
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
