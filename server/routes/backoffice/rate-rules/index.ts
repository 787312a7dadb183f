/**
 * The seasons and rules of the rate calendar (docs/rules.md R5.28, R5.29), manager only (the
 * back-office group's hook and the `backoffice` cells), every change audited: GET rate-rules (in
 * the order they apply), POST, PUT rate-rules/{id}, DELETE rate-rules/{id}. Another company's rule
 * answers 404 (server/scope.ts). Declared in src/contracts/backoffice-rate-rules.ts.
 */
import { rateCalendarChanged } from '../../../services/search-rates';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { rateRules } from '../../../db/schema';
import { route } from '../../../route';
import { foundOr404 } from '../../../scope';
import { recordChange, snapshot } from '../../../services/audit';
import { companyObjects } from '../../../services/rate-grid';
import { pageWindow, paginate } from '../../../validation';
import {
  backofficeRateRulesEndpoints as e,
  type rateRuleBody,
  type RateRuleRow,
} from '../../../../src/contracts/backoffice-rate-rules';
import type { Db } from '../../../db/client';

type Row = typeof rateRules.$inferSelect;
type Body = z.output<typeof rateRuleBody>;

/** A rule as listed. */
const dto = (r: Row): RateRuleRow => ({
  id: r.id,
  name: r.name,
  from: r.dateFrom,
  to: r.dateTo,
  weekdays: r.weekdays,
  objectIds: r.objectIds,
  price:
    r.priceMode === 'set' && r.priceValue !== null
      ? { mode: 'set', kopecks: r.priceValue }
      : r.priceMode === 'percent' && r.priceValue !== null
        ? { mode: 'percent', percent: r.priceValue }
        : undefined,
  minStay: r.minStay,
  minStayArrival: r.minStayArrival,
  maxStay: r.maxStay,
  closedToArrival: r.closedToArrival,
  closedToDeparture: r.closedToDeparture,
  stopSell: r.stopSell,
  position: r.position,
});

/**
 * The columns of a rule from its body.
 * @throws ApiError 422 under `objectIds` when an id is not the company's object.
 */
async function columns(db: Db, req: FastifyRequest, b: Body) {
  const ids = (await companyObjects(db, req, b.objectIds)).map((o) => o.id).sort((x, y) => x - y);
  return {
    name: b.name,
    dateFrom: b.from,
    dateTo: b.to,
    weekdays: [...new Set(b.weekdays)].sort(),
    objectIds: ids,
    priceMode: b.price?.mode ?? null,
    priceValue: b.price ? (b.price.mode === 'set' ? b.price.kopecks : b.price.percent) : null,
    minStay: b.minStay ?? null,
    minStayArrival: b.minStayArrival ?? null,
    maxStay: b.maxStay ?? null,
    closedToArrival: b.closedToArrival ?? null,
    closedToDeparture: b.closedToDeparture ?? null,
    stopSell: b.stopSell ?? null,
    position: b.position,
  };
}

export async function backofficeRateRulesRoutes(app: FastifyInstance): Promise<void> {
  // A written rate calendar is sold at once by this process's search (server/services/search-rates.ts
  // keeps priced stays 5 s; other instances see it within those seconds).
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 300) rateCalendarChanged(app.db);
  });
  const mine = (req: FastifyRequest, id: number) => and(eq(rateRules.companyId, req.companyId), eq(rateRules.id, id));

  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const where = eq(rateRules.companyId, req.companyId);
    const [rows, [{ n }]] = await Promise.all([
      app.db
        .select()
        .from(rateRules)
        .where(where)
        .orderBy(asc(rateRules.position), asc(rateRules.id))
        .limit(limit)
        .offset(start),
      app.db.select({ n: count() }).from(rateRules).where(where),
    ]);
    return paginate(rows.map(dto), n, start, end);
  });

  route(app, e.create, async (req, reply) => {
    const values = await columns(app.db, req, req.body);
    const row = await app.db.transaction(async (tx) => {
      const [r] = await tx
        .insert(rateRules)
        .values({ companyId: req.companyId, ...values })
        .returning();
      await recordChange(
        app,
        req,
        { entity: 'rate_rules', entityId: r!.id, action: 'create', before: null, after: snapshot(r!) },
        tx,
      );
      return r!;
    });
    reply.code(201);
    return { data: dto(row) };
  });

  route(app, e.update, async (req) => {
    const values = await columns(app.db, req, req.body);
    const row = await app.db.transaction(async (tx) => {
      const before = foundOr404(
        req,
        await tx.query.rateRules.findFirst({ where: mine(req, req.params.id) }),
        'backoffice-rates.errors.ruleNotFound',
      );
      const [r] = await tx.update(rateRules).set(values).where(mine(req, req.params.id)).returning();
      await recordChange(
        app,
        req,
        { entity: 'rate_rules', entityId: r!.id, action: 'edit', before: snapshot(before), after: snapshot(r!) },
        tx,
      );
      return r!;
    });
    return { data: dto(row) };
  });

  route(app, e.remove, async (req) => {
    await app.db.transaction(async (tx) => {
      const before = foundOr404(
        req,
        await tx.query.rateRules.findFirst({ where: mine(req, req.params.id) }),
        'backoffice-rates.errors.ruleNotFound',
      );
      await tx.delete(rateRules).where(mine(req, req.params.id));
      await recordChange(
        app,
        req,
        { entity: 'rate_rules', entityId: before.id, action: 'delete', before: snapshot(before), after: null },
        tx,
      );
    });
    return { data: { id: req.params.id } };
  });
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeRateRulesRoutes;
