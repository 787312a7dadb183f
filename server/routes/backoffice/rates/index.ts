/**
 * The back office's rate grid (docs/rules.md R5.28, R5.29), manager only (the back-office group's
 * hook and the `backoffice` cells): GET rates?from&to (at most 120 days: every object's nights as
 * sold), POST rates/preview (what a change over objects × nights would do, nothing written), PUT
 * rates (the same change written into the grid's entries in one transaction, with ONE audit
 * entry). Declared in src/contracts/backoffice-rates.ts (`backofficeRatesEndpoints`).
 */
import { rateCalendarChanged } from '../../../services/search-rates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../../route';
import { recordChange } from '../../../services/audit';
import { applyRateChange, companyObjects, rateGridOf } from '../../../services/rate-grid';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../services/payments';
import { backofficeRatesEndpoints as e } from '../../../../src/contracts/backoffice-rates';
import type { RateChange } from '../../../../src/domain/rate-grid';
import type { z } from 'zod';
import type { rateChangeBody } from '../../../../src/contracts/backoffice-rates';

type Body = z.output<typeof rateChangeBody>;

/**
 * The change of the body over the company's objects.
 * @throws ApiError 422 under `objectIds` when an id is not the company's object.
 */
async function change(db: Db | Tx, req: FastifyRequest, body: Body, write: boolean) {
  const objs = await companyObjects(db, req, body.objectIds);
  return applyRateChange(db, req.companyId, objs, body, body.change as RateChange, write);
}

export async function backofficeRatesRoutes(app: FastifyInstance): Promise<void> {
  // A written rate calendar is sold at once by this process's search (server/services/search-rates.ts
  // keeps priced stays 5 s; other instances see it within those seconds).
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 300) rateCalendarChanged(app.db);
  });
  route(app, e.list, async (req) => ({
    data: await rateGridOf(app.db, req.companyId, req.lang, req.query.from, req.query.to),
  }));

  route(app, e.preview, async (req) => ({ data: await change(app.db, req, req.body, false) }));

  route(app, e.save, async (req) => {
    const data = await app.db.transaction(async (tx) => {
      const result = await change(tx, req, req.body, true);
      const { objectIds, from, to, weekdays, change: what } = req.body;
      await recordChange(
        app,
        req,
        {
          entity: 'rates',
          entityId: 0,
          action: 'update',
          before: null,
          after: {
            from,
            to,
            weekdays,
            objects: objectIds.length,
            objectIds,
            change: what,
            nights: result.nights,
            changed: result.changed,
          },
        },
        tx,
      );
      return result;
    });
    return { data };
  });
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeRatesRoutes;
