/**
 * "Download my data" (docs/rules.md R7.11; 152-FZ art. 14 p. 7): everything the portal holds about
 * the signed-in person, one section per module ({@link MY_DATA_CONTRIBUTORS}, see ./registry.ts),
 * as JSON ({@link myDataJson}) or a readable PDF (./pdf.ts). Every section is read by the person's
 * id alone, so nobody else's rows can enter it.
 */
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applications,
  bookingGuests,
  bookings,
  documentRequests,
  documentSignatures,
  documents,
  esignAcceptances,
  fiscalReceipts,
  leases,
  meterReadings,
  meters,
  notifications,
  objects,
  payments,
  pollVotes,
  proxies,
  rentCharges,
  serviceOrders,
  serviceRequests,
  users,
  utilityAccounts,
} from '../../db/schema';
import {
  collectSections,
  rowsOfParents,
  rowsWhereUser,
  toRows,
  type MyDataContext,
  type MyDataContributor,
  type MyDataSection,
} from './registry';

export type { MyDataContext, MyDataContributor, MyDataRow, MyDataSection, MyDataValue } from './registry';

const ids = async (rows: Promise<Array<{ id: number }>>) => (await rows).map((r) => r.id);
const leaseIds = (db: Db, userId: number) =>
  ids(db.select({ id: leases.id }).from(leases).where(eq(leases.userId, userId)));
/**
 * The ids of the person's bookings: the parents of a booking's rows (e.g. the guests' check-in data,
 * `rowsOfParents('bookingGuests', bookingGuests, bookingGuests.bookingId, bookingIdsOf)`).
 */
export const bookingIdsOf = (db: Db, userId: number) =>
  ids(db.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId)));
const accountIds = (db: Db, userId: number) =>
  ids(db.select({ id: utilityAccounts.id }).from(utilityAccounts).where(eq(utilityAccounts.userId, userId)));
const meterIds = async (db: Db, userId: number) => {
  const accounts = await accountIds(db, userId);
  return accounts.length
    ? ids(db.select({ id: meters.id }).from(meters).where(inArray(meters.accountId, accounts)))
    : [];
};
/** The person's payments: made by them, or of their bookings or utility accounts. */
const paymentsOf = (db: Db, userId: number) =>
  db
    .select()
    .from(payments)
    .where(
      or(
        eq(payments.userId, userId),
        inArray(payments.bookingId, db.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId))),
        inArray(
          payments.utilityAccountId,
          db.select({ id: utilityAccounts.id }).from(utilityAccounts).where(eq(utilityAccounts.userId, userId)),
        ),
      ),
    );
const paymentIds = (db: Db, userId: number) => ids(paymentsOf(db, userId));

/**
 * The sections of the export, in the order the file shows them. The consents (issue 38 point 3)
 * and the booking guests' check-in data (point 1) plug in here as one contributor each.
 */
export const MY_DATA_CONTRIBUTORS: MyDataContributor[] = [
  rowsWhereUser('profile', users, users.id, ['deletedAt']),
  rowsWhereUser('bookings', bookings, bookings.userId, ['claimTokenHash', 'clientIpHash']),
  // The guests' check-in data the person entered for their bookings, opened (docs/rules.md R20.3).
  {
    key: 'bookingGuests',
    collect: async (db, userId, { personalData }) => {
      const parents = await bookingIdsOf(db, userId);
      if (!parents.length) return [];
      const rows = await db.select().from(bookingGuests).where(inArray(bookingGuests.bookingId, parents));
      return toRows(
        rows.map(({ identity, ...r }) => ({ ...r, ...personalData.open<Record<string, unknown>>(identity) })),
        ['filledByUserId'],
      );
    },
  },
  { key: 'payments', collect: async (db, userId) => toRows(await paymentsOf(db, userId), ['idempotencyKey']) },
  rowsOfParents('fiscalReceipts', fiscalReceipts, fiscalReceipts.paymentId, paymentIds),
  rowsWhereUser('leases', leases, leases.userId),
  rowsOfParents('rentCharges', rentCharges, rentCharges.leaseId, leaseIds),
  rowsWhereUser('utilityAccounts', utilityAccounts, utilityAccounts.userId),
  rowsOfParents('meterReadings', meterReadings, meterReadings.meterId, meterIds),
  rowsWhereUser('documents', documents, documents.userId, ['body', 'fileId']),
  rowsWhereUser('documentSignatures', documentSignatures, documentSignatures.userId, ['pdf', 'legalText']),
  rowsWhereUser('documentRequests', documentRequests, documentRequests.userId),
  rowsWhereUser('esignAcceptances', esignAcceptances, esignAcceptances.userId),
  rowsWhereUser('serviceOrders', serviceOrders, serviceOrders.userId),
  rowsWhereUser('serviceRequests', serviceRequests, serviceRequests.userId),
  rowsWhereUser('ownerRooms', objects, objects.ownerId),
  rowsWhereUser('applications', applications, applications.applicantId),
  rowsWhereUser('proxies', proxies, proxies.ownerId),
  rowsWhereUser('votes', pollVotes, pollVotes.userId),
  rowsWhereUser('notifications', notifications, notifications.userId),
];

/** The whole export of `userId`: when it was made and every section by key. */
export interface MyData {
  generatedAt: string;
  sections: Record<string, MyDataSection>;
}

/** Everything held about `userId` (each contributor's section), made at `now`. */
export async function collectMyData(
  db: Db,
  userId: number,
  now: Date,
  context: MyDataContext,
  contributors: readonly MyDataContributor[] = MY_DATA_CONTRIBUTORS,
): Promise<MyData> {
  return { generatedAt: now.toISOString(), sections: await collectSections(db, userId, contributors, context) };
}

/** The export as a pretty-printed JSON file's bytes. */
export const myDataJson = (data: MyData): Buffer => Buffer.from(JSON.stringify(data, null, 2), 'utf8');
