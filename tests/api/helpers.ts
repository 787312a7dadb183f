/**
 * The API tests' one fixture module (docs/architecture.md § Testing): an app built in process on
 * an in-memory PGlite, one per test file ({@link testApp}), with its local SMS outbox, a clock the
 * test moves, SMS login per role, the app/v1 headers and an upload.
 */
import type { FastifyInstance } from 'fastify';
import { openDb, type DbHandle } from '../../server/db/client';
import { buildApp, type BuildAppOptions } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import { LocalSmsService } from '../../server/services/sms';
import { DEMO_USERS, seedDemo } from '../../server/db/seed';
import { pgServer } from './pg-cluster';
import type { ObjectKind } from '../../src/domain/objects';

/** A clock the test moves by hand. */
export class TestClock {
  constructor(public current: Date) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(ms: number) {
    this.current = new Date(ms);
  }
}

/** A {@link TestClock} starting at `start` (milliseconds; now by default). */
export const testClock = (start = Date.now()) => new TestClock(new Date(start));

/** Headers of an app/v1 call (docs/rules.md R1.2) in `lang`, with `token`'s session when given. */
export const H = (lang: 'ru' | 'en' = 'en', token?: string) => ({
  company: '1',
  devicelocale: lang,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** Headers of an app/v1 call (docs/rules.md R1.2), Russian unless `extra` says otherwise. */
export const h = (extra: Record<string, string> = {}) => ({ company: '1', devicelocale: 'ru', ...extra });

/**
 * A new in-memory PGlite with every migration applied (from the migrated dump under Vitest,
 * server/db/client.ts `PGLITE_TEMPLATE_DIR`).
 */
export const memoryDb = (): Promise<DbHandle> => openDb({ dataDir: ':memory:' });

/** Opens an in-memory database with the demo company alone (server/db/seed/index.ts: no bookings, bills, leases…). */
export async function testDb(): Promise<DbHandle> {
  const db = await memoryDb();
  await seedDemo(db.db);
  return db;
}

/** What a login sends besides the phone and code: "I am the owner", or the mobile app's push `device` (an app session, docs/rules.md R2.13). */
export type LoginExtra = {
  owner?: boolean;
  device?: { type: 'web' | 'ios' | 'android'; token: string; installationId?: string };
};

let seq = 0;
/** The newest one-time code the local SMS outbox holds for `phone`. */
export function lastCode(app: FastifyInstance, phone: string): string {
  return [...(app.sms as LocalSmsService).outbox].reverse().find((e) => e.phone === phone)!.code;
}

/**
 * `POST app/v1/auth/login` of `phone` (English) with a wrong code: one that is not the newest
 * the local SMS outbox `sms` holds for it, from `remoteAddress` when given. Resolves to the reply
 * as `inject` gives it; the caller checks the status (422 while the phone is not locked).
 */
export function loginWithWrongCode(app: FastifyInstance, sms: LocalSmsService, phone: string, remoteAddress?: string) {
  const real = sms.outbox.filter((e) => e.phone === phone).at(-1)!.code;
  return app.inject({
    method: 'POST',
    url: '/api/app/v1/auth/login',
    headers: H('en'),
    payload: { phone, policyConsent: true, code: real === '000000' ? '111111' : '000000' },
    remoteAddress,
  });
}

/** Logs `phone` (a fresh one by default) in through the SMS code; resolves to its bearer token. */
export async function login(
  app: FastifyInstance,
  phone = `+7955${String(Date.now() % 1e6).padStart(6, '0')}${++seq % 10}`,
  extra: LoginExtra = {},
): Promise<string> {
  const r1 = await app.inject({ method: 'POST', url: '/api/app/v1/auth/code', headers: H(), payload: { phone } });
  if (r1.statusCode >= 300) throw new Error(`code: ${r1.body}`);
  const r2 = await app.inject({
    method: 'POST',
    url: '/api/app/v1/auth/login',
    headers: H(),
    payload: { phone, policyConsent: true, code: lastCode(app, phone), ...extra },
  });
  if (r2.statusCode >= 300) throw new Error(`login: ${r2.body}`);
  return r2.json().data.token;
}

/**
 * The GET and POST of `app/v1/<url>` as `tok` in `lang` (English by default), through `inject` on
 * the app `app()` gives when called (so a `let app` set in `beforeAll` works); answers as `inject`.
 */
export function v1Calls(app: () => FastifyInstance) {
  return {
    get: (url: string, tok: string, lang: 'ru' | 'en' = 'en') =>
      app().inject({ method: 'GET', url: `/api/app/v1/${url}`, headers: H(lang, tok) }),
    post: (url: string, payload: object, tok: string, lang: 'ru' | 'en' = 'en') =>
      app().inject({ method: 'POST', url: `/api/app/v1/${url}`, headers: H(lang, tok), payload }),
  };
}

/**
 * The GET and POST of `/api/app/v1<path>` (`path` with its leading slash) as `tok`, the POST's
 * payload after the token, in `lang` (`defaultLang` unless given), through `inject` on the app
 * `app()` gives when called; answers as `inject`. The rents tests' form of {@link v1Calls}.
 */
export function v1PathCalls(app: () => FastifyInstance, defaultLang: 'ru' | 'en') {
  return {
    get: (path: string, tok: string, lang: 'ru' | 'en' = defaultLang) =>
      app().inject({ method: 'GET', url: `/api/app/v1${path}`, headers: H(lang, tok) }),
    post: (path: string, tok: string, payload: object, lang: 'ru' | 'en' = defaultLang) =>
      app().inject({ method: 'POST', url: `/api/app/v1${path}`, headers: H(lang, tok), payload }),
  };
}

/**
 * The ids of the objects the catalogue (`GET app/v1/objects`, first 1000) lists as free for one
 * adult from `checkIn` to `checkOut` (ISO dates), in its order.
 */
export async function freeObjectIds(
  app: FastifyInstance,
  checkIn: string,
  checkOut: string,
  kind?: ObjectKind,
): Promise<number[]> {
  const r = await app.inject({
    url: `/api/app/v1/objects?checkIn=${checkIn}&checkOut=${checkOut}&adults=1&_end=1000${kind ? `&kind=${kind}` : ''}`,
    headers: H(),
  });
  return (r.json().data.data as { id: number }[]).map((o) => o.id);
}

/** One of a tenant's utility accounts as `GET app/v1/bills` lists it (money in kopecks). */
export interface UtilityAccount {
  id: number;
  category: string;
  debtKopecks: number;
}

/**
 * `tok`'s utility accounts from `GET app/v1/bills` (English): the water one (category
 * `utilities`) and the electricity one; either is undefined when not listed. Throws when the
 * answer is not 200.
 */
export async function utilityAccounts(
  app: FastifyInstance,
  tok: string,
): Promise<{ water: UtilityAccount; power: UtilityAccount }> {
  const r = await app.inject({ method: 'GET', url: '/api/app/v1/bills', headers: H('en', tok) });
  if (r.statusCode !== 200) throw new Error(`bills: ${r.statusCode} ${r.body}`);
  const rows = r.json().data.data as UtilityAccount[];
  return {
    water: rows.find((x) => x.category === 'utilities')!,
    power: rows.find((x) => x.category === 'electricity')!,
  };
}

/** Logs `phone` in ({@link login}) and takes `role` (POST auth/role, answer unchecked); resolves to the token. */
export async function loginAs(app: FastifyInstance, phone: string, role: string): Promise<string> {
  const token = await login(app, phone);
  await app.inject({ method: 'POST', url: '/api/app/v1/auth/role', headers: H('en', token), payload: { role } });
  return token;
}

/**
 * `POST /api/app/v1/uploads` of one file as the app sends it (docs/rules.md R17.2): multipart/form-data
 * with the file in the field `file`, named `name`, of type `mime`, holding `body` (a string is
 * taken as UTF-8), sent with `headers` (e.g. {@link H}). Resolves to the reply as `inject` gives
 * it; the caller checks the status.
 */
export function postUpload(
  app: FastifyInstance,
  headers: Record<string, string>,
  file: { name: string; mime: string; body: Buffer | string },
) {
  const boundary = '----api-test-upload';
  return app.inject({
    method: 'POST',
    url: '/api/app/v1/uploads',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.mime}\r\n\r\n`,
      ),
      Buffer.from(file.body),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

/**
 * Uploads a small PDF scan (`scan.pdf`) as the caller through `POST uploads` (docs/rules.md
 * R17.2); resolves to the upload's id. @throws Error with the answer when it is not 200/201.
 */
export async function uploadPdf(app: FastifyInstance, token: string): Promise<string> {
  const r = await postUpload(app, H('en', token), {
    name: 'scan.pdf',
    mime: 'application/pdf',
    body: '%PDF-1.4\n%%EOF',
  });
  if (r.statusCode !== 201 && r.statusCode !== 200) throw new Error(r.body);
  return r.json().data.id;
}

/** The demo's roles, each with its demo account (README § Demo accounts). */
/** A booking's contact person as the booking form sends it (phone in E.164). */
export interface BookingContact {
  surname: string;
  name: string;
  phone: string;
  email?: string;
}

/** The contact {@link bookingBody} sends unless the test gives its own. */
export const GUEST_CONTACT: BookingContact = {
  surname: 'Ivanov',
  name: 'Ivan',
  phone: '+79120000000',
  email: 'i@example.com',
};

/**
 * The body of `POST /api/app/v1/bookings` for one adult and no children on tariff 1, paid by an
 * individual: the nights of `objectId` from `checkIn` to `checkOut` (ISO dates; check-out is not a
 * night), with `contact` ({@link GUEST_CONTACT} by default).
 */
export const bookingBody = (objectId: number, checkIn: string, checkOut: string, contact = GUEST_CONTACT) => ({
  objectIds: [objectId],
  checkIn,
  checkOut,
  guests: { adults: 1, children: [] },
  tariffId: 1,
  policyConsent: true,
  payerType: 'individual',
  contact,
});

/**
 * `POST app/v1/bookings` of {@link bookingBody}`(objectId, checkIn, checkOut, contact)` as `tok`
 * in `lang` (English by default). Resolves to the reply as `inject` gives it; the caller checks
 * the status.
 */
export const postBooking = (
  app: FastifyInstance,
  tok: string,
  objectId: number,
  checkIn: string,
  checkOut: string,
  contact = GUEST_CONTACT,
  lang: 'ru' | 'en' = 'en',
) =>
  app.inject({
    method: 'POST',
    url: '/api/app/v1/bookings',
    headers: H(lang, tok),
    payload: bookingBody(objectId, checkIn, checkOut, contact),
  });

export type DemoRole = keyof typeof DEMO_USERS;

/** Options of {@link testApp}: buildApp's, `config` over {@link TEST_CONFIG}. */
export interface TestAppOptions extends Omit<BuildAppOptions, 'config'> {
  config?: Partial<ServerConfig>;
}

/** An app of a test file with what the tests reach for. */
export interface TestApp {
  app: FastifyInstance;
  /** The database the app runs on (closed by {@link TestApp.close} when the fixture opened it). */
  db: DbHandle;
  /** The local SMS outbox. */
  sms: LocalSmsService;
  /** The app's clock. */
  clock: { now(): Date };
  /**
   * Logs in through the SMS code; resolves to the bearer token: a demo role's account (the owner
   * ticking "I am the owner"), a phone, or a fresh phone when none is given.
   */
  login(who?: DemoRole | string, extra?: LoginExtra): Promise<string>;
  /** Closes the app (and the database when the fixture opened it). */
  close(): Promise<void>;
}

/** The configuration every test app gets unless the file says otherwise: dev routes, limits no test reaches by accident. */
export const TEST_CONFIG: Partial<ServerConfig> = {
  devRoutes: true,
  rateLimitPerMinute: 100_000,
  authCodeLimitPerHour: 100_000,
};

/**
 * The `config` of a test file that logs one phone in more than once (several devices, roles or
 * sessions of one account): no wait between two SMS codes for a phone (`authCodeResendSeconds: 0`).
 */
export const RELOGIN_CONFIG: Partial<ServerConfig> = { authCodeResendSeconds: 0 };

/**
 * Builds the app of a test file. With `db` (opened and seeded by the caller, e.g. {@link testDb})
 * it runs on it without seeding again; without, on a new in-memory PGlite (on PostgreSQL when
 * `config.databaseUrl` is given) with the whole demo seed dated by `clock`, as `npm start` has it.
 * Call it in `beforeAll`, and `close()` in `afterAll`.
 */
export async function testApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const own = !opts.db;
  const url = opts.config?.databaseUrl;
  const db = opts.db ?? (url ? await openDb({ databaseUrl: url, dataDir: ':memory:' }) : await memoryDb());
  const sms = opts.sms ?? new LocalSmsService();
  const app = await buildApp({ ...opts, db, sms, config: { ...TEST_CONFIG, seedDemo: own, ...opts.config } });
  return {
    app,
    db,
    sms: sms as LocalSmsService,
    clock: app.clock,
    login: (who, extra) =>
      who && who in DEMO_USERS
        ? login(app, DEMO_USERS[who as DemoRole], { owner: who === 'owner', ...extra })
        : login(app, who, extra),
    close: async () => {
      await app.close();
      if (own) await db.close();
    },
  };
}

/**
 * {@link testApp} on a new {@link testDb} (the demo company alone, no bookings or bills), the
 * database returned as `db`; `close()` closes the app, then the database. Call it in `beforeAll`,
 * and `close()` in `afterAll` (or `app.close()` alone when a test closes `db` itself).
 */
export async function companyTestApp(opts: Omit<TestAppOptions, 'db'> = {}): Promise<TestApp> {
  const db = await testDb();
  const testbed = await testApp({ ...opts, db });
  return {
    ...testbed,
    close: async () => {
      await testbed.close();
      await db.close();
    },
  };
}

/**
 * {@link testApp} (demo seed, dated by `opts.clock`) on real PostgreSQL: DATABASE_URL's database
 * or a throwaway cluster's (pg-cluster.ts `pgServer`). Its `close()` also waits 300 ms for the pool's
 * clients to finish closing, then stops the cluster it started. Call it in `beforeAll` (allow
 * ~2 minutes for initdb), and `close()` in `afterAll`.
 */
export async function pgTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const { url, cluster } = await pgServer();
  let testbed: TestApp;
  try {
    testbed = await testApp({ ...opts, config: { ...opts.config, databaseUrl: url } });
  } catch (e) {
    cluster?.stop();
    throw e;
  }
  return {
    ...testbed,
    close: async () => {
      try {
        await testbed.close();
        // Let the pool's clients finish closing before the server goes away.
        await new Promise((r) => setTimeout(r, 300));
      } finally {
        cluster?.stop();
      }
    },
  };
}
