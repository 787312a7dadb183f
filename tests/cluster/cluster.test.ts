/**
 * The cluster test (issue 25; docs/architecture.md § Deployment): a real deployment on one machine
 * — Debian's PostgreSQL (a throwaway cluster), `redis-server`, `nginx` round robin over three web
 * instances (each `server/main.ts` in its own process, `JOBS=off`), two job workers
 * (`server/worker.ts`, pg-boss on the shared database: each tick runs on one of them), and a local
 * S3 server for files — all started here and torn down after.
 *
 * Scenario:
 * 1. a session opened through instance A works on B and C;
 * 2. a photo uploaded through A is served by B;
 * 3. two minutes of mixed load through nginx — bookings (and their card payments), service orders,
 *    meter readings — while instance B is killed with SIGKILL and started again; the jobs are due
 *    meanwhile (subscriptions to charge, last month's receipts to make, reminders to send);
 * 4. afterwards every acknowledged write is in the database, no two active bookings of an object
 *    overlap, each due subscription is charged exactly once, each receipt made once, each notice
 *    sent once, and the per-address limit refuses the N+1-th request whichever instance gets it.
 * 5. in Chromium, a tenant writes in their lease's conversation on A, the manager answers from the
 *    inbox on B, each seeing the other's message without a reload (./browser.ts).
 * The instances run as in production (`NODE_ENV=production`: the built SPA, one personal-data
 * key, the dev routes only by their second switch). Prints the figures. Run by
 * `npm run test:cluster` (the last step of `npm test`); when PostgreSQL, redis-server or nginx is
 * missing it is skipped saying which, except on CI (`CI` set), where it fails.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPgBin, startPgCluster, type PgCluster } from '../api/pg-cluster';
import { startS3Server, type TestS3 } from '../api/s3-server';
import { startInstance, startNginx, startRedis, which, type Instance } from './harness';
import { isEvent, liveTicket, openLiveStream } from '../api/live-stream';
import { conversationAcrossInstances } from './browser';

const missing = [
  !findPgBin() && 'PostgreSQL (initdb)',
  !which('redis-server') && 'redis-server',
  !which('nginx') && 'nginx',
]
  .filter(Boolean)
  .join(', ');
// CI installs them (.ci/run): there a missing one is a broken setup, not a reason to skip.
if (missing && process.env.CI) throw new Error(`cluster test: not installed on CI: ${missing}`);
if (missing) console.warn(`cluster test: skipped — not installed: ${missing}`);

/** Seconds of mixed load (the issue asks for two minutes). */
const LOAD_SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 120);
/** Concurrent clients of the load. */
const CLIENTS = 8;
/**
 * The per-address limit of login-code requests tried at the end (AUTH_CODE_LIMIT_PER_HOUR). The
 * cases before log 13 people in from the test's own address, under the limit.
 */
const CODE_LIMIT = 20;

const V1 = '/api/app/v1';
const H = (token?: string, extra: Record<string, string> = {}) => ({
  company: '1',
  devicelocale: 'en',
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...extra,
});

/** What POST /api/dev/worlds answers, in the part used here (server/db/seed/world.ts). */
interface World {
  people: Record<'tenant' | 'manager', { phone: string; name: string; surname: string }>;
  accounts: Record<string, { id: number }>;
  leaseId: number;
}

/** The built SPA the instances serve (`npm run build`, before this test in `npm test`). */
const BUILT = existsSync('dist/index.html');
if (!BUILT && process.env.CI) throw new Error('cluster test: dist/ is not built (npm run build)');
if (!BUILT) console.warn('cluster test: the browser step is skipped — dist/ is not built (npm run build)');

/** One answer of the load: what was asked, the status, the time taken and the instance that answered. */
interface Sample {
  kind: string;
  status: number;
  ms: number;
  upstream: string;
}

describe.skipIf(!!missing)('three instances behind nginx on one PostgreSQL, Redis and S3', () => {
  let db: PgCluster;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let s3: TestS3;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let sql: pg.Pool;
  const instances: Instance[] = [];
  const workers: Instance[] = [];
  const dirs: string[] = [];
  let env: Record<string, string> = {};
  const figures: Record<string, unknown> = {};

  /**
   * One call; a connection closed before the whole answer came (an instance killed while its
   * answer was on the way, passed on by nginx as a cut connection) is status 0: not acknowledged.
   */
  const api = async (base: string, method: string, path: string, token?: string, body?: unknown, extra = {}) => {
    const t = performance.now();
    let r: Response;
    let text: string;
    try {
      r = await fetch(base + V1 + path, {
        method,
        headers: H(token, extra),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      text = await r.text();
    } catch (e) {
      const cause = (e as { cause?: { code?: string } }).cause?.code ?? String(e);
      return { status: 0, json: { message: `connection closed: ${cause}` }, ms: performance.now() - t, upstream: '' };
    }
    let json: { data?: unknown; message?: string } = {};
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      /* nginx's own 502 page */
    }
    return { status: r.status, json, ms: performance.now() - t, upstream: r.headers.get('x-upstream') ?? '' };
  };

  /** Logs `phone` in through instance `via` (its SMS outbox holds the code) and returns the token. */
  const login = async (via: Instance, phone: string, owner = false) => {
    const code = await api(via.url, 'POST', '/auth/code', undefined, { phone });
    expect(code.status, JSON.stringify(code.json)).toBe(200);
    const box = await fetch(`${via.url}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`).then((r) => r.json());
    const r = await api(via.url, 'POST', '/auth/login', undefined, {
      phone,
      policyConsent: true,
      code: box.data[0].code,
      owner,
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    return (r.json.data as { token: string }).token;
  };

  beforeAll(async () => {
    const t0 = Date.now();
    db = await startPgCluster();
    redis = await startRedis();
    s3 = await startS3Server();
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    env = {
      NODE_ENV: 'production',
      DEV_ROUTES_IN_PRODUCTION: 'true',
      // Every instance seals personal data with one key (docs/rules.md R20; required in production).
      PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      ...s3.env,
      DEV_ROUTES: 'true',
      TRUST_PROXY: '127.0.0.1',
      PAYMENT_PROVIDER: 'sandbox',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_CODE_LIMIT_PER_HOUR: String(CODE_LIMIT),
      AUTH_CODE_RESEND_SECONDS: '1',
      // Every job every minute (pg-boss's finest cron), its schedules checked every 2 s, so the
      // due work is done during the load instead of at the next full hour.
      JOBS_EVERY_SECONDS: '60',
      JOBS_CRON_CHECK_SECONDS: '2',
      SHUTDOWN_TIMEOUT_MS: '5000',
    };
    const start = async (name: string, extra: Record<string, string>, entry?: string) => {
      const dir = mkdtempSync(join(tmpdir(), `cluster-${name}-`));
      dirs.push(dir);
      return startInstance(name, { ...env, ...extra, DATA_DIR: dir }, { entry });
    };
    // All three start together: migrations and the demo seed each happen once.
    instances.push(...(await Promise.all(['A', 'B', 'C'].map((n) => start(n, { JOBS: 'off' })))));
    // Two workers set their queues up one after the other and share every tick.
    workers.push(...(await Promise.all(['W1', 'W2'].map((n) => start(n, {}, 'server/worker.ts')))));
    nginx = await startNginx(instances.map((i) => i.port));
    figures.startSeconds = ((Date.now() - t0) / 1000).toFixed(1);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([...instances, ...workers].map((i) => i.stop()));
    nginx?.stop();
    await sql?.end();
    await s3?.stop();
    redis?.stop();
    db?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    console.log(`\ncluster figures:\n${JSON.stringify(figures, null, 2)}`);
  }, 60_000);

  it('live events: a stream on B, and one through nginx, get a notice made on A at once (R23.11, R23.14)', async () => {
    const [a, b] = instances;
    const phone = '+79990000001';
    const token = await login(a, phone);
    const onB = await openLiveStream(b.url, await liveTicket(a.url, token));
    const viaNginx = await openLiveStream(nginx.url, await liveTicket(nginx.url, token));
    try {
      expect(onB.status).toBe(200);
      expect(viaNginx.status).toBe(200);
      for (const s of [onB, viaNginx]) await s.waitFor((f) => f.data?.type === 'ready', 10_000);
      const latencies: number[] = [];
      for (let i = 0; i < 50; i++) {
        const sent = performance.now();
        const r = await fetch(`${a.url}/api/dev/notify`, {
          method: 'POST',
          headers: H(),
          body: JSON.stringify({ phone, title: `Live ${i}`, body: 'Across instances' }),
        });
        expect(r.status).toBe(200);
        const { id } = ((await r.json()) as { data: { id: number } }).data;
        const got = await onB.waitFor(isEvent('notification', id), 10_000);
        latencies.push(Math.max(0, got.at - sent));
        await viaNginx.waitFor(isEvent('notification', id), 10_000);
      }
      latencies.sort((x, y) => x - y);
      const median = latencies[Math.floor(latencies.length / 2)];
      const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1];
      console.log(
        `live events across instances: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (n=${latencies.length}, Redis)`,
      );
      figures.liveEvents = { medianMs: Number(median.toFixed(1)), p95Ms: Number(p95.toFixed(1)), n: latencies.length };
    } finally {
      onB.close();
      viaNginx.close();
    }
  });

  it('conversations: a guest writes through A, the manager’s stream on B gets it, and the answer comes back (R23.9, R23.11)', async () => {
    const [a, b] = instances;
    // The case before logged the guest in: a new code for the same phone waits a second (R2.6).
    await new Promise((r) => setTimeout(r, 1_100));
    const guest = await login(a, '+79990000001');
    const manager = await login(b, '+79990000004');
    const opened = await api(a.url, 'POST', '/conversations/open', guest, { kind: 'general' });
    expect(opened.status, JSON.stringify(opened.json)).toBe(200);
    const id = (opened.json.data as { id: number }).id;
    const managerOnB = await openLiveStream(b.url, await liveTicket(b.url, manager));
    const guestOnA = await openLiveStream(a.url, await liveTicket(a.url, guest));
    const ms = (xs: number[]) => {
      xs.sort((x, y) => x - y);
      return { median: xs[Math.floor(xs.length / 2)], p95: xs[Math.ceil(xs.length * 0.95) - 1] };
    };
    try {
      for (const s of [managerOnB, guestOnA]) await s.waitFor((f) => f.data?.type === 'ready', 10_000);
      const toManager: number[] = [];
      const toGuest: number[] = [];
      for (let i = 0; i < 20; i++) {
        let sent = performance.now();
        const q = await api(a.url, 'POST', `/conversations/${id}/messages`, guest, { text: `Вопрос ${i}` });
        expect(q.status, JSON.stringify(q.json)).toBe(201);
        const qId = (q.json.data as { id: number }).id;
        const got = await managerOnB.waitFor(
          (f) => f.data?.type === 'conversation.message' && f.data.messageId === qId,
          10_000,
        );
        toManager.push(Math.max(0, got.at - sent));
        sent = performance.now();
        const r = await api(b.url, 'POST', `/backoffice/inbox/${id}/messages`, manager, { text: `Ответ ${i}` });
        expect(r.status, JSON.stringify(r.json)).toBe(201);
        const rId = (r.json.data as { id: number }).id;
        const back = await guestOnA.waitFor(
          (f) => f.data?.type === 'conversation.message' && f.data.messageId === rId,
          10_000,
        );
        toGuest.push(Math.max(0, back.at - sent));
      }
      const m = ms(toManager);
      const g = ms(toGuest);
      console.log(
        `conversation messages across instances: guest on A → manager on B median ${m.median.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms; manager on B → guest on A median ${g.median.toFixed(1)} ms, p95 ${g.p95.toFixed(1)} ms (n=20 each, Redis)`,
      );
      figures.conversationMessages = { toManager: m, toGuest: g, n: 20 };
    } finally {
      managerOnB.close();
      guestOnA.close();
    }
  });

  it.skipIf(!BUILT)(
    'in the browser: a tenant writes in the lease conversation on A, the manager answers from the inbox on B, both without a reload (issue 40)',
    async () => {
      const [a, b] = instances;
      const r = await fetch(`${a.url}/api/dev/worlds`, { method: 'POST', headers: H(), body: '{"key":"900900"}' });
      expect(r.status).toBe(201);
      const world = ((await r.json()) as { data: World }).data;
      const { tenant, manager } = world.people;
      const timed = await conversationAcrossInstances(
        {
          url: a.url,
          token: await login(a, tenant.phone),
          leaseId: world.leaseId,
          phone: tenant.phone,
          name: `${tenant.name} ${tenant.surname}`,
        },
        { url: b.url, token: await login(b, manager.phone) },
      );
      const stat = (xs: number[]) => {
        const s = [...xs].sort((x, y) => x - y);
        return { median: Number(s[Math.floor(s.length / 2)].toFixed(0)), max: Number(s[s.length - 1].toFixed(0)) };
      };
      const toManager = stat(timed.toManager);
      const toTenant = stat(timed.toTenant);
      console.log(
        `conversation in the browser across instances (click on send → drawn): tenant on A → manager on B median ${toManager.median} ms, max ${toManager.max} ms; manager on B → tenant on A median ${toTenant.median} ms, max ${toTenant.max} ms (n=${timed.toManager.length} each)`,
      );
      // The bar: the answer is on the tenant's screen within 5 s.
      expect(Math.max(...timed.toTenant)).toBeLessThan(5_000);
      figures.browserConversation = { toManager, toTenant, n: timed.toManager.length };
    },
  );

  it('a session opened through A works on B and C', async () => {
    const [a, b, c] = instances;
    const token = await login(a, '+79160000101');
    const me = await Promise.all([a, b, c].map((i) => api(i.url, 'GET', '/auth/me', token)));
    expect(me.map((m) => m.status)).toEqual([200, 200, 200]);
    const ids = me.map((m) => (m.json.data as { id: number }).id);
    expect(new Set(ids).size).toBe(1);
  });

  it('a photo uploaded through A is served by B (shared object storage)', async () => {
    const [a, b] = instances;
    const manager = await login(a, '+79990000004');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
    const up = await fetch(`${a.url}${V1}/uploads`, {
      method: 'POST',
      headers: { company: '1', devicelocale: 'en', authorization: `Bearer ${manager}` },
      body: form,
    });
    expect(up.status).toBeLessThan(300);
    const id = ((await up.json()) as { data: { id: string } }).data.id;
    const obj = await api(a.url, 'GET', '/backoffice/objects/1', manager);
    const photos = (obj.json.data as { photos: string[] }).photos;
    const patched = await api(a.url, 'PATCH', '/backoffice/objects/1', manager, { photos: [id, ...photos] });
    expect(patched.status, JSON.stringify(patched.json)).toBe(200);
    const viaB = await fetch(`${b.url}/media/photos/${id}.png`);
    expect(viaB.status).toBe(200);
    expect(Buffer.from(await viaB.arrayBuffer()).equals(png)).toBe(true);
  });

  it('two minutes of mixed load while B is killed and restarted: nothing acknowledged is lost, nothing done twice', async () => {
    const [a, b] = instances;
    // The load's people: a test world per client (tests' own data: server/db/seed/world.ts).
    const worlds: { tenant: string; accounts: number[]; key: string }[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const key = String(900100 + i);
      const r = await fetch(`${a.url}/api/dev/worlds`, {
        method: 'POST',
        headers: H(),
        body: JSON.stringify({ key }),
      });
      expect(r.status).toBe(201);
      const w = ((await r.json()) as { data: World }).data;
      worlds.push({ key, tenant: w.people.tenant.phone, accounts: Object.values(w.accounts).map((x) => x.id) });
    }
    const tokens = await Promise.all(worlds.map((w) => login(a, w.tenant)));

    // Due work for the jobs: every active subscription's next charge is today, last month's
    // receipts of the worlds' accounts are gone (the job makes them again), reminders are due.
    const today = (await sql.query<{ d: string }>(`SELECT (now() AT TIME ZONE 'Asia/Yekaterinburg')::date::text AS d`))
      .rows[0].d;
    const due = await sql.query<{ id: number }>(
      `UPDATE subscriptions SET next_payment_on = $1 WHERE status = 'active' RETURNING id`,
      [today],
    );
    figures.dueSubscriptions = due.rowCount;
    const accountIds = worlds.flatMap((w) => w.accounts);
    const lastMonth = monthBefore(today);
    const dropped = await sql.query(`DELETE FROM utility_receipts WHERE account_id = ANY($1) AND month = $2`, [
      accountIds,
      lastMonth,
    ]);
    figures.receiptsToMake = dropped.rowCount;
    const startedAt = new Date();

    // Catalog data the clients use.
    const breakfast = (
      await sql.query<{ id: number; slot: number }>(
        `SELECT s.id, (SELECT min(id) FROM service_slots WHERE service_id = s.id AND enabled) AS slot
           FROM services s WHERE s.code = 'breakfast' AND s.company_id = 1`,
      )
    ).rows[0];
    const objectIds = (
      await sql.query<{ id: number }>(`SELECT id FROM objects WHERE kind = 'apartment' ORDER BY id LIMIT 20`)
    ).rows.map((r) => r.id);
    // Readings go to the accounts whose provider's reading window is open today (docs/rules.md R10.3).
    const open = new Set(
      (
        await sql.query<{ id: number }>(
          `SELECT a.id FROM utility_accounts a JOIN utility_providers p ON p.id = a.provider_id
            WHERE a.id = ANY($1) AND extract(day FROM $2::date) BETWEEN p.window_from_day AND p.window_to_day`,
          [accountIds, today],
        )
      ).rows.map((r) => r.id),
    );
    figures.accountsInReadingWindow = `${open.size}/${accountIds.length}`;
    const meters = new Map<number, { id: number; value: number }[]>();
    for (const acc of accountIds.filter((x) => open.has(x))) {
      const r = await sql.query<{ id: number; value: string }>(
        `SELECT m.id, coalesce((SELECT max(value) FROM meter_readings WHERE meter_id = m.id), m.initial_value)::float AS value
           FROM meters m WHERE m.account_id = $1 AND m.status = 'active'`,
        [acc],
      );
      meters.set(
        acc,
        r.rows.map((x) => ({ id: x.id, value: Math.ceil(Number(x.value)) })),
      );
    }

    const samples: Sample[] = [];
    const acked = {
      bookings: [] as number[],
      payments: [] as number[],
      orders: [] as number[],
      readings: [] as { meterId: number; value: number }[],
    };
    const stopAt = Date.now() + LOAD_SECONDS * 1000;
    /** The first refusal of each kind (status and message), for the figures. */
    const refusals: Record<string, string> = {};
    const record = (kind: string, r: { status: number; ms: number; upstream: string; json: { message?: string } }) => {
      samples.push({ kind, status: r.status, ms: r.ms, upstream: r.upstream });
      if (r.status >= 400 || r.status === 0) refusals[`${kind} ${r.status}`] ??= r.json.message ?? '';
    };

    const client = async (i: number) => {
      const token = tokens[i];
      const world = worlds[i];
      let n = 0;
      while (Date.now() < stopAt) {
        n++;
        const pick = n % 4;
        if (pick === 0 || pick === 1) {
          // A booking of a random apartment for 1–3 nights within the next year; some collide.
          const obj = objectIds[Math.floor(Math.random() * objectIds.length)];
          const inDays = 30 + Math.floor(Math.random() * 300);
          const checkIn = addDays(today, inDays);
          const r = await api(nginx.url, 'POST', '/bookings', token, {
            objectIds: [obj],
            checkIn,
            checkOut: addDays(checkIn, 1 + Math.floor(Math.random() * 3)),
            guests: { adults: 1, children: [] },
            tariffId: 1,
            policyConsent: true,
            payerType: 'individual',
            contact: { surname: 'Load', name: `Client ${i}`, phone: world.tenant, email: '' },
          });
          record('booking', r);
          if (r.status === 201) {
            const id = (r.json.data as { id: number }).id;
            acked.bookings.push(id);
            if (pick === 1) {
              const p = await api(nginx.url, 'POST', `/bookings/${id}/payments`, token, { method: 'card' });
              record('payment', p);
              const pid = (p.json.data as { paymentId?: number } | undefined)?.paymentId;
              if (p.status < 300 && pid) {
                const s = await api(nginx.url, 'POST', `/payments/${pid}/sandbox`, token, { outcome: 'succeeded' });
                record('payment result', s);
                if (s.status < 300) acked.payments.push(pid);
              }
            }
          }
        } else if (pick === 2 && breakfast) {
          const r = await api(nginx.url, 'POST', '/requested-services', token, {
            serviceId: breakfast.id,
            ...(breakfast.slot ? { slotId: breakfast.slot } : {}),
            dateFrom: addDays(today, 2 + Math.floor(Math.random() * 20)),
            persons: 1,
          });
          record('service order', r);
          if (r.status === 201) acked.orders.push((r.json.data as { id: number }).id);
        } else {
          const accs = world.accounts.filter((x) => open.has(x));
          const acc = accs[n % Math.max(1, accs.length)];
          const ms = meters.get(acc) ?? [];
          if (!ms.length) continue;
          const next = ms.map((m) => ({ meterId: m.id, value: m.value + 1 }));
          const r = await api(nginx.url, 'POST', `/bills/${acc}/readings`, token, { readings: next });
          record('reading', r);
          if (r.status === 201) {
            for (const x of next) {
              const m = ms.find((y) => y.id === x.meterId)!;
              m.value = x.value;
              acked.readings.push(x);
            }
          }
        }
      }
    };
    // B dies without warning after a third of the load and comes back a little later.
    const chaos = (async () => {
      await sleep((LOAD_SECONDS * 1000) / 3);
      const killedAt = Date.now();
      await b.kill();
      await sleep(10_000);
      await b.restart();
      figures.instanceBDownSeconds = ((Date.now() - killedAt) / 1000).toFixed(1);
    })();
    const loadStart = Date.now();
    await Promise.all([...worlds.map((_, i) => client(i)), chaos]);
    const loadSeconds = (Date.now() - loadStart) / 1000;

    // Let the jobs finish what is due (each runs every minute on one instance or another).
    const receiptsDue = Number(figures.receiptsToMake);
    for (let waited = 0; waited < 150_000; waited += 2000) {
      const charged = await sql.query<{ n: number }>(
        `SELECT count(DISTINCT subscription_id)::int AS n FROM subscription_charges WHERE created_at >= $1`,
        [startedAt],
      );
      const made = await sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM utility_receipts WHERE account_id = ANY($1) AND month = $2`,
        [accountIds, lastMonth],
      );
      if (charged.rows[0].n >= Number(figures.dueSubscriptions) && made.rows[0].n >= receiptsDue) break;
      await sleep(2000);
    }

    // 1. Every acknowledged write is there.
    const bookingsThere = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1)`, [
      acked.bookings,
    ]);
    const paymentsThere = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payments WHERE id = ANY($1) AND status = 'succeeded'`,
      [acked.payments],
    );
    const ordersThere = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM service_orders WHERE id = ANY($1)`,
      [acked.orders],
    );
    const lastReading = new Map<number, number>();
    for (const r of acked.readings) lastReading.set(r.meterId, r.value);
    const readingsThere = await sql.query<{ meter_id: number; value: number }>(
      `SELECT DISTINCT ON (meter_id) meter_id, value::float AS value FROM meter_readings WHERE meter_id = ANY($1)
         ORDER BY meter_id, month DESC`,
      [[...lastReading.keys()]],
    );
    const readingsMatch = readingsThere.rows.filter((r) => Number(r.value) === lastReading.get(r.meter_id)).length;
    // 2. No double booking.
    const overlaps = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM booking_objects x JOIN booking_objects y
         ON x.object_id = y.object_id AND x.id < y.id AND x.active AND y.active
        AND daterange(x.check_in, x.check_out, '[)') && daterange(y.check_in, y.check_out, '[)')`,
    );
    // 3. Jobs: each due subscription charged once, each receipt made once, each notice once.
    const charges = await sql.query<{ subscription_id: number; n: number; attempts: number; paid: number }>(
      `SELECT c.subscription_id, count(DISTINCT c.id)::int AS n, count(p.id)::int AS attempts,
              count(p.id) FILTER (WHERE p.status = 'succeeded')::int AS paid
         FROM subscription_charges c LEFT JOIN payments p ON p.target_kind = 'subscription_charge' AND p.target_id = c.id
        WHERE c.created_at >= $1 GROUP BY c.subscription_id`,
      [startedAt],
    );
    const receipts = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM utility_receipts WHERE account_id = ANY($1) AND month = $2`,
      [accountIds, lastMonth],
    );
    const doubleNotices = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM notifications WHERE created_at >= $1
         GROUP BY user_id, title, body HAVING count(*) > 1) d`,
      [startedAt],
    );
    const notices = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE created_at >= $1`,
      [startedAt],
    );

    const ok = samples.filter((s) => s.status >= 200 && s.status < 400).length;
    const lat = samples.map((s) => s.ms).sort((x, y) => x - y);
    const byStatus: Record<string, number> = {};
    for (const s of samples) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
    const byUpstream: Record<string, number> = {};
    for (const s of samples) {
      const u = s.upstream.split(',').at(-1)?.trim() || 'none';
      byUpstream[u] = (byUpstream[u] ?? 0) + 1;
    }
    Object.assign(figures, {
      loadSeconds: loadSeconds.toFixed(1),
      requests: samples.length,
      requestsPerSecond: (samples.length / loadSeconds).toFixed(1),
      p50ms: lat[Math.floor(lat.length * 0.5)]?.toFixed(0),
      p99ms: lat[Math.floor(lat.length * 0.99)]?.toFixed(0),
      byStatus,
      byInstance: byUpstream,
      refusals,
      acknowledged: {
        bookings: acked.bookings.length,
        payments: acked.payments.length,
        orders: acked.orders.length,
        readings: acked.readings.length,
      },
      present: {
        bookings: bookingsThere.rows[0].n,
        payments: paymentsThere.rows[0].n,
        orders: ordersThere.rows[0].n,
        readingsLastValueMatches: `${readingsMatch}/${lastReading.size}`,
      },
      doubleBookings: overlaps.rows[0].n,
      subscriptionsCharged: charges.rows.length,
      chargesPerSubscription: [...new Set(charges.rows.map((c) => c.n))],
      paymentAttemptsPerCharge: [...new Set(charges.rows.map((c) => c.attempts))],
      chargesPaidBySavedCard: charges.rows.filter((c) => c.paid === 1).length,
      receiptsMade: receipts.rows[0].n,
      noticesSent: notices.rows[0].n,
      duplicateNotices: doubleNotices.rows[0].n,
    });

    expect(ok).toBeGreaterThan(100);
    expect(acked.bookings.length).toBeGreaterThan(0);
    expect(acked.payments.length).toBeGreaterThan(0);
    expect(acked.orders.length).toBeGreaterThan(0);
    expect(acked.readings.length).toBeGreaterThan(0);
    expect(bookingsThere.rows[0].n).toBe(acked.bookings.length);
    expect(paymentsThere.rows[0].n).toBe(acked.payments.length);
    expect(ordersThere.rows[0].n).toBe(acked.orders.length);
    expect(readingsMatch).toBe(lastReading.size);
    expect(overlaps.rows[0].n).toBe(0);
    expect(charges.rows.length).toBe(Number(figures.dueSubscriptions));
    // One charge per due subscription, started once: one payment (a saved card's, or the link the payer gets).
    expect(charges.rows.every((c) => c.n === 1 && c.attempts === 1)).toBe(true);
    expect(receiptsDue).toBeGreaterThan(0);
    expect(receipts.rows[0].n).toBe(receiptsDue);
    expect(doubleNotices.rows[0].n).toBe(0);
    // Requests kept being answered while B was down: the balancer sent them to A and C.
    expect(Object.keys(byUpstream).filter((u) => u !== 'none').length).toBeGreaterThanOrEqual(3);
  }, 600_000);

  it(`the per-address limit refuses request ${CODE_LIMIT + 1} whichever instance gets it`, async () => {
    const address = '198.51.100.77';
    const seen = new Set<string>();
    const statuses: number[] = [];
    for (let i = 0; i <= CODE_LIMIT; i++) {
      const r = await api(
        nginx.url,
        'POST',
        '/auth/code',
        undefined,
        { phone: `+7916000${String(2000 + i)}` },
        {
          'x-forwarded-for': address,
        },
      );
      statuses.push(r.status);
      seen.add(r.upstream);
    }
    figures.limit = { statuses: statuses.join(' '), instances: seen.size };
    expect(statuses.slice(0, CODE_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[CODE_LIMIT]).toBe(429);
    // Served by more than one instance (round robin; nginx may rest one that a slow start failed for
    // its fail_timeout): a limit kept per instance would then never refuse request 13.
    expect(seen.size).toBeGreaterThanOrEqual(2);
    // Another address is not affected.
    const other = await api(
      nginx.url,
      'POST',
      '/auth/code',
      undefined,
      { phone: '+79160003000' },
      {
        'x-forwarded-for': '198.51.100.78',
      },
    );
    expect(other.status).toBe(200);
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** `YYYY-MM-DD` plus `n` days. */
function addDays(d: string, n: number): string {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}
/** `YYYY-MM` of the month before `d` (`YYYY-MM-DD`). */
function monthBefore(d: string): string {
  const t = new Date(`${d.slice(0, 7)}-01T00:00:00Z`);
  t.setUTCMonth(t.getUTCMonth() - 1);
  return t.toISOString().slice(0, 7);
}
