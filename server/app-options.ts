/**
 * What buildApp (./app.ts) takes and adds: its options, the clock, the one list of payable kinds,
 * and the decorations it puts on Fastify's instance and request. Split from ./app.ts.
 */
import type { TFunction } from 'i18next';
import type { ServerConfig } from './config';
import type { Db, DbHandle } from './db/client';
import type { Lang } from './i18n';
import type { SmsService } from './services/sms';
import type { EmailService } from './services/email/transport';
import type { PushService } from './services/push';
import type { FileStorage } from './services/storage';
import type { PaymentKind, PaymentService } from './services/payments';
import type { PersonalDataVault } from './services/personal-data';
import { orderPaymentTarget } from './services/service-orders';
import { documentPaymentTarget } from './services/document-payments';
import { rentChargePaymentTarget } from './services/rents';
import { subscriptionChargePaymentTarget } from './services/subscriptions';
import type { AuthUser } from './auth';
import type { RouteAccess } from './access';
import type { SsrEntry } from './ssr';
import type { EsignAgreementVersion } from '../src/domain/esign-agreement';

/**
 * Every payable kind (docs/rules.md R5.21), the one list: a payment of a kind not in the app's
 * list cannot start (server/services/payments/kinds.ts). Each entry lives next to its domain service.
 */
export const PAYMENT_KINDS: readonly PaymentKind[] = [
  orderPaymentTarget,
  documentPaymentTarget,
  rentChargePaymentTarget,
  subscriptionChargePaymentTarget,
];

/** A source of the current time, replaceable in tests (deadline jobs, code expiry). */
export interface Clock {
  now(): Date;
}

export interface BuildAppOptions {
  /** Overrides of the environment configuration. */
  config?: Partial<ServerConfig>;
  /** An open database; when absent one is opened from the configuration. */
  db?: DbHandle;
  /** The clock; defaults to the system clock. */
  clock?: Clock;
  /** The SMS adapter; defaults to the one the configuration chooses. */
  sms?: SmsService;
  /** The e-mail adapter; defaults to the one the configuration chooses (SMTP with SMTP_URL, else the local outbox). */
  email?: EmailService;
  /** The push adapter; defaults to the one the configuration chooses (local without Firebase credentials). */
  push?: PushService;
  /** The payment adapter; defaults to the one the configuration chooses (the sandbox). */
  payments?: PaymentService;
  /** The file store; defaults to the one the configuration chooses (local disk under DATA_DIR). Left open on close. */
  storage?: FileStorage;
  /** The e-signature agreement's versions; defaults to {@link ESIGN_AGREEMENT_VERSIONS} (tests add a new one). */
  esignAgreements?: readonly EsignAgreementVersion[];
  /** The payable kinds; defaults to {@link PAYMENT_KINDS} (tests add a kind of their own). */
  paymentKinds?: readonly PaymentKind[];
  /** Fastify's logger; off by default in tests; `{ stream }` writes JSON lines to a stream (tests of the log). */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** The server-rendering entry; by default dist-ssr/entry-server.js when built (server/ssr.ts). */
  ssrEntry?: SsrEntry;
  /**
   * What the app serves: `web` (default) everything; `ops` only GET /livez, /readyz and /metrics
   * — the job worker (server/worker.ts; docs/architecture.md § Jobs).
   */
  surface?: 'web' | 'ops';
}

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** Seals and opens guests' identity data (server/services/personal-data.ts; docs/rules.md R20.3). */
    personalData: PersonalDataVault;
    db: Db;
    dbKind: 'pglite' | 'postgres';
    clock: Clock;
    sms: SmsService;
    /** Transactional e-mail (server/services/email/; docs/rules.md R22). */
    email: EmailService;
    push: PushService;
    payments: PaymentService;
    /** Uploads and published photos: local disk or S3 (server/services/storage/index.ts). */
    storage: FileStorage;
    /** The e-signature agreement's versions (src/domain/esign-agreement.ts; docs/rules.md R11.9). */
    esignAgreements: readonly EsignAgreementVersion[];
    /** The payable kinds by name (`payments.target_kind`), from buildApp's list (server/services/payments/kinds.ts). */
    paymentKinds: ReadonlyMap<string, PaymentKind>;
    /** Every app/v1 route with the policy cell it declares (server/access.ts). */
    routeAccess: Map<string, RouteAccess | undefined>;
    /** Drops the server-rendered pages (server/ssr.ts) after a change to public content; a no-op without server rendering. */
    clearPageCache: () => void;
    /**
     * Work `app.close()` awaits before the database and the file store close: the job runner's
     * stop adds itself (server/jobs/runner.ts), so a running job finishes on a live database.
     */
    beforeDbClose: Set<() => Promise<void>>;
  }
  interface FastifyRequest {
    /** Language of content and messages, from the `deviceLocale` header (docs/rules.md R1.2). */
    lang: Lang;
    /** Translation function fixed to {@link lang}. */
    t: TFunction;
    /** Company chosen by the `company` header (set on app/v1 routes). */
    companyId: number;
    /** The logged-in user, when a valid bearer token came. */
    user: AuthUser | null;
  }
}
