/**
 * `npm run bench:api -- --rate-calendar` (issue 39; docs/rules.md R5.28): the object search with
 * dates on the demo, then again after every object of every company has a grid entry for each of
 * the next 365 nights (a price a little above its base, every seventh night closed to arrival,
 * as a busy revenue manager's grid), in the same run: requests/s, p99 and the ratio, whose target
 * is ≥ 0.7. The entries go in with one statement per company (`generate_series`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';

/**
 * Fills `rate_calendar` for every object and the nights `today`…`today + days − 1`: the price
 * its base + 1–7 % by weekday, CTA on every seventh night. Replaces entries already there.
 * @returns the number of entries written.
 */
export async function fillRateCalendar(db: Db, today: string, days = 365): Promise<number> {
  await db.execute(sql`
    insert into rate_calendar (company_id, object_id, date, price_kopecks, closed_to_arrival)
    select o.company_id, o.id, d::date,
      o.price_kopecks + o.price_kopecks * (1 + extract(isodow from d)::int) / 100,
      case when (d::date - ${today}::date) % 7 = 6 then true else null end
    from objects o
    cross join generate_series(${today}::date, ${today}::date + ${days - 1}::int, interval '1 day') d
    where o.price_kopecks > 0
    on conflict (object_id, date) do update
      set price_kopecks = excluded.price_kopecks, closed_to_arrival = excluded.closed_to_arrival`);
  const res = await db.execute(sql`select count(*)::int as n from rate_calendar where date >= ${today}::date`);
  return (res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
