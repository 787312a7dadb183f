/**
 * Owners' monthly statements (docs/rules.md R13.5): built from the month's report of each owner's
 * rooms under the MC (server/services/owner-reports.ts), kept as drafts until a manager publishes
 * them (the owner is notified), then marked paid. Used by the back office and the demo seed.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { objects, ownerStatements } from '../db/schema';
import { tFor } from '../i18n';
import { buildReport, mcRooms } from './owner-reports';
import { notifyUser } from './push';
import { hotelToday } from '../../src/domain/hotel-time';
import { monthOf } from '../../src/domain/reports';
import type { ReportData } from '../../src/contracts/reports';

/**
 * Builds (or rebuilds) the draft statements of `month` for every owner with rooms under the MC
 * (for `ownerId` alone when given: a test world's owner, server/db/seed/world.ts);
 * published and paid statements are left as they are. The report is stored in Russian (the
 * company's language); the owner reads it in either language through the UI.
 * @returns how many were created, updated and skipped (already published).
 */
export async function generateStatements(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  companyId: number,
  month: string,
  onChange?: (row: typeof ownerStatements.$inferSelect, created: boolean) => Promise<void>,
  ownerId?: number,
) {
  const owners = await app.db
    .selectDistinct({ ownerId: objects.ownerId })
    .from(objects)
    .where(
      and(
        eq(objects.companyId, companyId),
        eq(objects.management, 'mc'),
        ownerId ? eq(objects.ownerId, ownerId) : isNotNull(objects.ownerId),
      ),
    );
  const current = monthOf(hotelToday(app.clock.now()));
  const out = { created: 0, updated: 0, skipped: 0 };
  for (const { ownerId } of owners) {
    const rooms = await mcRooms(app, companyId, 'ru', { ownerId: ownerId! });
    const report: ReportData = await buildReport(
      app,
      rooms,
      { from: month, to: month, current },
      tFor('ru')('reports.feeDocument'),
    );
    const values = {
      data: report as unknown as Record<string, unknown>,
      incomeKopecks: report.totals.incomeKopecks,
      expensesKopecks: report.totals.expensesKopecks,
      payableKopecks: report.totals.payableKopecks,
    };
    const existing = await app.db.query.ownerStatements.findFirst({
      where: and(eq(ownerStatements.ownerId, ownerId!), eq(ownerStatements.month, month)),
    });
    if (existing && existing.status !== 'draft') {
      out.skipped++;
      continue;
    }
    if (existing) {
      const [row] = await app.db
        .update(ownerStatements)
        .set(values)
        .where(eq(ownerStatements.id, existing.id))
        .returning();
      out.updated++;
      await onChange?.(row, false);
    } else {
      const [row] = await app.db
        .insert(ownerStatements)
        .values({ companyId, ownerId: ownerId!, month, status: 'draft', ...values })
        .returning();
      out.created++;
      await onChange?.(row, true);
    }
  }
  return out;
}

/** Tells the owner a statement of `month` is published (docs/rules.md R13.5). */
export async function notifyStatementPublished(
  app: FastifyInstance,
  s: { id: number; ownerId: number; month: string },
): Promise<void> {
  const label = `${s.month.slice(5, 7)}.${s.month.slice(0, 4)}`;
  const ru = tFor('ru');
  const en = tFor('en');
  await notifyUser(app, s.ownerId, {
    title: { ru: ru('reports.notice.publishedTitle'), en: en('reports.notice.publishedTitle') },
    body: {
      ru: ru('reports.notice.publishedBody', { month: label }),
      en: en('reports.notice.publishedBody', { month: label }),
    },
    link: `/reports?statement=${s.id}`,
  });
}
