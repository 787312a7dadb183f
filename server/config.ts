/**
 * Server configuration read from the environment, with defaults that let `npm start`
 * run on a fresh machine (embedded PGlite under ./data, local SMS outbox).
 * Every variable is listed in README.md § Configuration.
 */
import { isIP } from 'node:net';

export interface ServerConfig {
  /** TCP port to listen on. `PORT`, default 3000. */
  port: number;
  /** Interface to bind. `HOST`, default 0.0.0.0. */
  host: string;
  /** `NODE_ENV === 'production'`: serve the built SPA, hide dev routes. */
  production: boolean;
  /** PostgreSQL connection string; when empty the embedded PGlite is used. `DATABASE_URL`. */
  databaseUrl?: string;
  /** Folder for PGlite data and uploads, or `:memory:`. `DATA_DIR`, default ./data. */
  dataDir: string;
  /**
   * The key sealing guests' identity data, 32 bytes in base64 (docs/rules.md R20.3;
   * server/services/personal-data.ts says what happens when it is unset). `PERSONAL_DATA_KEY`.
   */
  personalDataKey?: string;
  /**
   * Where files live (docs/architecture.md § Outside services): empty for local disk under
   * {@link dataDir}, or `s3://bucket[/prefix]` for S3-compatible object storage reached with
   * {@link s3}. `STORAGE_URL`.
   */
  storageUrl?: string;
  /**
   * The S3 API with `STORAGE_URL=s3://…`: `S3_ENDPOINT` (empty: AWS), `S3_REGION` (default
   * us-east-1), `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY` (both, or neither for the SDK's
   * default chain), `S3_FORCE_PATH_STYLE=true` for `endpoint/bucket/key` addresses (MinIO).
   */
  s3: { endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
  /** Folder of the built SPA served in production. `DIST_DIR`, default ./dist. */
  distDir: string;
  /**
   * The SMTP server transactional e-mail goes through (docs/rules.md R22), e.g.
   * `smtps://user:pass@smtp.example.ru:465`; empty keeps the local outbox (readable at
   * /api/dev/email-outbox outside production). `SMTP_URL`.
   */
  smtpUrl?: string;
  /**
   * The From of every e-mail, e.g. `"Гранд Отель" <no-reply@grand-hotel.ru>`; empty: the company's
   * name with its own e-mail address (companies.email). `EMAIL_FROM`.
   */
  emailFrom?: string;
  /** Seconds between runs of the e-mail outbox job (docs/rules.md R22.5). `EMAIL_JOB_SECONDS`, default 30. */
  emailJobSeconds: number;
  /** Hours before a payment deadline the `payment-due` e-mail goes (R22.1). `PAYMENT_DUE_EMAIL_HOURS`, default 6. */
  paymentDueEmailHours: number;
  /**
   * Minutes the `payment-received` e-mail of a card/SBP payment waits for its fiscal receipt's
   * registration before it goes without the receipt's attributes (docs/rules.md R22.6).
   * `PAYMENT_EMAIL_RECEIPT_WAIT_MINUTES`, default 10.
   */
  paymentEmailReceiptWaitMinutes: number;
  /** SMS adapter: `local` (outbox) or `smsru`. `SMS_PROVIDER`, default local. */
  smsProvider: 'local' | 'smsru';
  /** SMS.RU api_id, needed when smsProvider is `smsru`. `SMSRU_API_ID`. */
  smsRuApiId?: string;
  /** How login codes are delivered: `sms` (6 digits) or `call` (last 4 digits of the caller's number). `AUTH_CODE_CHANNEL`, default sms. */
  authCodeChannel: 'sms' | 'call';
  /** Requests per minute per IP for the whole API. `RATE_LIMIT_PER_MINUTE`, default 600. */
  rateLimitPerMinute: number;
  /** Login-code requests per hour per IP. `AUTH_CODE_LIMIT_PER_HOUR`, default 30. */
  authCodeLimitPerHour: number;
  /**
   * Redis connection string (`redis://host:6379`): the API rate limits count there, shared by
   * every instance; when empty each process counts on its own. `REDIS_URL`.
   */
  redisUrl?: string;
  /**
   * Interval of the live-event stream's heartbeat comment and session check, ms (docs/rules.md
   * R23.10). `LIVE_HEARTBEAT_MS`, default 20000.
   */
  liveHeartbeatMs: number;
  /**
   * Seconds before a new code may be sent to the same phone (docs/rules.md R2.5).
   * `AUTH_CODE_RESEND_SECONDS`, default 60.
   */
  authCodeResendSeconds: number;
  /** Seed demo data into an empty database. `SEED_DEMO`, default true (`false` to skip). */
  seedDemo: boolean;
  /**
   * Firebase service-account JSON (the file Google gives, as one string) for browser push through
   * FCM HTTP v1; push uses the local adapter without it. `FIREBASE_SERVICE_ACCOUNT`.
   */
  firebaseServiceAccount?: string;
  /** Log level for Fastify's pino logger. `LOG_LEVEL`, default info (silent in tests). */
  logLevel: string;
  /**
   * Serve /api/dev/* (the SMS outbox: every login code, to anyone): outside production, or in
   * production with both `DEV_ROUTES=true` and `DEV_ROUTES_IN_PRODUCTION=true` (docs/rules.md R2.14).
   */
  devRoutes: boolean;
  /** `DEV_ROUTES=true` in production without `DEV_ROUTES_IN_PRODUCTION=true`: refused, and said so at start. */
  devRoutesRefused?: boolean;
  /**
   * Payment adapter: `sandbox` (local acquirer page) or `yookassa`; `none` refuses payments.
   * `PAYMENT_PROVIDER`; default `sandbox` outside production and `none` in production, where the
   * sandbox (no money moves) runs only when set explicitly (docs/rules.md R5.20).
   */
  paymentProvider: 'sandbox' | 'yookassa' | 'none';
  /** YooKassa shop id and secret key. `YOOKASSA_SHOP_ID`, `YOOKASSA_SECRET_KEY`. */
  yookassaShopId?: string;
  yookassaSecretKey?: string;
  /**
   * Bearer token of `GET /metrics` (Prometheus); without it the route answers 404.
   * `METRICS_TOKEN` (docs/architecture.md § Operations).
   */
  metricsToken?: string;
  /** Longest wait for in-flight requests and a running job on SIGTERM, ms. `SHUTDOWN_TIMEOUT_MS`, default 10000. */
  shutdownTimeoutMs: number;
  /** Public address of the site for payment return URLs. `PUBLIC_URL`, default empty (site-relative). */
  publicUrl: string;
  /**
   * Which proxies to trust for `X-Forwarded-For`/`-Proto` (Fastify `trustProxy`): `false` (off,
   * the default: the socket's address is the client), a hop count, or a list of addresses/CIDRs.
   * `TRUST_PROXY`: a number (`1`) or comma-separated addresses (`127.0.0.1,10.0.0.0/8`).
   */
  trustProxy: false | number | string[];
  /** Largest time to receive a whole request, ms (Fastify `requestTimeout`). `REQUEST_TIMEOUT_MS`, default 60000. */
  requestTimeoutMs: number;
  /** Idle socket timeout, ms (Fastify `connectionTimeout`). `CONNECTION_TIMEOUT_MS`, default 65000. */
  connectionTimeoutMs: number;
  /** Seconds a server-rendered public page is reused per (path, language); 0 = render every time. `SSR_CACHE_SECONDS`, default 60. */
  ssrCacheSeconds: number;
  /** Run the booking jobs (deadline cancellation, cancellation requests) every N seconds; 0 = off. `BOOKING_JOBS_SECONDS`, default 60. */
  bookingJobsSeconds: number;
  /**
   * The legal basis of the simple electronic signature made in the mobile app, in both languages
   * (docs/rules.md R11.8): printed on the signature sheet and stored with each signature.
   * `SIGNATURE_LEGAL_TEXT_RU`, `SIGNATURE_LEGAL_TEXT_EN`; defaults {@link DEFAULT_SIGNATURE_LEGAL_TEXT}.
   */
  signatureLegalText: { ru: string; en: string };
  /** Run the utility jobs (last month's receipts, reading and payment reminders; docs/rules.md R10.10) every N seconds; 0 = off. `UTILITY_JOBS_SECONDS`, default 3600. */
  utilityJobsSeconds: number;
  /**
   * Whether this process runs the background jobs (server/jobs/index.ts; docs/architecture.md
   * § Jobs). `JOBS`, default on; `off` (or `false`, `0`) makes a web-only instance, whose jobs a
   * `npm run worker` process (or another instance) runs.
   */
  jobs: boolean;
  /**
   * Port of `npm run worker`'s own HTTP server: GET /livez, /readyz and (with METRICS_TOKEN)
   * /metrics, nothing else. `WORKER_PORT`, default 0 = the worker serves no HTTP at all.
   */
  workerPort: number;
  /**
   * Every job every N seconds instead of its own interval (a job that is off stays off): for a
   * staging run or a test that must see hourly work happen within minutes (the cluster test).
   * `JOBS_EVERY_SECONDS`, default 0 = each job's own interval (docs/architecture.md § Jobs).
   */
  jobsEverySeconds: number;
  /**
   * How often pg-boss evaluates the cron schedules and turns them into jobs, seconds (1–45;
   * pg-boss's `cronMonitorIntervalSeconds` and `cronWorkerIntervalSeconds`). `JOBS_CRON_CHECK_SECONDS`,
   * default 0 = pg-boss's own (30 and 5).
   */
  jobsCronCheckSeconds: number;
  /**
   * How often the channels' calendar feeds are imported (docs/rules.md R18.3; the `channel-import`
   * job of server/jobs/index.ts). `ICAL_IMPORT_SECONDS`, default 900; 0 = off.
   */
  icalImportSeconds: number;
  /**
   * TEST-ONLY allowance (docs/rules.md R18.6): IP addresses a channel feed may be fetched from over
   * plain http and although private or loopback (`127.0.0.1` for a local test server). Only IP
   * literals count. `ICAL_ALLOW_HTTP_HOSTS`, comma-separated; empty by default — never set it in
   * production.
   */
  icalAllowHttpHosts: string[];
}

/** `ICAL_ALLOW_HTTP_HOSTS` → its IP addresses (names are ignored: they could resolve anywhere). */
function allowanceFrom(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((h) => h.trim().replace(/^\[|\]$/g, ''))
    .filter((h) => isIP(h) !== 0);
}

/** Reads {@link ServerConfig} from `env` (defaults to `process.env`). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data',
    personalDataKey: env.PERSONAL_DATA_KEY?.trim() || undefined,
    storageUrl: env.STORAGE_URL?.trim() || undefined,
    s3: {
      endpoint: env.S3_ENDPOINT?.trim() || undefined,
      region: env.S3_REGION?.trim() || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
    },
    distDir: env.DIST_DIR || './dist',
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    emailFrom: env.EMAIL_FROM?.trim() || undefined,
    emailJobSeconds: int(env.EMAIL_JOB_SECONDS, 30),
    paymentDueEmailHours: int(env.PAYMENT_DUE_EMAIL_HOURS, 6),
    paymentEmailReceiptWaitMinutes: int(env.PAYMENT_EMAIL_RECEIPT_WAIT_MINUTES, 10),
    smsProvider: env.SMS_PROVIDER === 'smsru' ? 'smsru' : 'local',
    smsRuApiId: env.SMSRU_API_ID || undefined,
    authCodeChannel: env.AUTH_CODE_CHANNEL === 'call' ? 'call' : 'sms',
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 600),
    authCodeLimitPerHour: int(env.AUTH_CODE_LIMIT_PER_HOUR, 30),
    redisUrl: env.REDIS_URL || undefined,
    liveHeartbeatMs: int(env.LIVE_HEARTBEAT_MS, 20_000),
    authCodeResendSeconds: int(env.AUTH_CODE_RESEND_SECONDS, 60),
    seedDemo: env.SEED_DEMO !== 'false',
    firebaseServiceAccount: env.FIREBASE_SERVICE_ACCOUNT || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    ...devRoutesFrom(env),
    paymentProvider: paymentProviderFrom(env),
    yookassaShopId: env.YOOKASSA_SHOP_ID || undefined,
    yookassaSecretKey: env.YOOKASSA_SECRET_KEY || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    publicUrl: (env.PUBLIC_URL || '').replace(/\/$/, ''),
    bookingJobsSeconds: int(env.BOOKING_JOBS_SECONDS, 60),
    utilityJobsSeconds: int(env.UTILITY_JOBS_SECONDS, 3600),
    jobs: !['off', 'false', '0', 'no'].includes((env.JOBS || '').trim().toLowerCase()),
    workerPort: int(env.WORKER_PORT, 0),
    jobsEverySeconds: int(env.JOBS_EVERY_SECONDS, 0),
    jobsCronCheckSeconds: Math.min(45, int(env.JOBS_CRON_CHECK_SECONDS, 0)),
    icalImportSeconds: int(env.ICAL_IMPORT_SECONDS, 900),
    icalAllowHttpHosts: allowanceFrom(env.ICAL_ALLOW_HTTP_HOSTS),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 60_000),
    connectionTimeoutMs: int(env.CONNECTION_TIMEOUT_MS, 65_000),
    ssrCacheSeconds: int(env.SSR_CACHE_SECONDS, 60),
    signatureLegalText: {
      ru: env.SIGNATURE_LEGAL_TEXT_RU?.trim() || DEFAULT_SIGNATURE_LEGAL_TEXT.ru,
      en: env.SIGNATURE_LEGAL_TEXT_EN?.trim() || DEFAULT_SIGNATURE_LEGAL_TEXT.en,
    },
  };
}

/**
 * The default legal wording of an app signature (docs/rules.md R11.8): a simple electronic
 * signature under Federal Law No. 63-FZ, art. 6 and 9, by the parties' agreement in the user
 * agreement; the one-time code is the key. Lawyers change it through the environment.
 */
export const DEFAULT_SIGNATURE_LEGAL_TEXT = {
  ru:
    'Документ подписан простой электронной подписью (ст. 6 и 9 Федерального закона от 06.04.2011 № 63-ФЗ «Об электронной подписи») ' +
    'по соглашению сторон, изложенному в пользовательском соглашении: ключ подписи — одноразовый код, направленный на номер телефона подписанта. ' +
    'Такой документ равнозначен документу на бумажном носителе, подписанному собственноручной подписью.',
  en:
    'Signed with a simple electronic signature (Federal Law No. 63-FZ of 06.04.2011 "On Electronic Signature", art. 6 and 9) ' +
    "by the parties' agreement in the user agreement: the signature key is a one-time code sent to the signer's phone number. " +
    'Such a document is equivalent to a paper document signed by hand.',
};

/**
 * `DEV_ROUTES` → whether /api/dev/* is served (docs/rules.md R2.14): always outside production; in
 * production only when `DEV_ROUTES_IN_PRODUCTION=true` confirms `DEV_ROUTES=true`, since the SMS
 * outbox hands every login code to anyone. An unconfirmed `DEV_ROUTES=true` there is refused.
 */
export function devRoutesFrom(env: NodeJS.ProcessEnv): { devRoutes: boolean; devRoutesRefused: boolean } {
  if (env.NODE_ENV !== 'production') return { devRoutes: true, devRoutesRefused: false };
  const asked = env.DEV_ROUTES === 'true';
  const confirmed = asked && env.DEV_ROUTES_IN_PRODUCTION === 'true';
  return { devRoutes: confirmed, devRoutesRefused: asked && !confirmed };
}

/**
 * `PAYMENT_PROVIDER` → the adapter: `yookassa`, `sandbox` when named (or by default outside
 * production), `none` in production without an explicit choice (docs/rules.md R5.20).
 */
function paymentProviderFrom(env: NodeJS.ProcessEnv): ServerConfig['paymentProvider'] {
  const v = (env.PAYMENT_PROVIDER || '').trim().toLowerCase();
  if (v === 'yookassa' || v === 'sandbox' || v === 'none') return v;
  return env.NODE_ENV === 'production' ? 'none' : 'sandbox';
}

/** `TRUST_PROXY` → Fastify's `trustProxy`: off when empty/`false`/`0`, a hop count, or addresses. */
export function trustProxyFrom(raw: string | undefined): ServerConfig['trustProxy'] {
  const v = (raw || '').trim();
  if (!v || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

/**
 * Fastify's `trustProxy` from {@link ServerConfig.trustProxy}: addresses as they are; a hop count
 * N as "trust the N nearest hops" (Fastify itself ignores numbers, failing closed), which is right
 * only when the server is reachable through that proxy alone (README § Configuration).
 */
export function trustProxyOption(
  v: ServerConfig['trustProxy'],
): boolean | string[] | ((addr: string, hop: number) => boolean) {
  return typeof v === 'number' ? (_addr, hop) => hop < v : v;
}
