/**
 * The company's settings in the back office (docs/rules.md R6.15): GET/PUT app/v1/backoffice/company,
 * the register number of the accommodation facility and whether the check-in asks scans (R20.2). Managers only (./../autohooks.ts and the
 * `backoffice` policy cells); a change is audited and the server-rendered pages, whose footer
 * shows the number, are rendered again.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { route } from '../../../route';
import { backofficeCompanyEndpoints as e } from '../../../../src/contracts/backoffice-company';
import { companies } from '../../../db/schema';
import { recordChange } from '../../../services/audit';

export const backofficeCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.show, async (req) => {
    const c = await app.db.query.companies.findFirst({
      where: eq(companies.id, req.companyId),
      columns: { registerNumber: true, checkInScansRequired: true },
    });
    return { data: { registerNumber: c?.registerNumber ?? null, checkInScansRequired: !!c?.checkInScansRequired } };
  });

  route(app, e.update, async (req) => {
    const registerNumber = req.body.registerNumber || null;
    const { checkInScansRequired } = req.body;
    const columns = { registerNumber: companies.registerNumber, checkInScansRequired: companies.checkInScansRequired };
    const data = await app.db.transaction(async (tx) => {
      const [before] = await tx.select(columns).from(companies).where(eq(companies.id, req.companyId)).for('update');
      const [after] = await tx
        .update(companies)
        .set(checkInScansRequired === undefined ? { registerNumber } : { registerNumber, checkInScansRequired })
        .where(eq(companies.id, req.companyId))
        .returning(columns);
      await recordChange(
        app,
        req,
        { entity: 'company', entityId: req.companyId, action: 'update', before: { ...before }, after: { ...after } },
        tx,
      );
      return after;
    });
    app.clearPageCache();
    return { data };
  });
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeCompanyRoutes;
