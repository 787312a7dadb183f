/**
 * Demo seed (docs/architecture.md § Data): the fictional "Grand Kvartal" apart-hotel complex in
 * Yekaterinburg — three buildings, 150 objects (apartments, offices 20–79 m², meeting rooms for
 * 4–16 people, a conference hall for up to 100; docs/rules.md R4.1), news, partners, services, FAQ and demo
 * users for each role, in Russian and English. Runs only on an empty database; deterministic.
 * The rows come from one file per domain in this folder.
 */
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import type { PersonalDataVault } from '../../services/personal-data';
import { buildings, companies, contentItems, notifications, objects, taxSettings, users } from '../schema';
import { demoBuildings, demoCompany, demoTaxSettings } from './company';
import { siteContent } from './content';
import { demoNews } from './news';
import { demoObjects } from './objects';
import { demoOwnerNotifications, demoUsers } from './users';

import { seedBookingDemo } from './bookings';
import { seedUtilityDemo } from './utility-accounts';
import { seedRentDemo } from './rents';
import { seedServicesDemo } from './services';
import { seedReportDemo } from './reports';
import { seedDocumentDemo } from './documents';
import { seedOwnerRoomsDemo } from './owner-rooms';
import { seedAgentDemo } from './agents';
import { seedRegistrationDemo, seedRegistrationHistoryDemo } from './registration';
import { seedConsentDemo } from './consents';
import { seedEmailDemo } from './email';
import { seedRatesDemo } from './rates';
import { seedRevenueDemo } from './backoffice-revenue';
import { seedReviewsDemo } from './reviews';
import { seedConversationsDemo } from './conversations';

export { DEMO_USERS } from './users';
export {
  seedBookingDemo,
  seedUtilityDemo,
  seedRentDemo,
  seedServicesDemo,
  seedReportDemo,
  seedDocumentDemo,
  seedOwnerRoomsDemo,
  seedAgentDemo,
  seedConsentDemo,
  seedRatesDemo,
};

/** One step of the demo seed: adds its domain's rows once (a no-op when they exist); `now` is the clock's time. */
export type DemoSeed = (db: Db, now?: Date, personalData?: PersonalDataVault) => Promise<unknown>;

/**
 * The demo seed's steps after {@link seedDemo}, in order — the one list a new resource adds its
 * seed to (docs/architecture.md § How to add a resource). Owner rooms come before the reports:
 * statements count the bookings of the rooms under the MC.
 */
export const DEMO_SEEDS: readonly DemoSeed[] = [
  seedBookingDemo,
  seedRatesDemo,
  seedUtilityDemo,
  seedRentDemo,
  seedServicesDemo,
  seedOwnerRoomsDemo,
  seedReportDemo,
  seedDocumentDemo,
  seedAgentDemo,
  seedRegistrationDemo,
  seedConsentDemo,
  seedEmailDemo,
  seedRevenueDemo,
  seedRegistrationHistoryDemo,
  seedReviewsDemo,
  seedConversationsDemo,
];

/** The whole demo: the company ({@link seedDemo}), then every step of {@link DEMO_SEEDS} in order. */
export async function seedAllDemo(db: Db, now?: Date, personalData?: PersonalDataVault): Promise<void> {
  await seedDemo(db);
  for (const step of DEMO_SEEDS) await step(db, now, personalData);
}

/** Seeds the demo company when the database has none. Resolves to true when it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(companies);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values(demoCompany).returning();
    const companyId = company.id;
    await tx.insert(taxSettings).values(demoTaxSettings(companyId));
    const bRows = await tx.insert(buildings).values(demoBuildings(companyId)).returning();
    const objRows = await tx.insert(objects).values(demoObjects(companyId, bRows)).returning({ id: objects.id });
    const [, owner] = await tx.insert(users).values(demoUsers(companyId)).returning();
    // The owner owns a few apartments of the first building.
    await tx
      .update(objects)
      .set({ ownerId: owner.id })
      .where(
        inArray(
          objects.id,
          objRows.slice(0, 3).map((o) => o.id),
        ),
      );
    await tx.insert(notifications).values(demoOwnerNotifications(companyId, owner.id));
    await tx.insert(contentItems).values([...demoNews(companyId), ...siteContent(companyId)]);
  });
  return true;
}
