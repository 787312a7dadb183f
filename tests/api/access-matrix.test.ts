/**
 * The access matrix (docs/rules.md R3.3, R3.4, R3.9): EVERY route of the OpenAPI document, tried
 * as anonymous, a guest, an owner, an agent, a manager, and an unrelated second user of each
 * role. Generated from the document and `app.routeAccess`, so a new route without a policy cell,
 * or with a path parameter the fixtures do not know, fails it.
 *
 * Expected status per cell (rule from src/domain/access.ts):
 * - anonymous on a cell that is not `public` → 401; a role the cell does not admit → 403;
 * - admitted, path names a row of the role's first user → not 401/403/404, never 5xx;
 * - admitted, the same row asked by anyone else (the second user, another role) → 404;
 * - admitted, a company row in the path (back office) → not 401/403, never 5xx, and a GET not 404;
 * - admitted, no private row in the path → not 401/403, never 5xx.
 * Bodies are the smallest valid ones built from the route's request schema, so an owned-row check
 * is reached past validation. Each request gets a fresh session, so logout or a role switch in
 * one cell does not leak into the next. Every answer must also keep to the OpenAPI document: its
 * status documented for the operation, its body within that status's schema
 * (tests/api/openapi-answers.ts; issue 35 item 3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../server/db/client';
import { seedBookingDemo, seedServicesDemo } from '../../server/db/seed';
import { randomUUID } from 'node:crypto';
import {
  applications,
  channelConflicts,
  channelFeeds,
  devices,
  documentRequests,
  documents,
  leaseDocuments,
  leases,
  meterReadings,
  meters,
  notifications,
  objects,
  ownerStatements,
  proxies,
  proxyObjects,
  subscriptions,
  ownerStays,
  polls,
  rentCharges,
  serviceOrders,
  serviceRequestPhotos,
  serviceRequests,
  services,
  promoCodes,
  sessions,
  uploads,
  users,
  utilityAccounts,
  utilityProviders,
} from '../../server/db/schema';
import { uploadKey } from '../../server/services/storage';
import { demoForeigner, insertGuest } from '../../server/db/seed/registration';
import { desc, eq, getTableColumns, is } from 'drizzle-orm';
import { PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../server/db/schema';
import { endpoints } from '../../src/contracts/index';
import { newToken, sha256 } from '../../server/auth';
import { ROLES, ruleAllows, ruleOf, type AccessRule, type Role } from '../../src/domain/access';
import { TestClock, h, testApp, testDb, bookingBody } from './helpers';
import { answerChecker, ViolationTally, type AnswerDocument } from './openapi-answers';

const V1 = '/api/app/v1';
const clock = new TestClock(new Date('2026-12-01T06:00:00Z'));
let db: DbHandle;
let app: FastifyInstance;

/** A caller of the matrix: anonymous, or the first (`a`) or second (`b`) user of a role. */
interface Identity {
  label: string;
  role: Role | null;
  userId: number | null;
  first: boolean;
}
const identities: Identity[] = [];
const firstOf = (role: Role) => identities.find((i) => i.role === role && i.first)!;

/** Rows that belong to the first user of each role (path-parameter fixtures). */
const rows: Record<
  Role,
  {
    booking: number;
    payment: number;
    notification: number;
    account: number;
    /** A monthly receipt of `account` (its PDF, docs/rules.md R10.13). */
    receipt: number;
    lease: number;
    rentDocument: number;
    charge: number;
    order: number;
    request: number;
    photo: string;
    document: number;
    device: number;
  }
> = {} as never;
/** Owner-area rows (docs/rules.md R12.3, R12.8): the owner's proxy and subscription; the agent's (valid) proxy and a subscription of its room. */
const ownerArea: Record<Role, { proxy: number; subscription: number }> = {} as never;
const publicRows = {
  object: 0,
  proxy: 0,
  contentKind: 'news',
  contentSlug: '',
  contentId: 0,
  form: 0,
  person: 0,
  service: 0,
  promoCode: 0,
  reading: 0,
  documentRequest: 0,
  /** A year's tourist-tax rate and a guest's exemption claim (docs/rules.md R5.26). */
  touristTaxRate: 0,
  exemption: 0,
  /** A guest's online check-in entry (docs/rules.md R20.2), for the registration desk. */
  bookingGuest: 0,
  /** Channel feeds of the company (docs/rules.md R18.3), one per request: a manager's DELETE removes one. */
  feeds: [] as number[],
  conflict: 0,
  /** Seasons and rules of the rate calendar (docs/rules.md R5.28), one per request: a DELETE removes one. */
  rateRules: [] as number[],
  /** Rate plans and stay discounts no booking uses (docs/rules.md R5.30, R5.31), one per request: a DELETE removes one. */
  tariffs: [] as number[],
  discounts: [] as number[],
  /** A review of the guest's booking (docs/rules.md R24.4), for the back office's moderation. */
  review: 0,
};

type Fixture =
  /** A row anyone admitted may read (objects, buildings, content). */
  | { kind: 'public'; value: () => string | number }
  /** A row of the first user of `role`; anyone else gets 404. */
  | { kind: 'owned'; value: (role: Role) => number | string; rowRoles?: readonly Role[] }
  /** A row of the company (the back office): every admitted caller (a manager of the company) reaches it. */
  | { kind: 'company'; value: () => number | string };

/**
 * Path parameters → fixtures, keyed `<first two path segments>.<param>` or, failing that,
 * `<first path segment>.<param>`. A route with a parameter missing here fails the test: add a
 * fixture (an `owned` one for a private row, a `company` one for a back-office row).
 */
const FIXTURES: Record<string, Fixture> = {
  'building.id': { kind: 'public', value: () => 1 },
  'objects.id': { kind: 'public', value: () => publicRows.object },
  'content.kind': { kind: 'public', value: () => publicRows.contentKind },
  'content.slug': { kind: 'public', value: () => publicRows.contentSlug },
  'bookings.id': { kind: 'owned', value: (role) => rows[role].booking },
  // A guest's place in a booking's online check-in (docs/rules.md R20.2): the first adult.
  'bookings.index': { kind: 'public', value: () => 1 },
  'check-in.index': { kind: 'public', value: () => 1 },
  'payments.id': { kind: 'owned', value: (role) => rows[role].payment },
  'push.id': { kind: 'owned', value: (role) => rows[role].notification },
  'device.id': { kind: 'owned', value: (role) => rows[role].device },
  'notifications.id': { kind: 'owned', value: (role) => rows[role].notification },
  'bills.id': { kind: 'owned', value: (role) => rows[role].account },
  'bills.receiptId': { kind: 'owned', value: (role) => rows[role].receipt },
  'rents.id': { kind: 'owned', value: (role) => rows[role].lease },
  'rents.chargeId': { kind: 'owned', value: (role) => rows[role].charge },
  'rents.docId': { kind: 'owned', value: (role) => rows[role].rentDocument },
  'documents.id': { kind: 'owned', value: (role) => rows[role].document },
  'owner-rooms.id': {
    kind: 'owned',
    value: (role) => (role === 'owner' ? ownerRows.room : ownerRows.otherRoom),
    rowRoles: ['owner'],
  },
  'owner-rooms.stayId': {
    kind: 'owned',
    value: (role) => (role === 'owner' ? ownerRows.stay : 0x7fffffff),
    rowRoles: ['owner'],
  },
  'applications.id': {
    kind: 'owned',
    value: (role) => (role === 'owner' ? ownerRows.application : ownerRows.otherApplication),
    rowRoles: ['owner'],
  },
  'backoffice/applications.id': { kind: 'company', value: () => ownerRows.application },
  'backoffice/applications.fileId': { kind: 'company', value: () => ownerRows.applicationScan },
  'backoffice/rents.id': { kind: 'company', value: () => rows.agent.lease },
  'agents.id': { kind: 'owned', value: (role) => ownerArea[role].proxy },
  'subscriptions.id': { kind: 'owned', value: (role) => ownerArea[role].subscription },
  'backoffice/proxies.id': { kind: 'company', value: () => publicRows.proxy },
  'backoffice/bookings.id': { kind: 'company', value: () => rows.guest.booking },
  'backoffice/objects.id': { kind: 'company', value: () => publicRows.object },
  'backoffice/content.id': { kind: 'company', value: () => publicRows.contentId },
  'backoffice/forms.id': { kind: 'company', value: () => publicRows.form },
  'backoffice/users.id': { kind: 'company', value: () => publicRows.person },
  // A fresh feed per request (a removed one would answer 404); its address is refused before any connection.
  'backoffice/channel-feeds.id': { kind: 'company', value: () => publicRows.feeds.shift()! },
  'backoffice/channel-conflicts.id': { kind: 'company', value: () => publicRows.conflict },
  'backoffice/rate-rules.id': { kind: 'company', value: () => publicRows.rateRules.shift()! },
  'backoffice/tariffs.id': { kind: 'company', value: () => publicRows.tariffs.shift()! },
  'backoffice/stay-discounts.id': { kind: 'company', value: () => publicRows.discounts.shift()! },
  'services.service': { kind: 'public', value: () => 'breakfast' },
  'requested-services.id': { kind: 'owned', value: (role) => rows[role].order },
  'service-requests.id': { kind: 'owned', value: (role) => rows[role].request },
  'service-requests.photoId': { kind: 'owned', value: (role) => rows[role].photo },
  'backoffice/services.id': { kind: 'company', value: () => publicRows.service },
  'backoffice/promo-codes.id': { kind: 'company', value: () => publicRows.promoCode },
  'backoffice/requests.id': { kind: 'company', value: () => rows.guest.request },
  'backoffice/requests.photoId': { kind: 'company', value: () => rows.guest.photo },
  'backoffice/service-orders.id': { kind: 'company', value: () => rows.guest.order },
  'backoffice/statements.id': { kind: 'company', value: () => ownerRows.statement },
  'backoffice/polls.id': { kind: 'company', value: () => ownerRows.poll },
  'backoffice/reviews.id': { kind: 'company', value: () => publicRows.review },
  // Rows only an owner can have today (an agent's come with proxies): other roles get 404.
  'reports/statements.id': {
    kind: 'owned',
    value: (role) => (role === 'owner' ? ownerRows.statement : 2_147_483_000),
    rowRoles: ['owner'],
  },
  'polls.id': {
    kind: 'owned',
    value: (role) => (role === 'owner' ? ownerRows.poll : 2_147_483_000),
    rowRoles: ['owner'],
  },
  'backoffice/utility-accounts.id': { kind: 'company', value: () => rows.guest.account },
  'backoffice/utility-readings.id': { kind: 'company', value: () => publicRows.reading },
  'backoffice/documents.id': { kind: 'company', value: () => rows.guest.document },
  'backoffice/document-requests.id': { kind: 'company', value: () => publicRows.documentRequest },
  'backoffice/tourist-tax.id': { kind: 'company', value: () => publicRows.touristTaxRate },
  'backoffice/tourist-tax-exemptions.id': { kind: 'company', value: () => publicRows.exemption },
  'backoffice/registration.id': { kind: 'company', value: () => publicRows.bookingGuest },
};
/** A table whose rows are a person's own: its company and `user_id` (server/scope.ts `ownRows`). */
type OwnRowTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn; userId: AnyPgColumn };

/**
 * Resources whose rows are simply the caller's own, as `npm run new:resource` writes them
 * (docs/architecture.md § How to add a resource), derived from the contracts and the schema rather
 * than listed: every `/<segment>/:id` an endpoint declares that has no fixture above, whose
 * segment names a schema table (`parking-permits` → `parkingPermits`) with a company and a
 * `user_id`. `<segment>.id` then gets one row of each role's first user, its required columns
 * filled by {@link minimalValues}, so only that user reaches it (anyone else: 404).
 */
function ownRowResources(): { segment: string; table: OwnRowTable }[] {
  const segments = new Set(
    Object.values(endpoints).flatMap((group) =>
      Object.values(group as Record<string, { path: string }>)
        .map((e) => /^\/([a-z][\w-]*)\/:id(?:\/|$)/.exec(e.path)?.[1])
        .filter((seg): seg is string => !!seg && !FIXTURES[`${seg}.id`]),
    ),
  );
  return [...segments].flatMap((segment) => {
    const table = (schema as Record<string, unknown>)[segment.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())];
    if (!is(table, PgTable)) return [];
    const cols = getTableColumns(table);
    return cols.id && cols.companyId && cols.userId ? [{ segment, table: table as OwnRowTable }] : [];
  });
}

/** The smallest values of `table`'s required columns without a default, besides its id, company and user. */
function minimalValues(table: PgTable): Record<string, unknown> {
  const byType: Record<string, unknown> = { string: 'M', number: 0, bigint: 0n, boolean: false, json: {}, array: [] };
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key, c]) => c.notNull && !c.hasDefault && !['id', 'companyId', 'userId'].includes(key))
      .map(([key, c]) => [key, c.dataType === 'date' ? new Date(0) : byType[c.dataType]]),
  );
}

const zeros = {
  area: 0,
  nights: 0,
  incomeKopecks: 0,
  feeKopecks: 0,
  utilitiesKopecks: 0,
  cleaningKopecks: 0,
  repairsKopecks: 0,
  expensesKopecks: 0,
  payableKopecks: 0,
};
const emptyReport = {
  from: '2026-11',
  to: '2026-11',
  built: false,
  feePercent: 20,
  objects: [],
  totals: zeros,
  months: [],
  expenses: [],
  lastWithData: null,
};
/** The first owner's room under the MC, its published statement and an open poll it votes in. */
/** The first owner's rows: a room under the MC, a statement, a poll, an own stay and an application (R12–R14); `other*`: rows no first user owns. */
const ownerRows = {
  room: 0,
  statement: 0,
  poll: 0,
  stay: 0,
  application: 0,
  applicationScan: '',
  otherRoom: 0,
  otherApplication: 0,
};

/**
 * Bodies that the schema alone does not make right for the matrix, by route key and caller. A
 * route answers a business 403 of its own only here: switching to a role the person does not
 * hold (docs/rules.md R2.9), so each caller switches to the role it already acts in.
 */
const BODIES: Record<string, (who: Identity) => object> = {
  'POST /api/app/v1/auth/role': (who) => ({ role: who.role ?? 'guest' }),
  // Leases (docs/rules.md R9): dates the schema's refinement accepts, inside each user's lease.
  'POST /api/app/v1/rents/:id/extend/quote': () => ({ endDate: '2030-08-01' }),
  'POST /api/app/v1/rents/:id/extend': () => ({ endDate: '2030-08-01' }),
  'POST /api/app/v1/rents/:id/end/quote': () => ({ moveOut: '2030-03-01' }),
  'POST /api/app/v1/rents/:id/end': () => ({ moveOut: '2030-03-01', finalReadings: true }),
  'POST /api/app/v1/rents/:id/check-in': () => ({ accepted: true }),
  'POST /api/app/v1/backoffice/rents/:id/end/quote': () => ({ moveOut: '2030-04-01' }),
  'POST /api/app/v1/backoffice/rents/:id/end': () => ({ moveOut: '2030-04-01', finalReadings: true }),
  'POST /api/app/v1/rents/:id/documents': () => ({
    uploadIds: ['00000000-0000-4000-8000-000000000000'],
    pdConsent: true,
  }),
  'POST /api/app/v1/polls/:id/votes': () => ({ objectId: ownerRows.room, answers: [{ question: 0, choice: 'for' }] }),
  // Valid dates, so the room check is reached (docs/rules.md R12.6, R12.7).
  'POST /api/app/v1/owner-rooms/:id/control-termination': () => ({ date: '2027-12-01', confirm: true }),
  'POST /api/app/v1/owner-rooms/:id/stays': () => ({ checkIn: '2027-04-01', checkOut: '2027-04-02' }),
  // The date the screen showed (the fixtures' next payment date), so the row check is reached.
  'POST /api/app/v1/subscriptions/:id/disconnect': () => ({ shownOn: '2026-12-15' }),
  // A well-formed guest (docs/rules.md R20.2), so the row check (or the link's token) is reached.
  'PUT /api/app/v1/bookings/:id/check-in/:index': () => CHECK_IN_GUEST,
  'PUT /api/app/v1/check-in/:index': () => ({ ...CHECK_IN_GUEST, token: 'not-a-link', phone: '+79120000000' }),
  // A well-formed notice marking (docs/rules.md R20.7), so the row check is reached.
  'POST /api/app/v1/backoffice/registration/guests/:id/submitted': () => ({ kind: 'arrival', number: '77-1' }),
  // A well-formed claim (docs/rules.md R5.26), so the row check is reached.
  'POST /api/app/v1/bookings/:id/tourist-tax-exemptions': () => ({
    guestIndex: 1,
    guestName: 'Guest',
    category: 'disabled',
    scan: { id: '00000000-0000-4000-8000-000000000000', name: 's.pdf' },
  }),
};

/** A Russian adult's check-in entry (src/domain/check-in.ts). */
const CHECK_IN_GUEST = {
  surname: 'Иванов',
  name: 'Иван',
  birthDate: '1980-01-01',
  sex: 'male',
  citizenship: 'RU',
  documentType: 'ru_passport',
  documentSeries: '6512',
  documentNumber: '345678',
  registrationAddress: 'Екатеринбург',
  checkInConsent: true,
};

/**
 * Headers a route needs beyond the session, by route key and caller. An anonymous upload carries
 * the claim token of the caller's own unpaid booking (docs/rules.md R5.12); without one it answers
 * 401, which tests/api/uploads-ownership.test.ts covers.
 */
const EXTRA_HEADERS: Record<string, (who: Identity) => Record<string, string>> = {
  'POST /api/app/v1/uploads': (who): Record<string, string> =>
    who.role ? {} : { 'x-claim-token': anonymousClaimToken },
};
let anonymousClaimToken = '';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The smallest value a JSON schema accepts (good enough to get past validation to the row check). */
function sample(s: JsonSchema | undefined): unknown {
  if (!s) return undefined;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return sample(alt.find((a) => a.type !== 'null') ?? alt[0]);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((a) => sample(a) as object));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const k of s.required ?? []) out[k] = sample(s.properties?.[k]);
      return out;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items));
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number'
        ? s.minimum
        : typeof s.exclusiveMinimum === 'number'
          ? s.exclusiveMinimum + 1
          : 1;
    case 'boolean':
      return false;
    case 'string':
      if (s.format === 'email') return 'a@example.com';
      if (s.format === 'date') return '2026-12-10';
      if (s.pattern && /\\d/.test(s.pattern)) return '0000';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return s.properties ? sample({ ...s, type: 'object' }) : null;
  }
}

/** A fresh session of `who` (a row in `sessions`, as a login makes), or no header for anonymous. */
async function headersOf(who: Identity): Promise<Record<string, string>> {
  if (!who.role || !who.userId) return h({ devicelocale: 'en' });
  const token = newToken();
  const now = clock.now();
  await db.db.insert(sessions).values({
    userId: who.userId,
    role: who.role,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  return h({ devicelocale: 'en', authorization: `Bearer ${token}` });
}

beforeAll(async () => {
  db = await testDb();
  await seedBookingDemo(db.db);
  await seedServicesDemo(db.db);
  ({ app } = await testApp({ db, clock, config: { devRoutes: false } }));
  await app.ready();
  identities.push({ label: 'anonymous', role: null, userId: null, first: false });
  let phone = 0;
  const holds: Record<Role, Role[]> = {
    guest: ['guest'],
    owner: ['guest', 'owner'],
    agent: ['guest', 'agent'],
    manager: ['manager'],
  };
  for (const role of ROLES) {
    for (const first of [true, false]) {
      const [u] = await db.db
        .insert(users)
        .values({
          companyId: 1,
          phone: `+7918000${String(++phone).padStart(4, '0')}`,
          name: `${role}-${first ? 'a' : 'b'}`,
          roles: holds[role],
        })
        .returning();
      identities.push({ label: `${role}${first ? '' : ' (second)'}`, role, userId: u.id, first });
    }
  }
  // Public rows: a bookable object and a news item.
  const objs = (
    await app.inject({ url: `${V1}/objects?checkIn=2026-12-10&checkOut=2026-12-12&adults=1&_end=10`, headers: h() })
  ).json().data.data as { id: number }[];
  publicRows.object = objs[0].id;
  const news = (await app.inject({ url: `${V1}/content/news`, headers: h() })).json().data.data[0];
  publicRows.contentSlug = news.slug;
  publicRows.contentId = news.id;
  // Channel feeds (docs/rules.md R18): private addresses, so "sync" is refused without a connection.
  const feeds = await db.db
    .insert(channelFeeds)
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        companyId: 1,
        objectId: publicRows.object,
        channel: 'Matrix',
        url: `https://10.0.0.1/matrix-${i}.ics`,
      })),
    )
    .returning({ id: channelFeeds.id });
  publicRows.feeds = feeds.map((f) => f.id);
  const rules = await db.db
    .insert(schema.rateRules)
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        companyId: 1,
        name: `Matrix ${i}`,
        dateFrom: '2030-01-01',
        dateTo: '2030-01-02',
      })),
    )
    .returning({ id: schema.rateRules.id });
  publicRows.rateRules = rules.map((r) => r.id);
  const spare = Array.from({ length: 30 }, (_, i) => i);
  publicRows.tariffs = (
    await db.db
      .insert(schema.tariffs)
      .values(
        spare.map((i) => ({
          companyId: 1,
          code: `matrix-${i}`,
          name: { ru: 'М', en: 'M' },
          description: { ru: '', en: '' },
        })),
      )
      .returning({ id: schema.tariffs.id })
  ).map((t) => t.id);
  publicRows.discounts = (
    await db.db
      .insert(schema.stayDiscounts)
      .values(
        spare.map((i) => ({
          companyId: 1,
          kind: 'length' as const,
          name: { ru: 'М', en: 'M' },
          threshold: 100 + i,
          percent: 1,
          active: false,
        })),
      )
      .returning({ id: schema.stayDiscounts.id })
  ).map((d) => d.id);
  publicRows.conflict = (
    await db.db
      .insert(channelConflicts)
      .values({
        companyId: 1,
        feedId: feeds[0].id,
        channel: 'Matrix',
        objectId: publicRows.object,
        spanUid: 'matrix',
        spanCheckIn: '2026-12-10',
        spanCheckOut: '2026-12-11',
        kind: 'booking',
        refId: 1,
        refCheckIn: '2026-12-10',
        refCheckOut: '2026-12-12',
      })
      .returning()
  )[0].id;
  // A person of the company none of the callers is (a manager blocking them logs nobody out).
  publicRows.person = (
    await db.db
      .insert(users)
      .values({ companyId: 1, phone: '+79180008888', name: 'matrix-person', roles: ['guest'] })
      .returning()
  )[0].id;
  publicRows.form = (
    await app.inject({
      method: 'POST',
      url: `${V1}/callback`,
      headers: h(),
      payload: { name: 'Matrix', phone: '+79180009999', slot: 'now', policyConsent: true },
    })
  ).json().data.id;
  // An anonymous visitor's unpaid booking (its claim token lets it upload).
  anonymousClaimToken = await book(h(), objs[ROLES.length].id).then((b) => b.json().data.claimToken as string);
  expect(anonymousClaimToken).toEqual(expect.any(String));
  // Private rows of each role's first user: a booking (made in that role), its card payment, a notification.
  let provider: number | undefined;
  for (const [i, role] of ROLES.entries()) {
    const who = firstOf(role);
    const b = await book(await headersOf(who), objs[i].id);
    const booking = b.json().data.id as number;
    const p = await app.inject({
      method: 'POST',
      url: `${V1}/bookings/${booking}/payments`,
      headers: await headersOf(who),
      payload: { method: 'card' },
    });
    expect(p.statusCode, p.body).toBe(201);
    const [n] = await db.db
      .insert(notifications)
      .values({ companyId: 1, userId: who.userId!, title: { ru: 'т', en: 't' }, body: { ru: 'т', en: 't' } })
      .returning();
    // A utility account of the user (docs/rules.md R10.1), with one provider for all.
    provider ??= (
      await db.db
        .insert(utilityProviders)
        .values({
          companyId: 1,
          name: 'P',
          inn: '1',
          kpp: '1',
          ogrn: '1',
          bic: '1',
          corrAccount: '1',
          account: '1',
          bankName: 'B',
          legalAddress: 'A',
          postalAddress: 'A',
        })
        .returning()
    )[0].id;
    const [acc] = await db.db
      .insert(utilityAccounts)
      .values({
        companyId: 1,
        providerId: provider,
        objectId: objs[0].id,
        userId: who.userId!,
        number: `M-${role}`,
        category: 'utilities',
      })
      .returning();
    const [receipt] = await db.db
      .insert(schema.utilityReceipts)
      .values({
        companyId: 1,
        accountId: acc.id,
        month: '2026-11',
        lines: [],
        totalKopecks: 1000,
        dueDate: '2026-12-10',
      })
      .returning();
    // A lease of the user as the tenant (docs/rules.md R9.1), far ahead, with its first charge.
    const [lease] = await db.db
      .insert(leases)
      .values({
        companyId: 1,
        objectId: objs[i].id,
        userId: who.userId!,
        startDate: '2030-01-01',
        endDate: '2030-06-01',
        monthlyRentKopecks: 100_000,
        paymentDay: 1,
      })
      .returning();
    // The lease's contract (docs/rules.md R9), opened as a file on /rents/{id}.
    const [rentDocument] = await db.db
      .insert(leaseDocuments)
      .values({ companyId: 1, leaseId: lease.id, kind: 'contract', name: `L-${role}` })
      .returning();
    const [charge] = await db.db
      .insert(rentCharges)
      .values({
        companyId: 1,
        leaseId: lease.id,
        periodFrom: '2030-01-01',
        periodTo: '2030-02-01',
        dueDate: '2030-01-01',
        amountKopecks: 100_000,
      })
      .returning();
    // A service order and a request with a photo of the user (docs/rules.md R15).
    const svc = (await db.db.select().from(services).limit(1))[0];
    publicRows.service = svc.id;
    publicRows.promoCode = (
      await db.db
        .insert(promoCodes)
        .values({ companyId: svc.companyId, code: `MATRIX-${i}`, kind: 'percent', value: 5 })
        .returning()
    )[0].id;
    const price = { unitKopecks: 100, units: 1, totalKopecks: 100 };
    const [order] = await db.db
      .insert(serviceOrders)
      .values({
        companyId: 1,
        userId: who.userId!,
        serviceId: svc.id,
        dateFrom: '2026-12-11',
        price,
        totalKopecks: 100,
        status: 'paid',
        paidAt: clock.now(),
        payDeadline: clock.now(),
      })
      .returning();
    const [request] = await db.db
      .insert(serviceRequests)
      .values({
        companyId: 1,
        userId: who.userId!,
        kind: 'repair',
        category: 'other',
        description: 'd',
        room: 'r',
        dueAt: clock.now(),
      })
      .returning();
    const photo = randomUUID();
    await app.storage.put(uploadKey(photo), Buffer.from('89504e470d0a1a0a', 'hex'));
    await db.db
      .insert(uploads)
      .values({ id: photo, companyId: 1, userId: who.userId!, name: 'p.png', kind: 'png', size: 8 });
    await db.db.insert(serviceRequestPhotos).values({ requestId: request.id, uploadId: photo });
    // A document of the user to pay and sign (docs/rules.md R11.2).
    const [doc] = await db.db
      .insert(documents)
      .values({
        companyId: 1,
        userId: who.userId!,
        objectId: objs[0].id,
        type: 'invoice',
        number: `D-${role}`,
        name: { ru: 'Счёт', en: 'Invoice' },
        issuedOn: '2026-01-01',
        amountKopecks: 1000,
        signatureRequired: true,
      })
      .returning();
    // A push device of the user (docs/rules.md R7.6).
    const [device] = await db.db
      .insert(devices)
      .values({ userId: who.userId!, type: 'android', token: `matrix-${role}` })
      .returning();
    if (role === 'guest')
      publicRows.review = (
        await db.db
          .insert(schema.reviews)
          .values({
            companyId: 1,
            bookingId: booking,
            userId: who.userId!,
            cleanliness: 5,
            location: 5,
            staff: 5,
            value: 5,
            language: 'ru',
          })
          .returning()
      )[0].id;
    rows[role] = {
      booking,
      payment: p.json().data.paymentId,
      notification: n.id,
      account: acc.id,
      receipt: receipt.id,
      lease: lease.id,
      rentDocument: rentDocument.id,
      charge: charge.id,
      order: order.id,
      request: request.id,
      photo,
      document: doc.id,
      device: device.id,
    };
    if (role === 'guest') {
      // A meter and a reading to review (docs/rules.md R10.11).
      const [m] = await db.db
        .insert(meters)
        .values({ companyId: 1, accountId: acc.id, kind: 'cold_water', serial: 'M-1' })
        .returning();
      publicRows.reading = (
        await db.db
          .insert(meterReadings)
          .values({ companyId: 1, meterId: m.id, month: '2000-01', value: 1, consumption: 1, status: 'needs_review' })
          .returning()
      )[0].id;
    }
  }
  // The first owner: a room under the MC, a published statement, an open poll of the pool (docs/rules.md R13, R14).
  const owner = firstOf('owner').userId!;
  ownerRows.room = objs[ROLES.length + 1].id;
  await db.db.update(objects).set({ ownerId: owner, management: 'mc' }).where(eq(objects.id, ownerRows.room));
  ownerRows.statement = (
    await db.db
      .insert(ownerStatements)
      .values({
        companyId: 1,
        ownerId: owner,
        month: '2026-11',
        status: 'published',
        data: emptyReport,
        incomeKopecks: 0,
        expensesKopecks: 0,
        payableKopecks: 0,
      })
      .returning()
  )[0].id;
  ownerRows.poll = (
    await db.db
      .insert(polls)
      .values({
        companyId: 1,
        title: 'P',
        scope: 'pool',
        startsAt: new Date('2026-11-25T00:00:00Z'),
        endsAt: new Date('2026-12-20T00:00:00Z'),
        status: 'published',
        questions: [{ text: 'Q', rule: 'cast_majority', quorumPercent: 50 }],
        electorate: [{ objectId: ownerRows.room, ownerId: owner, area: 30 }],
      })
      .returning()
  )[0].id;
  // The first owner's room under the MC with an own stay and an application; another room and
  // another owner's application (docs/rules.md R12).
  ownerRows.otherRoom = objs[ROLES.length + 2].id;
  ownerRows.stay = (
    await db.db
      .insert(ownerStays)
      .values({ companyId: 1, objectId: ownerRows.room, ownerId: owner, checkIn: '2027-03-01', checkOut: '2027-03-03' })
      .returning()
  )[0].id;
  // The application cites a scan of its owner (docs/rules.md R12.1), which the back office opens.
  ownerRows.applicationScan = randomUUID();
  await app.storage.put(uploadKey(ownerRows.applicationScan), Buffer.from('89504e470d0a1a0a', 'hex'));
  await db.db
    .insert(uploads)
    .values({ id: ownerRows.applicationScan, companyId: 1, userId: owner, name: 's.png', kind: 'png', size: 8 });
  ownerRows.application = (
    await db.db
      .insert(applications)
      .values({
        companyId: 1,
        kind: 'connect',
        objectId: ownerRows.room,
        applicantId: owner,
        payload: {},
        uploadIds: [ownerRows.applicationScan],
      })
      .returning()
  )[0].id;
  const stranger = identities.find((i) => i.role === 'owner' && !i.first)!.userId!;
  // A request for a document in the back office's inbox (docs/rules.md R11.7).
  publicRows.documentRequest = (
    await db.db
      .insert(documentRequests)
      .values({ companyId: 1, userId: owner, objectId: ownerRows.room, kind: 'other' })
      .returning()
  )[0].id;
  // A tourist-tax rate (seeded) and a guest's pending exemption claim (docs/rules.md R5.26).
  publicRows.touristTaxRate = (await db.db.select().from(schema.touristTaxRates).limit(1))[0]!.id;
  publicRows.exemption = (
    await db.db
      .insert(schema.touristTaxExemptions)
      .values({
        companyId: 1,
        bookingId: rows.guest.booking,
        guestIndex: 1,
        guestName: 'Guest',
        category: 'disabled',
        uploadId: ownerRows.applicationScan,
      })
      .returning()
  )[0]!.id;
  // A foreign guest's check-in entry on the guest's booking (docs/rules.md R20.2, R20.4).
  publicRows.bookingGuest = await insertGuest(
    db.db,
    app.personalData,
    { companyId: 1, bookingId: rows.guest.booking, checkIn: '2027-01-10', adults: 2 },
    1,
    demoForeigner('MATRIX', 'MAX', 'M1234567'),
  );
  ownerRows.otherApplication = (
    await db.db
      .insert(applications)
      .values({ companyId: 1, kind: 'connect', objectId: ownerRows.otherRoom, applicantId: stranger, payload: {} })
      .returning()
  )[0].id;
  // Owner area: owner-a owns room X (a proxy for an outsider, a subscription); owner-b owns room Y
  // and gave agent-a a valid proxy on it (view, pay), with a subscription of Y.
  const [x, y] = await db.db.select({ id: objects.id }).from(objects).orderBy(desc(objects.id)).limit(2);
  const ownerA = firstOf('owner').userId!;
  const ownerB = identities.find((i) => i.role === 'owner' && !i.first)!.userId!;
  await db.db.update(objects).set({ ownerId: ownerA }).where(eq(objects.id, x.id));
  await db.db.update(objects).set({ ownerId: ownerB }).where(eq(objects.id, y.id));
  const proxyOf = async (ownerId: number, agentId: number, objectId: number, verification: 'verified' | 'pending') => {
    const [pr] = await db.db
      .insert(proxies)
      .values({
        companyId: 1,
        ownerId,
        agentId,
        number: `M-${ownerId}-${agentId}`,
        issuedOn: '2026-11-01',
        expiresOn: '2027-11-01',
        acts: ['view', 'pay'],
        passportScanIds: [],
        proxyScanId: 'x',
        verification,
      })
      .returning();
    await db.db.insert(proxyObjects).values({ proxyId: pr.id, objectId });
    return pr.id;
  };
  const subOf = async (objectId: number, userId: number) =>
    (
      await db.db
        .insert(subscriptions)
        .values({
          companyId: 1,
          objectId,
          userId,
          service: 'cleaning',
          priceKopecks: 100,
          status: 'active',
          startedOn: '2026-11-15',
          nextPaymentOn: '2026-12-15',
        })
        .returning()
    )[0].id;
  const ownersProxy = await proxyOf(ownerA, publicRows.person, x.id, 'verified');
  const agentsProxy = await proxyOf(ownerB, firstOf('agent').userId!, y.id, 'verified');
  const ownersSub = await subOf(x.id, ownerA);
  const agentsSub = await subOf(y.id, ownerB);
  publicRows.proxy = await proxyOf(ownerB, publicRows.person, y.id, 'pending');
  for (const role of ROLES)
    ownerArea[role] =
      role === 'agent'
        ? { proxy: agentsProxy, subscription: agentsSub }
        : { proxy: ownersProxy, subscription: ownersSub };
  // A consent of each role's first user (docs/rules.md R21.4): its kind and purpose are enums, so not
  // the derived minimal row below.
  const consentIds = {} as Record<Role, number>;
  for (const role of ROLES) {
    const [row] = await db.db
      .insert(schema.consents)
      .values({
        companyId: 1,
        userId: firstOf(role).userId!,
        kind: 'personal_data',
        version: 1,
        purpose: 'login',
        givenAt: new Date(0),
        ip: '127.0.0.1',
        userAgent: 'matrix',
      })
      .returning({ id: schema.consents.id });
    consentIds[role] = row.id;
  }
  FIXTURES['consents.id'] = { kind: 'owned', value: (role) => consentIds[role] };
  // A general conversation of each role's first user with a message citing its photo (docs/rules.md
  // R23.1, R23.3); the back office reaches the guest's. Quick replies of the first manager (R23.7),
  // one per request: a DELETE removes one.
  const talks = {} as Record<Role, number>;
  for (const role of ROLES) {
    const userId = firstOf(role).userId!;
    const [c] = await db.db
      .insert(schema.conversations)
      .values({ companyId: 1, userId, kind: 'general' })
      .returning({ id: schema.conversations.id });
    const [m] = await db.db
      .insert(schema.conversationMessages)
      .values({ conversationId: c.id, authorId: userId, side: 'person', text: 'matrix' })
      .returning({ id: schema.conversationMessages.id });
    await db.db.insert(schema.conversationMessagePhotos).values({ messageId: m.id, uploadId: rows[role].photo });
    talks[role] = c.id;
  }
  FIXTURES['conversations.id'] = { kind: 'owned', value: (role) => talks[role] };
  FIXTURES['conversations.photoId'] = { kind: 'owned', value: (role) => rows[role].photo };
  FIXTURES['backoffice/inbox.id'] = { kind: 'company', value: () => talks.guest };
  FIXTURES['backoffice/inbox.photoId'] = { kind: 'company', value: () => rows.guest.photo };
  const replies = await db.db
    .insert(schema.quickReplies)
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        companyId: 1,
        userId: firstOf('manager').userId!,
        title: `Matrix ${i}`,
        text: { ru: 'М', en: 'M' },
      })),
    )
    .returning({ id: schema.quickReplies.id });
  FIXTURES['backoffice/quick-replies.id'] = { kind: 'company', value: () => replies.shift()!.id };
  // Own-row resources (ownRowResources): a row of each role's first user.
  for (const { segment, table } of ownRowResources()) {
    const ids = {} as Record<Role, number>;
    for (const role of ROLES) {
      const [row] = await db.db
        .insert(table)
        .values({ ...minimalValues(table), companyId: 1, userId: firstOf(role).userId! } as never)
        .returning({ id: table.id });
      ids[role] = row.id as number;
    }
    FIXTURES[`${segment}.id`] = { kind: 'owned', value: (role) => ids[role] };
  }
}, 60_000);

/** Books one night pair of `objectId` with `headers`; expects 201. */
async function book(headers: Record<string, string>, objectId: number) {
  const b = await app.inject({
    method: 'POST',
    url: `${V1}/bookings`,
    headers,
    payload: bookingBody(objectId, '2026-12-10', '2026-12-12', {
      surname: 'Test',
      name: 'Matrix',
      phone: '+79120000000',
      email: 'matrix@example.com',
    }),
  });
  expect(b.statusCode, b.body).toBe(201);
  return b;
}

afterAll(async () => {
  await app?.close();
  await db?.close();
});

interface Route {
  method: string;
  /** OpenAPI path, `{param}` style. */
  path: string;
  /** Fastify path, `:param` style (the key of `app.routeAccess`). */
  key: string;
  body: JsonSchema | undefined;
  params: string[];
}

function routesOfDocument(): Route[] {
  const doc = app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  };
  const out: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1]);
      out.push({
        method,
        path,
        key: `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        body: op.requestBody?.content?.['application/json']?.schema,
        params,
      });
    }
  }
  // Deleting the account goes last (it ends the user for every later cell).
  return out.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

type Want = { status: 401 | 403 | 404 } | { ok: 'row' } | { ok: 'any' };

function want(rule: AccessRule, who: Identity, owned: boolean, companyRow: boolean, rowRoles?: readonly Role[]): Want {
  if (!ruleAllows(rule, who.role)) return { status: who.role ? 403 : 401 };
  if (owned)
    return who.first && who.role && (!rowRoles || rowRoles.includes(who.role)) ? { ok: 'row' } : { status: 404 };
  if (companyRow) return { ok: 'row' };
  return { ok: 'any' };
}

function meets(w: Want, status: number): boolean {
  if ('status' in w) return status === w.status;
  if (status >= 500 || status === 401 || status === 403) return false;
  return w.ok === 'any' || status !== 404;
}

describe('the access matrix', () => {
  it('every OpenAPI route is in app.routeAccess, and every app/v1 route declares a known cell', () => {
    const doc = routesOfDocument().filter((r) => r.path.startsWith(V1));
    const missing = doc.filter((r) => !app.routeAccess.has(r.key)).map((r) => r.key);
    expect(missing, 'OpenAPI routes the access map does not know').toEqual([]);
    const noCell = [...app.routeAccess].filter(([, c]) => !c).map(([k]) => k);
    expect(noCell, 'routes without `config: access(...)`').toEqual([]);
    const unknown = [...app.routeAccess]
      .filter(([, c]) => c && ruleOf(c.resource, c.action) === undefined)
      .map(([k, c]) => `${k} → ${c!.resource}.${c!.action}`);
    expect(unknown, 'routes naming a cell POLICY does not have').toEqual([]);
    expect(doc.length).toBeGreaterThanOrEqual(30);
  });

  it('answers every route × identity as its cell says (summary printed)', async () => {
    const routes = routesOfDocument();
    const unexpected: string[] = [];
    const checkAnswer = answerChecker(app.swagger() as unknown as AnswerDocument);
    const outsideDocument = new ViolationTally();
    let tried = 0;
    let crossRole = 0;
    for (const route of routes) {
      const cell = app.routeAccess.get(route.key);
      const rule = cell ? ruleOf(cell.resource, cell.action) : undefined;
      if (!rule) {
        unexpected.push(`${route.key}: no policy cell`);
        continue;
      }
      const [seg, seg2] = route.path.slice(route.path.startsWith(V1) ? V1.length + 1 : 1).split('/');
      const fixtures = route.params.map((p) => {
        const f = FIXTURES[`${seg}/${seg2}.${p}`] ?? FIXTURES[`${seg}.${p}`];
        if (!f)
          throw new Error(
            `access matrix: no fixture for path parameter "${p}" of ${route.key}; add "${seg}/${seg2}.${p}" or "${seg}.${p}" to FIXTURES`,
          );
        return { p, f };
      });
      const owned = fixtures.some(({ f }) => f.kind === 'owned');
      const rowRoles = fixtures.map(({ f }) => (f.kind === 'owned' ? f.rowRoles : undefined)).find(Boolean);
      const company = fixtures.some(({ f }) => f.kind === 'company');
      /** One request of `who` with the owned rows of `rowRole`'s first user in the path; records a mismatch with `w`. */
      const attempt = async (who: Identity, rowRole: Role, w: Want) => {
        let url = route.path;
        for (const { p, f } of fixtures)
          url = url.replace(`{${p}}`, String(f.kind === 'owned' ? f.value(rowRole) : f.value()));
        const res = await app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...(await headersOf(who)), ...EXTRA_HEADERS[route.key]?.(who) },
          ...(BODIES[route.key]
            ? { payload: BODIES[route.key](who) }
            : route.body
              ? { payload: sample(route.body) as object }
              : {}),
        });
        outsideDocument.add(
          checkAnswer({
            method: route.method,
            path: route.path,
            status: res.statusCode,
            contentType: res.headers['content-type']?.toString(),
            body: res.body,
          }),
        );
        if (!meets(w, res.statusCode)) {
          const rowNote = owned ? ` on ${rowRole}'s row` : '';
          unexpected.push(
            `${route.key} as ${who.label}${rowNote} [${cell!.resource}.${cell!.action}=${JSON.stringify(rule)}]: ${res.statusCode} (want ${'status' in w ? w.status : w.ok === 'row' ? 'own row' : 'allowed'}) ${res.body.slice(0, 160)}`,
          );
        }
        if (res.statusCode === 401 || res.statusCode === 403)
          expect(res.json().message, `${route.key} ${who.label}`).toEqual(expect.any(String));
      };
      for (const who of identities) {
        // Someone else's row: anonymous and the second users ask for the first guest's row (or their role's first user's).
        await attempt(who, who.role ?? 'guest', want(rule, who, owned, company && route.method === 'GET', rowRoles));
        tried++;
      }
      // Across roles: each role's first user asks for the next role's first user's row → 404 where admitted.
      if (owned) {
        for (const [i, role] of ROLES.entries()) {
          const who = firstOf(role);
          const other = ROLES[(i + 1) % ROLES.length];
          await attempt(who, other, ruleAllows(rule, role) ? { status: 404 } : { status: 403 });
          crossRole++;
        }
      }
    }
    // Second users must really be unrelated: they asked for the first users' rows (checked above as 404).
    console.log(
      `access matrix: ${routes.length} routes × ${identities.length} identities = ${tried} cells, ${unexpected.length} unexpected`,
    );
    console.log(`access matrix: plus ${crossRole} requests of one role's user for another role's row (404 expected)`);
    console.log(
      `access matrix: answers outside the OpenAPI document by kind: ${JSON.stringify(outsideDocument.byKind())}`,
    );
    expect(unexpected).toEqual([]);
    expect(outsideDocument.lines().slice(0, 40), 'answers outside the OpenAPI document').toEqual([]);
  }, 120_000);
});
