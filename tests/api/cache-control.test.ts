/**
 * Private answers are not cached (docs/rules.md R1.19): over the whole route table, every answer
 * to a signed-in request and every write carries `Cache-Control: no-store`, whatever its status;
 * an anonymous GET of a public route keeps its cacheability. A new route is covered by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { newToken, sha256 } from '../../server/auth';
import { sessions, users } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed/users';
import { ruleOf } from '../../src/domain/access';
import { h, testApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

/** Every app/v1 route as [method, url with each path parameter `1`, its cell's rule]. */
function routeTable(): [string, string, ReturnType<typeof ruleOf>][] {
  return [...t.app.routeAccess].map(([key, cell]) => {
    const [method, path] = key.split(' ');
    return [method, path.replace(/:[A-Za-z]+/g, '1'), cell && ruleOf(cell.resource, cell.action)];
  });
}

/** A fresh session of the demo manager (each request its own, so a logout does not end the next). */
async function signedIn(): Promise<Record<string, string>> {
  const who = await t.app.db.query.users.findFirst({
    where: and(eq(users.companyId, 1), eq(users.phone, DEMO_USERS.manager), isNull(users.deletedAt)),
  });
  const token = newToken();
  const now = t.clock.now();
  await t.app.db.insert(sessions).values({
    userId: who!.id,
    role: 'manager',
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  return h({ devicelocale: 'en', authorization: `Bearer ${token}` });
}

const send = (method: string, url: string, headers: Record<string, string>) =>
  t.app.inject({ method: method as 'GET', url, headers, ...(method === 'GET' ? {} : { payload: {} }) });

describe('Cache-Control over the route table (R1.19)', () => {
  it('every answer to a signed-in request is no-store, whatever the route and status', async () => {
    const routes = routeTable();
    expect(routes.length).toBeGreaterThan(100);
    const cached: string[] = [];
    for (const [method, url] of routes) {
      const r = await send(method, url, await signedIn());
      if (!/\bno-store\b/.test(String(r.headers['cache-control']))) cached.push(`${method} ${url} → ${r.statusCode}`);
    }
    expect(cached).toEqual([]);
  });

  it('anonymously, only GETs of public routes may be cached; writes, logins and codes are no-store', async () => {
    const wrong: string[] = [];
    for (const [method, url, rule] of routeTable()) {
      const r = await send(method, url, h({ devicelocale: 'en' }));
      const noStore = /\bno-store\b/.test(String(r.headers['cache-control']));
      if (noStore === (method === 'GET' && rule === 'public'))
        wrong.push(`${method} ${url} (${String(rule)}) → ${r.statusCode} ${String(r.headers['cache-control'])}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the login answer with its token, the SMS outbox and an unknown API path are no-store too', async () => {
    const phone = '+79161239901';
    await t.app.inject({ method: 'POST', url: '/api/app/v1/auth/code', headers: h(), payload: { phone } });
    const code = t.sms.outbox.filter((e) => e.phone === phone).at(-1)!.code;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/app/v1/auth/login',
      headers: h(),
      payload: { phone, policyConsent: true, code },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/dev/sms-outbox' })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/app/v1/nowhere', headers: h() })).headers['cache-control']).toBe(
      'no-store',
    );
  });
});
