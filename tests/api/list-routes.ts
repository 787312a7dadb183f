/**
 * Every GET list route of the OpenAPI document, each with a demo user of the first role its policy
 * cell admits (src/domain/access.ts; anonymous when public) and its required query parameters
 * filled: what `npm run bench:api` measures and tests/api/list-queries.test.ts guards
 * (docs/architecture.md § The server). A list route is a GET under app/v1 answering a JSON schema
 * (files and exports are not lists) without path parameters nor a shared link's `token`, and not the booking quote.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newToken, sha256 } from '../../server/auth';
import { sessions, users } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { can, ROLES, type Role } from '../../src/domain/access';

/** One route to ask. */
export interface ListRoute {
  /** The document's path, `/api/app/v1/...`. */
  path: string;
  /** `path` after app/v1/. */
  short: string;
  /** The path with `{param}` as 1 and the required query, ready for `inject` or HTTP. */
  url: string;
  role: Role | null;
  /** `authorization` when `role` is set. */
  auth: Record<string, string>;
}

type Schema = { type?: string; enum?: unknown[]; format?: string; minimum?: number; anyOf?: Schema[] };
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  responses?: Record<string, { content?: Record<string, { schema?: { type?: string } }> }>;
};

const day = (now: Date, n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A value a required query parameter accepts, from its JSON schema or its name (dates, months, a
 * phone). The document does not say whether `from`/`to` are days or months (a refined string):
 * `months` asks for months.
 */
function sample(now: Date, name: string, s: Schema = {}, months = false): string {
  if (s.anyOf?.length) return sample(now, name, s.anyOf[0], months);
  if (s.enum?.length) return String(s.enum[0]);
  if (s.type === 'integer' || s.type === 'number') return String(s.minimum ?? 1);
  if (s.type === 'boolean') return 'true';
  if (name === 'month') return day(now, 0).slice(0, 7);
  if (name === 'from' || name === 'to') {
    const d = name === 'from' ? day(now, months ? -300 : -30) : day(now, 0);
    return months ? d.slice(0, 7) : d;
  }
  if (s.format === 'date') return day(now, 0);
  if (name === 'phone') return DEMO_USERS.guest;
  return 'a';
}

/** A session of every demo user that exists (docs/rules.md R2.10), made directly: role → bearer token. */
export async function demoSessions(app: FastifyInstance): Promise<Map<Role, string>> {
  const tokens = new Map<Role, string>();
  for (const role of ROLES) {
    const u = await app.db.query.users.findFirst({ where: eq(users.phone, DEMO_USERS[role]) });
    if (!u) continue;
    const token = newToken();
    await app.db
      .insert(sessions)
      .values({ userId: u.id, role, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 30 * 86_400_000) });
    tokens.set(role, token);
  }
  return tokens;
}

/**
 * The list routes of `app`'s document (after `ready`), sorted by path.
 * @param parts when given, every GET route (path parameters as 1) whose path after app/v1/
 *        contains one of them.
 */
export async function listRoutes(
  app: FastifyInstance,
  tokens: Map<Role, string>,
  parts: string[] = [],
): Promise<ListRoute[]> {
  const doc = app.swagger() as { paths: Record<string, { get?: Operation }> };
  const now = app.clock.now();
  const out: ListRoute[] = [];
  for (const [path, item] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    const get = item.get;
    if (!get || !path.startsWith('/api/app/v1/')) continue;
    const json = Object.entries(get.responses?.['200']?.content ?? {}).find(([c]) => c.includes('json'))?.[1];
    if (!json?.schema?.type) continue;
    const short = path.slice('/api/app/v1/'.length);
    if (parts.length ? !parts.some((p) => short.includes(p)) : path.includes('{')) continue;
    const cell = app.routeAccess.get(`GET ${path}`);
    if (!cell) continue;
    // A page opened by a shared link's token (the online check-in) is one record, not a list.
    if (get.parameters?.some((p) => p.in === 'query' && p.required && p.name === 'token')) continue;
    // A stay's quote (docs/rules.md R5.28) is a computation over the rate calendar, not a list.
    if (path.endsWith('/bookings/quote')) continue;
    const role = can(null, cell.resource, cell.action)
      ? null
      : ROLES.find((r) => tokens.has(r) && can(r, cell.resource, cell.action));
    if (role === undefined) continue;
    const auth: Record<string, string> = role ? { authorization: `Bearer ${tokens.get(role)}` } : {};
    const urlOf = (months: boolean) => {
      const query = new URLSearchParams();
      for (const p of get.parameters ?? [])
        if (p.in === 'query' && p.required) query.set(p.name, sample(now, p.name, p.schema, months));
      return `${path.replace(/\{[^}]+\}/g, '1')}${query.size ? `?${query}` : ''}`;
    };
    let url = urlOf(false);
    const headers = { company: '1', devicelocale: 'ru', ...auth };
    if ((await app.inject({ url, headers })).statusCode === 422) url = urlOf(true);
    out.push({ path, short, url, role, auth });
  }
  return out;
}
