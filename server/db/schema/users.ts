/** People, login sessions and one-time login codes (docs/rules.md R7.1–R7.3, R2.1–R2.10). */
import { sql } from 'drizzle-orm';
import type { Role } from '../../../src/domain/access';
import type { PayerType } from '../../../src/domain/bookings';
import type { ClientType } from '../../../src/domain/clients';
import type { AcquirerMethod } from '../../../src/domain/payment-methods';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyColumn } from './company';

/** Roles a person can hold (src/domain/access.ts). */
export { ROLES, type Role } from '../../../src/domain/access';
/** Payer types (defined once in src/domain/bookings.ts; docs/rules.md R5.10). */
export { PAYER_TYPES, type PayerType } from '../../../src/domain/bookings';

/** A person (docs/rules.md R7.1, R7.3). Phone is unique per company among live accounts. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    /** E.164, `+7XXXXXXXXXX`; null once the account is deleted. */
    phone: text('phone'),
    surname: text('surname'),
    name: text('name'),
    patronymic: text('patronymic'),
    email: text('email'),
    payerType: text('payer_type').$type<PayerType>().notNull().default('individual'),
    /** Roles the person holds; `guest` for everyone. */
    roles: jsonb('roles').$type<Role[]>().notNull().default(['guest']),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set while a manager has blocked the account (docs/rules.md R16.4): no login, no session. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /**
     * The acquirer method of the person's last succeeded payment (`card` or `sbp`), offered first
     * next time (docs/rules.md R5.27); null before the first.
     */
    lastPaymentMethod: text('last_payment_method').$type<AcquirerMethod>(),
  },
  (t) => [
    uniqueIndex('users_company_phone_uq')
      .on(t.companyId, t.phone)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A login session: only the SHA-256 of the bearer token is stored (≥128 random bits). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    /** The role the session acts in (docs/rules.md R2.9: "I am the owner" at login). */
    role: text('role').$type<Role>().notNull(),
    /**
     * The client that logged in (docs/rules.md R2.13): `web`, or `ios`/`android` when the mobile
     * app logged in with its push device; fixed for the session's life. Only app sessions sign (R11.3).
     */
    clientType: text('client_type').$type<ClientType>().notNull().default('web'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash)],
);

/**
 * A one-time login code (docs/rules.md R2.1–R2.5): stored hashed, single use, 5 minutes, 5 wrong
 * tries; bound to the source that asked for it (docs/rules.md R2.15).
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    phone: text('phone').notNull(),
    /** What the code is for: `login`, or a later purpose (phone change, deletion). */
    purpose: text('purpose').notNull().default('login'),
    codeHash: text('code_hash').notNull(),
    channel: text('channel').$type<'sms' | 'call'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * SHA-256 (hex) of the source that asked for the code, as R2.7 names sources (`user:<id>` or
     * `ip:<address>`); only that source can use the code (docs/rules.md R2.15). Empty for older rows.
     */
    source: text('source').notNull().default(''),
    /** Whether the source was the phone's own when it asked (R2.7); others' codes count against a cap. */
    ownSource: boolean('own_source').notNull().default(true),
  },
  (t) => [
    index('otp_phone_idx').on(t.companyId, t.phone, t.purpose),
    index('otp_source_idx').on(t.companyId, t.phone, t.purpose, t.source),
  ],
);

/** The `user_id` column of a person's row: `integer not null references users(id)` (`userId: userColumn()`). */
export const userColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id);
