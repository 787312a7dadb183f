/** Consents given as documents (docs/rules.md R21.2–R21.4; 152-FZ art. 9 as amended by 156-FZ). */
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companyColumn } from './company';
import { users } from './users';
import { CONSENT_KINDS, CONSENT_PURPOSES, type ConsentKind, type ConsentPurpose } from '../../../src/domain/consents';

/**
 * One consent given: whose (the user, or the phone of an anonymous form), its kind, the version of
 * the document ticked (src/domain/consents.ts `LEGAL_VERSIONS`), the form's purpose, when, from
 * which address and browser; `withdrawn_at` once the person withdraws it (R21.4). Never updated
 * otherwise: a new tick is a new row.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    userId: integer('user_id').references(() => users.id),
    phone: text('phone'),
    kind: text('kind').$type<ConsentKind>().notNull(),
    version: integer('version').notNull(),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.kind),
    index('consents_company_given_idx').on(t.companyId, t.givenAt),
    check('consents_whose', sql`${t.userId} is not null or ${t.phone} is not null`),
    check('consents_kind', sql`${t.kind} in (${sql.raw(CONSENT_KINDS.map((k) => `'${k}'`).join(', '))})`),
    check('consents_purpose', sql`${t.purpose} in (${sql.raw(CONSENT_PURPOSES.map((k) => `'${k}'`).join(', '))})`),
    check('consents_version', sql`${t.version} > 0`),
  ],
);
