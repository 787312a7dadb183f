/**
 * The series of one utility account's statistics page (docs/rules.md R10.8): consumption by meter
 * and money charged and paid by month. Split from ./repo.ts.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { meterReadings, meters, payments, utilityReceipts } from '../../db/schema';
import { hotelToday } from '../../../src/domain/hotel-time';
import { addMonths, METER_UNITS } from '../../../src/domain/utility-accounts';
import { consumptionSeries, monthsEndingAt, moneySeries } from '../../../src/domain/utility-stats';
import type { BillStats } from '../../../src/contracts/utility-accounts';
import { type AccountRow, today } from './repo';

/**
 * GET app/v1/bills/{id}/stats (R10.8): 12 months ending with the latest month that has a reading
 * or a receipt (last month when there is none), consumption per meter kind against a year
 * earlier, and charges against succeeded payments. Series: src/domain/utility-stats.ts.
 */
export async function accountStats(app: FastifyInstance, a: AccountRow): Promise<BillStats> {
  const ms = await app.db.select({ id: meters.id, kind: meters.kind }).from(meters).where(eq(meters.accountId, a.id));
  const [readings, recs, pays] = await Promise.all([
    ms.length
      ? app.db
          .select({
            meterId: meterReadings.meterId,
            month: meterReadings.month,
            consumption: meterReadings.consumption,
          })
          .from(meterReadings)
          .where(
            inArray(
              meterReadings.meterId,
              ms.map((m) => m.id),
            ),
          )
      : Promise.resolve([]),
    app.db
      .select({ month: utilityReceipts.month, totalKopecks: utilityReceipts.totalKopecks })
      .from(utilityReceipts)
      .where(eq(utilityReceipts.accountId, a.id)),
    app.db
      .select()
      .from(payments)
      .where(and(eq(payments.utilityAccountId, a.id), eq(payments.status, 'succeeded'))),
  ]);
  // A receipt the back office generated ahead of time does not move the charts into the future.
  const thisMonth = today(app).slice(0, 7);
  const latest = [...readings.map((r) => r.month), ...recs.map((r) => r.month)]
    .filter((m) => m <= thisMonth)
    .sort()
    .at(-1);
  const end = latest ?? addMonths(thisMonth, -1);
  return {
    id: a.id,
    number: a.number,
    months: monthsEndingAt(end),
    consumption: consumptionSeries(readings, ms, end).map((s) => ({ ...s, unit: METER_UNITS[s.kind] })),
    money: moneySeries(
      recs,
      pays.map((p) => ({ date: hotelToday(p.finishedAt ?? p.createdAt), amountKopecks: p.amountKopecks })),
      end,
    ),
  };
}
