/**
 * Queries of the back-office utility tariffs (docs/rules.md R10.11): the company's tariffs per
 * provider and period, its providers (for the tariff form), and setting a service's price and norm
 * from a month on. Another company's provider → 422; every change audited
 * (server/services/audit.ts). The rest of the back-office utilities is ./repo.ts.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { utilityProviders, utilityTariffs } from '../../../db/schema';
import { ApiError } from '../../../errors';
import { recordChange, snapshot } from '../../../services/audit';
import type { BoTariffRow, TariffBody } from '../../../../src/contracts/backoffice-utility-accounts';

type Req = FastifyRequest;

/** GET …/utility-tariffs: the company's tariffs, newest period first. */
export async function listTariffs(
  app: FastifyInstance,
  req: Req,
  providerId: number | undefined,
  start: number,
  limit: number,
): Promise<{ rows: BoTariffRow[]; total: number }> {
  const where = and(
    eq(utilityTariffs.companyId, req.companyId),
    providerId ? eq(utilityTariffs.providerId, providerId) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    app.db
      .select({ t: utilityTariffs, providerName: utilityProviders.name })
      .from(utilityTariffs)
      .innerJoin(utilityProviders, eq(utilityProviders.id, utilityTariffs.providerId))
      .where(where)
      .orderBy(desc(utilityTariffs.validFrom), asc(utilityTariffs.providerId), asc(utilityTariffs.service))
      .limit(limit)
      .offset(start),
    app.db.select({ n: count() }).from(utilityTariffs).where(where),
  ]);
  return {
    total: n,
    rows: rows.map(({ t, providerName }) => ({
      id: t.id,
      providerId: t.providerId,
      providerName,
      service: t.service,
      validFrom: t.validFrom,
      priceKopecks: t.priceKopecks,
      normPerMonth: t.normPerMonth,
    })),
  };
}

/** The company's providers (for the tariff form). */
export async function listProviders(app: FastifyInstance, req: Req) {
  return app.db
    .select({ id: utilityProviders.id, name: utilityProviders.name })
    .from(utilityProviders)
    .where(eq(utilityProviders.companyId, req.companyId))
    .orderBy(asc(utilityProviders.id));
}

/** POST …/utility-tariffs: sets the price and norm of a service from a month on (R10.11). @throws ApiError 422 `{ providerId }` for another company's provider. */
export async function saveTariff(app: FastifyInstance, req: Req, body: TariffBody): Promise<BoTariffRow> {
  const p = await app.db.query.utilityProviders.findFirst({
    where: and(eq(utilityProviders.id, body.providerId), eq(utilityProviders.companyId, req.companyId)),
  });
  if (!p) throw new ApiError(422, req.t('validation.failed'), { providerId: [req.t('validation.invalid')] });
  return app.db.transaction(async (tx) => {
    const before = await tx.query.utilityTariffs.findFirst({
      where: and(
        eq(utilityTariffs.providerId, p.id),
        eq(utilityTariffs.service, body.service),
        eq(utilityTariffs.validFrom, body.validFrom),
      ),
    });
    const [t] = await tx
      .insert(utilityTariffs)
      .values({ companyId: req.companyId, ...body })
      .onConflictDoUpdate({
        target: [utilityTariffs.providerId, utilityTariffs.service, utilityTariffs.validFrom],
        set: { priceKopecks: body.priceKopecks, normPerMonth: body.normPerMonth },
      })
      .returning();
    await recordChange(
      app,
      req,
      {
        entity: 'utility_tariffs',
        entityId: t.id,
        action: before ? 'update' : 'create',
        before: snapshot(before),
        after: snapshot(t),
      },
      tx,
    );
    return {
      id: t.id,
      providerId: p.id,
      providerName: p.name,
      service: t.service,
      validFrom: t.validFrom,
      priceKopecks: t.priceKopecks,
      normPerMonth: t.normPerMonth,
    };
  });
}
