/**
 * Browser push (docs/rules.md R7.6–R7.8; docs/architecture.md § Outside services): an interface
 * with
 * the local adapter (default; keeps what it "sent" in memory, used by tests and readable at
 * /api/dev/push-outbox outside production) and the Firebase Cloud Messaging adapter.
 *
 * The FCM adapter speaks the FCM HTTP v1 REST API
 * (`POST https://fcm.googleapis.com/v1/projects/{project}/messages:send`) with an OAuth access
 * token of the service account that `google-auth-library`'s `JWT` client obtains, signs, caches
 * and refreshes (what firebase-admin uses underneath; we sign nothing ourselves). It is chosen
 * when `FIREBASE_SERVICE_ACCOUNT` holds the service-account JSON.
 *
 * Messages are data-only: the service worker (src/pwa/push-worker.ts) and the page
 * (providers/push.ts) draw the notification themselves in the user's language, so the payload
 * carries both languages (`title`/`body` in Russian, `title_en`/`body_en`) and the `link`.
 */
import { publishLive } from './live-events';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { JWT } from 'google-auth-library';
import type { FastifyInstance } from 'fastify';
import { devices, notifications, users, type Localized } from '../db/schema';
import type { Db } from '../db/client';

/** One push message; texts in both languages (docs/rules.md R7.8). */
export interface PushMessage {
  title: Localized;
  body: Localized;
  /** A same-site path opened on click, e.g. `/notifications/12`. */
  link?: string | null;
  /** The notification's id, when the message mirrors one. */
  notificationId?: number;
}

/** What sending to one device token gave: delivered, or the token is dead (unregistered). */
export type PushResult = 'sent' | 'invalid-token';

export interface PushService {
  readonly name: string;
  /**
   * Sends `message` to one device `token`.
   * @returns 'invalid-token' when the provider says the token no longer exists (the caller drops it).
   * @throws Error on any other provider failure.
   */
  send(token: string, message: PushMessage): Promise<PushResult>;
}

/** The data payload of a message (FCM data values must be strings). */
export function pushData(message: PushMessage): Record<string, string> {
  return {
    title: message.title.ru,
    body: message.body.ru,
    title_en: message.title.en || message.title.ru,
    body_en: message.body.en || message.body.ru,
    link: message.link ?? (message.notificationId ? `/notifications/${message.notificationId}` : '/notifications'),
    ...(message.notificationId ? { id: String(message.notificationId) } : {}),
  };
}

/** One message the local adapter "sent". */
export interface PushOutboxEntry {
  token: string;
  message: PushMessage;
  sentAt: string;
}

/** The local adapter: remembers every message (newest last, at most 500); tokens in `invalid` count as dead. */
export class LocalPushService implements PushService {
  readonly name = 'local';
  readonly sent: PushOutboxEntry[] = [];
  /** Tokens to answer 'invalid-token' for (tests). */
  readonly invalid = new Set<string>();

  async send(token: string, message: PushMessage): Promise<PushResult> {
    if (this.invalid.has(token)) return 'invalid-token';
    this.sent.push({ token, message, sentAt: new Date().toISOString() });
    if (this.sent.length > 500) this.sent.shift();
    return 'sent';
  }
}

/** The fields of a Google service-account JSON this adapter reads. */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri?: string;
}

/** The HTTP client of the adapter: the global `fetch`, or a fake in tests (no test talks to the internet). */
export type FetchLike = typeof fetch;

/** The OAuth scope of FCM sends. */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** FCM HTTP v1 adapter (what firebase-admin's `messaging().send` does). */
export class FirebaseAdminPushService implements PushService {
  readonly name = 'fcm';
  /** The service account's OAuth client (google-auth-library): signs the assertion, caches the token. */
  private readonly auth: JWT;

  /**
   * @param account the service-account JSON's fields.
   * @param fetchImpl HTTP for both the token exchange (google-auth-library's transporter) and the
   *        FCM send.
   */
  constructor(
    private readonly account: ServiceAccount,
    private readonly fetchImpl: FetchLike = fetch,
  ) {
    this.auth = new JWT({
      email: account.client_email,
      key: account.private_key,
      scopes: [FCM_SCOPE],
      // A cached token is renewed a minute before it expires.
      eagerRefreshThresholdMillis: 60_000,
      transporterOptions: { fetchImplementation: fetchImpl },
    });
  }

  /**
   * An OAuth access token for {@link FCM_SCOPE}, cached by google-auth-library until a minute
   * before it expires.
   * @throws Error when Google refuses the service account.
   */
  async accessToken(): Promise<string> {
    let token: string | null | undefined;
    try {
      ({ token } = await this.auth.getAccessToken());
    } catch (e) {
      const data = (e as { response?: { data?: { error?: string } } }).response?.data;
      throw new Error(`FCM auth failed: ${data?.error ?? (e as Error).message}`, { cause: e });
    }
    if (!token) throw new Error('FCM auth failed: no access token');
    return token;
  }

  async send(token: string, message: PushMessage): Promise<PushResult> {
    const access = await this.accessToken();
    const data = pushData(message);
    const res = await this.fetchImpl(
      `https://fcm.googleapis.com/v1/projects/${this.account.project_id}/messages:send`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: { token, data, webpush: { headers: { Urgency: 'normal' }, fcm_options: { link: data.link } } },
        }),
      },
    );
    if (res.ok) return 'sent';
    const body = (await res.json().catch(() => ({}))) as {
      error?: { status?: string; message?: string; details?: { errorCode?: string }[] };
    };
    const code = body.error?.details?.find((d) => d.errorCode)?.errorCode ?? body.error?.status;
    if (
      res.status === 404 ||
      code === 'UNREGISTERED' ||
      (res.status === 400 && code === 'INVALID_ARGUMENT' && /token/i.test(body.error?.message ?? ''))
    ) {
      return 'invalid-token';
    }
    throw new Error(`FCM send failed: ${res.status} ${code ?? ''}`);
  }
}

/** Picks the adapter: FCM when the service-account JSON is configured, else local. @throws Error on malformed JSON. */
export function createPushService(cfg: { firebaseServiceAccount?: string }): PushService {
  if (!cfg.firebaseServiceAccount) return new LocalPushService();
  const sa = JSON.parse(cfg.firebaseServiceAccount) as ServiceAccount;
  if (!sa.project_id || !sa.client_email || !sa.private_key)
    throw new Error('FIREBASE_SERVICE_ACCOUNT lacks project_id, client_email or private_key');
  return new FirebaseAdminPushService(sa);
}

const asLocalized = (v: string | Localized): Localized => (typeof v === 'string' ? { ru: v, en: v } : v);

/** What a notice says: texts in both languages (one string = the same in both) and the link it opens. */
export interface NoticeInput {
  title: string | Localized;
  body: string | Localized;
  link?: string | null;
}

/** A notification row written and not yet pushed ({@link recordNotification}). */
export interface RecordedNotification {
  id: number;
  userId: number;
  title: Localized;
  body: Localized;
}

/**
 * Writes a notification for a user (GET app/v1/push lists it) through `db` — a transaction when
 * the notice must commit together with the claim of the job that sends it, so a notice is neither
 * lost nor repeated (docs/architecture.md § Jobs). Push it with {@link pushNotification} once that
 * transaction has committed.
 * @throws Error when the user does not exist.
 */
export async function recordNotification(
  app: FastifyInstance,
  db: Pick<Db, 'query' | 'insert'>,
  userId: number,
  input: NoticeInput,
): Promise<RecordedNotification> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId), columns: { companyId: true } });
  if (!user) throw new Error(`notifyUser: no user ${userId}`);
  const title = asLocalized(input.title);
  const body = asLocalized(input.body);
  const [row] = await db
    .insert(notifications)
    .values({ companyId: user.companyId, userId, title, body, link: input.link ?? null, createdAt: app.clock.now() })
    .returning({ id: notifications.id });
  return { id: row.id, userId, title, body };
}

/**
 * Sends a written notification as a live event to its user's open streams and as a push to each of its user's devices (docs/rules.md R7.6). Dead
 * tokens are dropped; other push failures are logged and never fail the caller — the notification
 * row is the record. @returns how many devices got the push.
 */
export async function pushNotification(app: FastifyInstance, n: RecordedNotification): Promise<number> {
  // The header's count refreshes without a reload (docs/rules.md R23.10): ids only (R23.12).
  await publishLive(app, { userIds: [n.userId] }, { type: 'notification', notificationId: n.id });
  const targets = await app.db
    .select({ id: devices.id, token: devices.token })
    .from(devices)
    .where(eq(devices.userId, n.userId));
  let pushed = 0;
  await Promise.all(
    targets.map(async (d) => {
      try {
        const result = await app.push.send(d.token, {
          title: n.title,
          body: n.body,
          link: `/notifications/${n.id}`,
          notificationId: n.id,
        });
        if (result === 'sent') pushed++;
        else await app.db.delete(devices).where(and(eq(devices.id, d.id), eq(devices.token, d.token)));
      } catch (e) {
        app.log.warn({ err: e, device: d.id }, 'push failed');
      }
    }),
  );
  return pushed;
}

/**
 * Creates a notification for a user (GET app/v1/push lists it) and sends it as a push to each of
 * the user's devices (docs/rules.md R7.6): {@link recordNotification}, then
 * {@link pushNotification}. Dead tokens are dropped; other push failures are logged and never fail
 * the caller — the notification row is the record.
 * @returns the notification id and how many devices got the push.
 * @throws Error when the user does not exist.
 */
export async function notifyUser(
  app: FastifyInstance,
  userId: number,
  input: NoticeInput,
): Promise<{ id: number; pushed: number }> {
  const n = await recordNotification(app, app.db, userId, input);
  return { id: n.id, pushed: await pushNotification(app, n) };
}

/**
 * Notifies every live manager of company `companyId` (in-app and by push, R7.6); a failure for one
 * manager is logged and does not stop the others.
 */
export async function notifyCompanyManagers(
  app: FastifyInstance,
  companyId: number,
  input: { title: string | Localized; body: string | Localized; link?: string | null },
): Promise<void> {
  const managers = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`${users.roles} @> '["manager"]'::jsonb`, isNull(users.deletedAt)));
  await Promise.all(
    managers.map((m) =>
      notifyUser(app, m.id, input).catch((e: unknown) =>
        app.log.warn({ err: e, manager: m.id }, 'manager notice failed'),
      ),
    ),
  );
}
