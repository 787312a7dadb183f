/**
 * Back-office reviews (docs/rules.md R24.4–R24.5): the company's reviews with their stay, guest
 * and objects, publish, hide with a reason, the public answer. Every change is audited
 * (server/services/audit.ts).
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingObjects, bookings, objects, reviews, users } from '../../../db/schema';
import { requireRole } from '../../../access';
import { pick } from '../../../i18n';
import { companyRows, foundOr404 } from '../../../scope';
import { recordChange, snapshot } from '../../../services/audit';
import { reviewDto, reviewPage, type ReviewRow } from '../../reviews/repo';
import type { AuditAction } from '../../../../src/domain/audit';
import type { BackofficeReview } from '../../../../src/contracts/backoffice-reviews';

/** The overall of a row in SQL (the mean of the four criteria). */
const overallSql = sql`((${reviews.cleanliness} + ${reviews.location} + ${reviews.staff} + ${reviews.value}) / 4.0)`;

/** Filters of the list. */
export interface ReviewFilters {
  state?: ReviewRow['state'];
  objectId?: number;
  minRating?: number;
  maxRating?: number;
}

function whereOf(req: FastifyRequest, f: ReviewFilters): SQL {
  const user = requireRole(req, 'manager');
  return and(
    companyRows(reviews, user),
    f.state ? eq(reviews.state, f.state) : undefined,
    f.objectId
      ? sql`${reviews.bookingId} in (select ${bookingObjects.bookingId} from ${bookingObjects} where ${bookingObjects.objectId} = ${f.objectId})`
      : undefined,
    f.minRating !== undefined ? sql`${overallSql} >= ${f.minRating}` : undefined,
    f.maxRating !== undefined ? sql`${overallSql} <= ${f.maxRating}` : undefined,
  )!;
}

/** Rows → back-office DTOs: one query for the bookings and guests, one for the objects. */
async function withStays(app: FastifyInstance, req: FastifyRequest, rows: ReviewRow[]): Promise<BackofficeReview[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.bookingId);
  const [stays, objs] = await Promise.all([
    app.db
      .select({
        id: bookings.id,
        number: bookings.number,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        name: users.name,
        surname: users.surname,
        contact: bookings.contact,
      })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.userId))
      .where(inArray(bookings.id, ids)),
    app.db
      .select({ bookingId: bookingObjects.bookingId, id: objects.id, title: objects.title, number: objects.number })
      .from(bookingObjects)
      .innerJoin(objects, eq(objects.id, bookingObjects.objectId))
      .where(inArray(bookingObjects.bookingId, ids)),
  ]);
  const now = app.clock.now();
  return rows.map((r) => {
    const s = stays.find((x) => x.id === r.bookingId)!;
    const guest =
      [s.surname, s.name].filter(Boolean).join(' ') || [s.contact.surname, s.contact.name].filter(Boolean).join(' ');
    return {
      ...reviewDto(r, now),
      hideReason: r.hideReason,
      objects: objs
        .filter((o) => o.bookingId === r.bookingId)
        .map((o) => ({ id: o.id, title: `${pick(o.title, req.lang)} № ${o.number}` })),
      guest,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      bookingNumber: s.number,
    };
  });
}

/** GET app/v1/backoffice/reviews: newest first. */
export async function listReviews(
  app: FastifyInstance,
  req: FastifyRequest,
  f: ReviewFilters,
  start: number,
  limit: number,
) {
  const where = whereOf(req, f);
  const [rows, n] = await reviewPage(app, where, start, limit);
  return { rows: await withStays(app, req, rows), total: n };
}

/** GET app/v1/backoffice/reviews/pending-count. */
export async function pendingCount(app: FastifyInstance, req: FastifyRequest): Promise<number> {
  const [{ n }] = await app.db
    .select({ n: count() })
    .from(reviews)
    .where(whereOf(req, { state: 'pending' }));
  return n;
}

async function companyReview(app: FastifyInstance, req: FastifyRequest, id: number): Promise<ReviewRow> {
  const r = await app.db.query.reviews.findFirst({ where: and(eq(reviews.id, id), whereOf(req, {})) });
  return foundOr404(req, r, 'reviews.errors.notFound');
}

/** GET app/v1/backoffice/reviews/{id}. @throws ApiError 404. */
export async function getReview(app: FastifyInstance, req: FastifyRequest, id: number): Promise<BackofficeReview> {
  return (await withStays(app, req, [await companyReview(app, req, id)]))[0];
}

/** Applies a change to a review and audits it (R16.2). @throws ApiError 404. */
export async function changeReview(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  action: AuditAction,
  set: Partial<typeof reviews.$inferInsert>,
): Promise<BackofficeReview> {
  const before = await companyReview(app, req, id);
  const after = await app.db.transaction(async (tx) => {
    const [row] = await tx.update(reviews).set(set).where(eq(reviews.id, id)).returning();
    await recordChange(
      app,
      req,
      { entity: 'reviews', entityId: id, action, before: snapshot(before), after: snapshot(row) },
      tx,
    );
    return row;
  });
  return (await withStays(app, req, [after]))[0];
}
