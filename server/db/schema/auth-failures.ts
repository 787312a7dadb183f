/**
 * The wrong-code ledger (docs/rules.md R2.7): one row per wrong one-time code, under three keys
 * (the phone and source, the phone in its company, and the client address), and one per right
 * code used from an address (`known:`, the phone's own sources). Kept in the database, so lockouts hold
 * across restarts and every instance on one database shares them; rows older than the window
 * are pruned by server/services/codes.ts.
 */
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One wrong code counted against `key` at `at`. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `pair:<company id>:<phone>:<source>`, `phone:<company id>:<phone>`, `ip:<client address>` or `known:<company id>:<phone>:<source>`. */
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('auth_failures_key_at_idx').on(t.key, t.at), index('auth_failures_at_idx').on(t.at)],
);
