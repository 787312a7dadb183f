/**
 * The back office's tax settings (docs/rules.md R5.25), manager only (the back-office group's hook
 * and the `backoffice` cells), every change audited: GET tax-settings (newest first), POST
 * tax-settings (the settings from a date; the same date replaces them). Declared in
 * src/contracts/backoffice-tax-settings.ts (`backofficeTaxSettingsEndpoints`).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { taxSettings } from '../../../db/schema';
import { route } from '../../../route';
import { recordChange, snapshot } from '../../../services/audit';
import { pageWindow, paginate } from '../../../validation';
import { toServerTimestamp } from '../../../../src/domain/datetime';
import {
  backofficeTaxSettingsEndpoints as e,
  type TaxSettingsRow,
} from '../../../../src/contracts/backoffice-tax-settings';

type Row = typeof taxSettings.$inferSelect;

const dto = (r: Row): TaxSettingsRow => ({
  id: r.id,
  effectiveFrom: r.effectiveFrom,
  taxSystemCode: r.taxSystemCode,
  vat: r.vat,
  createdAt: toServerTimestamp(r.createdAt),
});

export async function backofficeTaxSettingsRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const where = eq(taxSettings.companyId, req.companyId);
    const [rows, [{ n }]] = await Promise.all([
      app.db
        .select()
        .from(taxSettings)
        .where(where)
        .orderBy(desc(taxSettings.effectiveFrom))
        .limit(limit)
        .offset(start),
      app.db.select({ n: count() }).from(taxSettings).where(where),
    ]);
    return paginate(rows.map(dto), n, start, end);
  });

  route(app, e.create, async (req, reply) => {
    const row = await app.db.transaction(async (tx) => {
      const before = await tx.query.taxSettings.findFirst({
        where: and(eq(taxSettings.companyId, req.companyId), eq(taxSettings.effectiveFrom, req.body.effectiveFrom)),
      });
      const [r] = await tx
        .insert(taxSettings)
        .values({ companyId: req.companyId, ...req.body })
        .onConflictDoUpdate({
          target: [taxSettings.companyId, taxSettings.effectiveFrom],
          set: { taxSystemCode: req.body.taxSystemCode, vat: req.body.vat },
        })
        .returning();
      await recordChange(
        app,
        req,
        {
          entity: 'tax_settings',
          entityId: r!.id,
          action: before ? 'update' : 'create',
          before: before ? snapshot(before) : null,
          after: snapshot(r!),
        },
        tx,
      );
      return r!;
    });
    reply.code(201);
    return { data: dto(row) };
  });
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default backofficeTaxSettingsRoutes;
