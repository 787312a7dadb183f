/**
 * The browser tests' own data (docs/architecture.md § Testing): each worker acts on a world of its
 * own — the demo's people (tenant, owner, agent, manager) for phones no other worker uses, with
 * their rooms, lease, bills, documents, orders, reports, polls and proxies — made by the test-only
 * route POST /api/dev/worlds (server/db/seed/world.ts). The setup project (world.setup.ts) seeds
 * one world per worker slot and logs each of its roles in through the API once, saving the
 * session as Playwright storage state (the SPA keeps the token in the `user-token` cookie, with
 * the `lang` and `cookie-consent` cookies); the worker fixture in ./test.ts reads its slot's world.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { World } from '../../server/db/seed/world';
import { apiLogin } from './helpers';

export type { World };

/** The roles a world's sessions act in: the tenant as a guest, the owner as an owner (R2.9, R3.6). */
export const ROLES = ['tenant', 'owner', 'agent', 'manager'] as const;
export type Role = (typeof ROLES)[number];

/** A world with its sessions: `states[role]` is the storage state file, `tokens[role]` its bearer token. */
export interface SignedWorld extends World {
  states: Record<Role, string>;
  tokens: Record<Role, string>;
}

/** This run's id: four digits chosen by playwright.config.ts, so a reused server never sees a key twice. */
export function runId(): string {
  const id = process.env.E2E_RUN ?? '';
  if (!/^\d{4}$/.test(id)) throw new Error('E2E_RUN (four digits) is set by playwright.config.ts');
  return id;
}

/** Where the worlds of this run are kept: `<outputDir>/.worlds/<run>/<slot>/`. */
export const worldDir = (outputDir: string, slot: string) => path.join(outputDir, '.worlds', runId(), slot);

/**
 * Seeds world `key` (six digits) through POST /api/dev/worlds, logs each role in through the API
 * and writes `world.json` and one storage state per role into `dir`.
 */
export async function createWorld(
  request: APIRequestContext,
  baseURL: string,
  key: string,
  dir: string,
): Promise<SignedWorld> {
  const r = await request.post('/api/dev/worlds', { data: { key } });
  expect(r.status(), await r.text()).toBe(201);
  const world = (await r.json()).data as World;
  mkdirSync(dir, { recursive: true });
  const states = {} as Record<Role, string>;
  const tokens = {} as Record<Role, string>;
  for (const role of ROLES) {
    tokens[role] = await apiLogin(request, world.people[role].phone, { owner: role === 'owner' });
    states[role] = path.join(dir, `${role}.json`);
    const cookie = (name: string, value: string) => ({
      name,
      value,
      domain: new URL(baseURL).hostname,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    });
    const state = {
      cookies: [cookie('user-token', tokens[role]), cookie('lang', 'ru'), cookie('cookie-consent', 'essential')],
      origins: [],
    };
    writeFileSync(states[role], JSON.stringify(state, null, 1));
  }
  const signed = { ...world, states, tokens };
  writeFileSync(path.join(dir, 'world.json'), JSON.stringify(signed, null, 1));
  return signed;
}

/** The world `createWorld` wrote into `dir`, or null when there is none. */
export function readWorld(dir: string): SignedWorld | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'world.json'), 'utf8')) as SignedWorld;
  } catch {
    return null;
  }
}
