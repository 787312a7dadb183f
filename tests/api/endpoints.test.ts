/**
 * The typed seam (docs/architecture.md § The typed seam): every app/v1 route the server registers
 * is declared in src/contracts (`endpoints`, src/contracts/index.ts) with the same method, path and
 * policy cell, and every declaration is registered. A route added with `app.get(…)` beside the
 * contracts, or a declaration nobody serves, fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contracts/index';
import type { EndpointDef } from '../../src/contracts/endpoint';
import { companyTestApp, type TestApp } from './helpers';

/** Fastify's `/api/app/v1/bills/:id` for a declared `/bills/:id`. */
const keyOf = (e: EndpointDef) => `${e.method.toUpperCase()} /api/app/v1${e.path}`;
const declared = new Map(
  Object.values(endpoints).flatMap((group) =>
    Object.values(group as Record<string, EndpointDef>).map((e) => [keyOf(e), e] as const),
  ),
);

let testbed: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  testbed = await companyTestApp();
  ({ app } = testbed);
});
afterAll(async () => testbed.close());

describe('endpoint declarations', () => {
  it('declare every app/v1 route the server serves', () => {
    const undeclared = [...app.routeAccess.keys()].filter((k) => !declared.has(k.replace(/\/$/, '')));
    expect(undeclared).toEqual([]);
  });

  it('are each registered, guarded by the declared policy cell', () => {
    const wrong = [...declared].filter(([k, e]) => {
      const cell = app.routeAccess.get(k);
      return !cell || cell.resource !== e.access[0] || cell.action !== e.access[1];
    });
    expect(wrong.map(([k]) => k)).toEqual([]);
  });
});
