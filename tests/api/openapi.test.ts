/**
 * The OpenAPI document a mobile team can use as is (issue 26 item 3; docs/rules.md R1.18): every
 * operation of `app.swagger()` has an operationId, the security its policy cell implies, its 4xx
 * answers with the `{ message, errors }` schema and, with a JSON body, an example; tags carry
 * descriptions; `servers` comes from PUBLIC_URL. A route registered after the others (as a new
 * route would be) gets all of it without any edit, since server/openapi.ts derives it centrally.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../server/db/client';
import { access } from '../../server/access';
import { ruleOf } from '../../src/domain/access';
import { idParams } from '../../src/contracts/common';
import { testApp, testDb } from './helpers';

interface Op {
  operationId?: string;
  security?: Record<string, string[]>[];
  tags?: string[];
  responses: Record<
    string,
    { content?: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] } }> }
  >;
  requestBody?: { content: Record<string, { example?: unknown; examples?: unknown }> };
}
interface Doc {
  servers: { url: string }[];
  info: { license?: { name: string; url?: string } };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Op>>;
}

let db: DbHandle;
let app: FastifyInstance;
let doc: Doc;

beforeAll(async () => {
  db = await testDb();
  ({ app } = await testApp({ db, config: { publicUrl: 'https://hotel.example.ru' } }));
  // A route added "later", by someone who knows nothing of the document: only its policy cell and schemas.
  app.post(
    '/api/app/v1/objects/:id/later-added',
    { config: access('backoffice', 'act'), schema: { tags: ['objects'], params: idParams } },
    async () => ({ data: null }),
  );
  await app.ready();
  doc = app.swagger() as unknown as Doc;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, method, path, op })),
  );

describe('the OpenAPI document', () => {
  it('every operation has a unique operationId', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(150);
    expect(ops.filter(({ op }) => !op.operationId).map((o) => o.route)).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every operation declares its security: none for public cells, the bearer token otherwise', () => {
    const wrong: string[] = [];
    for (const { route, path, method, op } of operations()) {
      const cell = app.routeAccess.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      const isPublic = !cell || ruleOf(cell.resource, cell.action) === 'public';
      const expected = isPublic ? [] : [{ bearer: [] }];
      if (JSON.stringify(op.security) !== JSON.stringify(expected))
        wrong.push(`${route}: ${JSON.stringify(op.security)}`);
    }
    expect(wrong).toEqual([]);
    expect(doc.paths['/api/app/v1/objects']!.get!.security).toEqual([]);
    expect(doc.paths['/api/app/v1/bookings']!.get!.security).toEqual([{ bearer: [] }]);
  });

  it('every operation lists a 4xx answer with the failure schema { message, errors }', () => {
    const without = operations()
      .filter(
        ({ op }) =>
          !Object.entries(op.responses).some(
            ([s, r]) =>
              /^4/.test(s) &&
              r.content?.['application/json']?.schema?.required?.includes('message') &&
              'errors' in (r.content['application/json'].schema!.properties ?? {}),
          ),
      )
      .map((o) => o.route);
    expect(without).toEqual([]);
    const booking = doc.paths['/api/app/v1/bookings/{id}']!.get!.responses;
    expect(
      Object.keys(booking)
        .filter((s) => /^4/.test(s))
        .sort(),
    ).toEqual(['400', '401', '404', '415', '422', '429']);
  });

  // Issue 35 item 3: `z.enum([...]).nullable()` became `nullable: true` with an enum without null,
  // so a validator refused the `cancelReason: null` every active booking answers.
  it('every nullable enum lists null among its values', () => {
    const wrong: string[] = [];
    const walk = (s: unknown, at: string) => {
      if (!s || typeof s !== 'object') return;
      const o = s as { nullable?: boolean; enum?: unknown[] };
      if (o.nullable === true && Array.isArray(o.enum) && !o.enum.includes(null)) wrong.push(at);
      for (const [k, v] of Object.entries(s)) if (k !== 'example' && k !== 'examples') walk(v, `${at}/${k}`);
    };
    walk(doc.paths, '');
    expect(wrong).toEqual([]);
    const booking = doc.paths['/api/app/v1/bookings/{id}']!.get!.responses['200'].content!['application/json'].schema!
      .properties!.data as { properties: Record<string, { enum?: unknown[] }> };
    expect(booking.properties.cancelReason.enum).toContain(null);
  });

  it('statuses a route answers beyond its policy are documented: 409 on writes, 401 on uploads, 415 everywhere', () => {
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]![method]!.responses).filter((s) => /^4/.test(s));
    expect(statuses('/api/app/v1/bookings/{id}/payments', 'post')).toEqual(
      expect.arrayContaining(['404', '409', '413', '415', '422']),
    );
    expect(statuses('/api/app/v1/backoffice/applications/{id}/approve', 'post')).toContain('409');
    expect(statuses('/api/app/v1/uploads', 'post')).toEqual(expect.arrayContaining(['401', '413', '415']));
    expect(statuses('/api/app/v1/company', 'get')).toEqual(['400', '415', '422', '429']);
    // A row named in the body, not the path (a subscription's room): 404.
    expect(statuses('/api/app/v1/subscriptions', 'post')).toContain('404');
  });

  it('every JSON request body has an example', () => {
    const without = operations()
      .filter(
        ({ op }) =>
          op.requestBody?.content['application/json'] &&
          op.requestBody.content['application/json'].example === undefined &&
          !op.requestBody.content['application/json'].examples,
      )
      .map((o) => o.route);
    expect(without).toEqual([]);
    expect(doc.paths['/api/app/v1/auth/code']!.post!.requestBody!.content['application/json'].example).toEqual({
      phone: '+79990000001',
    });
  });

  it('a route added later gets an operationId, the bearer token, 403 for other roles and 404/422 for its id', () => {
    const op = doc.paths['/api/app/v1/objects/{id}/later-added']!.post!;
    expect(op.operationId).toBe('postObjectsByIdLaterAdded');
    expect(op.security).toEqual([{ bearer: [] }]);
    expect(
      Object.keys(op.responses)
        .filter((s) => /^4/.test(s))
        .sort(),
    ).toEqual(['400', '401', '403', '404', '409', '413', '415', '422', '429']);
  });

  it('tags have descriptions; servers come from PUBLIC_URL; the licence is named', () => {
    expect(doc.tags.filter((t) => !t.description).map((t) => t.name)).toEqual([]);
    const used = new Set(operations().flatMap(({ op }) => op.tags ?? []));
    expect(doc.tags.map((t) => t.name).sort()).toEqual([...used].sort());
    expect(doc.servers).toEqual([{ url: 'https://hotel.example.ru', description: 'This site (PUBLIC_URL)' }]);
    expect(doc.info.license).toEqual({
      name: 'Proprietary: the terms of use of the site',
      url: 'https://hotel.example.ru/terms-of-use',
    });
  });
});
