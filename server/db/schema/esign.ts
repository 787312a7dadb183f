/**
 * Acceptances of the agreement on the use of a simple electronic signature (docs/rules.md R11.9;
 * 63-FZ art. 9): who accepted which version, when, from which address and browser. A signature
 * (`document_signatures.esign_acceptance_id`) points at the acceptance it was made under.
 */
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyColumn } from './company';
import { userColumn } from './users';

/** One person's acceptance of one version of the e-signature agreement. */
export const esignAcceptances = pgTable(
  'esign_acceptances',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    userId: userColumn(),
    /** The version accepted (src/domain/esign-agreement.ts). */
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    /** The client's IP address and User-Agent as the server saw them. */
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    /** A version is accepted once; accepting it again answers the first acceptance. */
    uniqueIndex('esign_acceptances_user_version_uq').on(t.userId, t.version),
    index('esign_acceptances_company_idx').on(t.companyId, t.acceptedAt),
  ],
);
