/**
 * Agents by power of attorney (docs/rules.md R3.7, R12.3, R12.10): `proxies` (SQL name kept) is
 * a power of attorney an owner gives an agent, verified by the MC, with the acts it allows;
 * `proxy_objects` the rooms it covers. server/scope.ts `proxiedObjects()` reads both. Room
 * subscriptions are in ./subscriptions.ts.
 */
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './company';
import { users } from './users';
import { objects } from './objects';
import type { ProxyAct, ProxyVerification } from '../../../src/domain/agents';

/** A power of attorney of an owner for an agent (docs/rules.md R12.3). */
export const proxies = pgTable(
  'proxies',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The owner who gave it. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** The agent (found or created by phone; holds the role `agent`). */
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id),
    /** The proxy's number as written on it. */
    number: text('number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** Last valid day (inclusive). */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    acts: text('acts').array().$type<ProxyAct[]>().notNull(),
    /** Upload ids (server/services/uploads.ts) of the agent's passport scans. */
    passportScanIds: jsonb('passport_scan_ids').$type<string[]>().notNull(),
    /** Upload id of the proxy's scan. */
    proxyScanId: text('proxy_scan_id').notNull(),
    /** The MC's check of the scans (R12.10). */
    verification: text('verification').$type<ProxyVerification>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the 30- and 7-day expiry reminders went to the owner (each once). */
    reminded30At: timestamp('reminded_30_at', { withTimezone: true }),
    reminded7At: timestamp('reminded_7_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('proxies_agent_idx').on(t.agentId),
    index('proxies_owner_idx').on(t.ownerId),
    index('proxies_expiry_idx').on(t.expiresOn),
  ],
);

/** The rooms a proxy covers. */
export const proxyObjects = pgTable(
  'proxy_objects',
  {
    proxyId: integer('proxy_id')
      .notNull()
      .references(() => proxies.id, { onDelete: 'cascade' }),
    objectId: integer('object_id')
      .notNull()
      .references(() => objects.id),
  },
  (t) => [primaryKey({ columns: [t.proxyId, t.objectId] }), index('proxy_objects_object_idx').on(t.objectId)],
);
