/**
 * The wrong-code ledger (docs/rules.md R2.7): one row per wrong one-time code, under two keys
 * (the phone in its company, and the client address). Kept in the database, so lockouts hold
 * across restarts and every instance on one database shares them; rows older than the window
 * are pruned by server/services/codes.ts.
 */
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One wrong code counted against `key` at `at`. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `phone:<company id>:<phone>` or `ip:<client address>`. */
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('auth_failures_key_at_idx').on(t.key, t.at), index('auth_failures_at_idx').on(t.at)],
);
