/**
 * Queries of the back-office utility receipts (docs/rules.md R10.10, R10.11): the company's
 * receipts (of a month when given) and running the monthly job (server/jobs/utility-accounts.ts) for a
 * month for the company, idempotent and audited (server/services/audit.ts). The rest of the
 * back-office utilities is ./repo.ts.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { utilityAccounts, utilityReceipts } from '../../../db/schema';
import { recordChange } from '../../../services/audit';
import { generateReceipts } from '../../../jobs/utility-accounts';
import type { BoReceiptRow } from '../../../../src/contracts/backoffice-utility-accounts';

type Req = FastifyRequest;

/** GET …/utility-receipts: receipts of the company (of `month` when given), newest first. */
export async function listReceipts(
  app: FastifyInstance,
  req: Req,
  month: string | undefined,
  start: number,
  limit: number,
): Promise<{ rows: BoReceiptRow[]; total: number }> {
  const where = and(eq(utilityReceipts.companyId, req.companyId), month ? eq(utilityReceipts.month, month) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    app.db
      .select({ r: utilityReceipts, number: utilityAccounts.number })
      .from(utilityReceipts)
      .innerJoin(utilityAccounts, eq(utilityAccounts.id, utilityReceipts.accountId))
      .where(where)
      .orderBy(desc(utilityReceipts.month), asc(utilityAccounts.number))
      .limit(limit)
      .offset(start),
    app.db.select({ n: count() }).from(utilityReceipts).where(where),
  ]);
  return {
    total: n,
    rows: rows.map(({ r, number }) => ({
      id: r.id,
      accountId: r.accountId,
      accountNumber: number,
      month: r.month,
      totalKopecks: r.totalKopecks,
      dueDate: r.dueDate,
      bases: r.lines.map((l) => l.basis),
    })),
  };
}

/** POST …/utility-receipts/generate: runs the monthly job for `month` for the company (idempotent), audited. */
export async function generateForMonth(app: FastifyInstance, req: Req, month: string) {
  const created = await generateReceipts(app, month, req.companyId);
  await recordChange(app, req, {
    entity: 'utility_receipts',
    entityId: created[0] ?? 0,
    action: 'generate',
    before: null,
    after: { month, created },
  });
  return { month, created: created.length };
}
