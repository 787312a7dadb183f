/**
 * The manager's read-only list of consent records (docs/rules.md R21.3): GET app/v1/backoffice/consents,
 * filtered by kind, state, phone or name and the day given (Yekaterinburg). Declared in
 * src/contracts/backoffice-consents.ts; behind the folder's manager guard (../autohooks.ts), rows of
 * the request's company only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { route } from '../../../route';
import { pageWindow, paginate } from '../../../validation';
import { consents, users } from '../../../db/schema';
import { consentRowOf } from '../../../services/consents';
import { backofficeConsentsEndpoints as e } from '../../../../src/contracts/backoffice-consents';
import { addDaysIso, HOTEL_UTC_OFFSET_HOURS } from '../../../../src/domain/datetime';

/** The instant a day (YYYY-MM-DD, Yekaterinburg) starts. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - HOTEL_UTC_OFFSET_HOURS * 3_600_000);

export const backofficeConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const q = req.query;
    const { start, end, limit } = pageWindow(q);
    const like = q.q ? `%${q.q.replace(/[%_\\]/g, '\\$&')}%` : null;
    const name = sql<string | null>`nullif(concat_ws(' ', ${users.surname}, ${users.name}, ${users.patronymic}), '')`;
    const rows = await app.db
      .select({
        row: consents,
        userName: name,
        userPhone: users.phone,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(consents)
      .leftJoin(users, eq(users.id, consents.userId))
      .where(
        and(
          eq(consents.companyId, req.companyId),
          q.kind ? eq(consents.kind, q.kind) : undefined,
          q.state === 'active'
            ? isNull(consents.withdrawnAt)
            : q.state === 'withdrawn'
              ? isNotNull(consents.withdrawnAt)
              : undefined,
          like ? or(ilike(consents.phone, like), ilike(users.phone, like), ilike(name, like)) : undefined,
          q.givenAt_gte ? gte(consents.givenAt, dayStart(q.givenAt_gte)) : undefined,
          q.givenAt_lte ? lt(consents.givenAt, dayStart(addDaysIso(q.givenAt_lte, 1))) : undefined,
        ),
      )
      .orderBy(desc(consents.givenAt), desc(consents.id))
      .offset(start)
      .limit(limit);
    const data = rows.map((r) => ({
      ...consentRowOf(r.row),
      userId: r.row.userId,
      userName: r.userName,
      phone: r.row.phone ?? r.userPhone,
      ip: r.row.ip,
      userAgent: r.row.userAgent,
    }));
    return paginate(data, rows[0]?.total ?? 0, start, end);
  });
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeConsentRoutes;
