/**
 * Demo consents (docs/rules.md R21.2–R21.4), relative to today: each demo person gave the personal-data
 * consent at their first login 90 days ago; the guest also the notifications consent at a booking
 * (withdrawn 10 days ago) and the cross-border one for push; an anonymous call-back gave one by phone
 * yesterday. So /profile "My consents" and /backoffice/consents show records in both states after
 * `npm start`. Runs when the company has no consent.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { consents, users } from '../schema';
import { DEMO_CAST, type SeedCast } from './users';
import { versionOn, type ConsentKind, type ConsentPurpose } from '../../../src/domain/consents';
import { hotelToday } from '../../../src/domain/hotel-time';

const DAY = 86_400_000;
/** The browser the demo records name. */
const DEMO_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

export async function seedConsentDemo(db: Db, now: Date = new Date()): Promise<void> {
  const company = await db.query.companies.findFirst({ columns: { id: true }, orderBy: (c, { asc: a }) => a(c.id) });
  if (!company) return;
  const [{ n }] = await db.select({ n: count() }).from(consents).where(eq(consents.companyId, company.id));
  if (n > 0) return;
  await seedConsentsOf(db, company.id, DEMO_CAST, now);
  const row = (daysAgo: number) => ({
    givenAt: new Date(now.getTime() - daysAgo * DAY),
    ip: '203.0.113.7',
    userAgent: DEMO_AGENT,
  });
  await db.insert(consents).values({
    companyId: company.id,
    phone: '+79995550101',
    kind: 'personal_data',
    version: versionOn('personal_data', hotelToday(now)).version,
    purpose: 'callback',
    ...row(1),
  });
}

/** The consents of the module comment for `cast`'s people (a test world's too). */
export async function seedConsentsOf(db: Db, companyId: number, cast: SeedCast, now: Date): Promise<void> {
  const people = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(
      and(eq(users.companyId, companyId), inArray(users.phone, [cast.guest, cast.owner, cast.agent, cast.manager])),
    );
  const day = hotelToday(now);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const of = (userId: number, phone: string | null, kind: ConsentKind, purpose: ConsentPurpose, daysAgo: number) => ({
    companyId,
    userId,
    phone,
    kind,
    version: versionOn(kind, day).version,
    purpose,
    givenAt: at(daysAgo),
    ip: '203.0.113.7',
    userAgent: DEMO_AGENT,
  });
  const guest = people.find((p) => p.phone === cast.guest);
  const rows: (typeof consents.$inferInsert)[] = people.map((p) => of(p.id, p.phone, 'personal_data', 'login', 90));
  if (guest) {
    rows.push(
      { ...of(guest.id, guest.phone, 'notifications', 'booking', 60), withdrawnAt: at(10) },
      of(guest.id, guest.phone, 'cross_border', 'push', 30),
    );
  }
  if (rows.length) await db.insert(consents).values(rows);
}
