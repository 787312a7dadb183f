/**
 * Utility accounts, meters, readings, tariffs and receipts (docs/rules.md R10.1–R10.7). Money as
 * integer kopecks (64-bit), volumes in the meter's unit (kWh, m³) with up to 3 decimals, months as
 * `YYYY-MM`. Payments of an account are rows of `payments` with `utility_account_id`
 * (./payments.ts), applied once like a booking's.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyColumn } from './company';
import { objectColumn } from './objects';
import { uploads } from './uploads';
import { userColumn, users } from './users';
import type { AccountCategory, MeterKind, ReadingStatus, ReceiptLine } from '../../../src/domain/utility-accounts';

/**
 * A utility provider (the payee of receipts) and its details shown at /bills/requisites
 * (docs/rules.md R10.1), plus its reading window (docs/rules.md R10.3, default 20–25).
 */
export const utilityProviders = pgTable(
  'utility_providers',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    /** ИНН (10 digits for an organisation). */
    inn: text('inn').notNull(),
    kpp: text('kpp').notNull(),
    ogrn: text('ogrn').notNull(),
    bic: text('bic').notNull(),
    corrAccount: text('corr_account').notNull(),
    /** Settlement account (р/с). */
    account: text('account').notNull(),
    bankName: text('bank_name').notNull(),
    legalAddress: text('legal_address').notNull(),
    postalAddress: text('postal_address').notNull(),
    /** Reading window: first and last day of the month, inclusive (clamped to the month's end). */
    windowFromDay: smallint('window_from_day').notNull().default(20),
    windowToDay: smallint('window_to_day').notNull().default(25),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'utility_providers_window_ck',
      sql`${t.windowFromDay} between 1 and 31 and ${t.windowToDay} between ${t.windowFromDay} and 31`,
    ),
  ],
);

/** A personal utility account (лицевой счёт) of a tenant for a room (docs/rules.md R10.1). */
export const utilityAccounts = pgTable(
  'utility_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => utilityProviders.id),
    /** The room. */
    objectId: objectColumn(),
    /** The tenant who sees and pays it. */
    userId: userColumn(),
    number: text('number').notNull(),
    category: text('category').$type<AccountCategory>().notNull(),
    /** PIB number (payment document id of the account). */
    pibNumber: text('pib_number'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('utility_accounts_number_uq').on(t.companyId, t.number),
    index('utility_accounts_user_idx').on(t.userId),
  ],
);

/** A meter of an account (docs/rules.md R10.1, R10.4). */
export const meters = pgTable(
  'meters',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    accountId: integer('account_id')
      .notNull()
      .references(() => utilityAccounts.id),
    kind: text('kind').$type<MeterKind>().notNull(),
    serial: text('serial').notNull(),
    /** Digits of the whole part: the meter rolls over at 10^digits. */
    digits: smallint('digits').notNull().default(5),
    /** The value when installed (the first "previous" reading). */
    initialValue: doublePrecision('initial_value').notNull().default(0),
    nextVerification: date('next_verification', { mode: 'string' }),
    /** `active`, or `replaced` once the back office put a new meter in its place (docs/rules.md R10.9). */
    status: text('status').$type<'active' | 'replaced'>().notNull().default('active'),
    /** The meter that replaced this one. */
    replacedById: integer('replaced_by_id'),
    /** Day of the replacement, `YYYY-MM-DD`. */
    replacedOn: date('replaced_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('meters_account_idx').on(t.accountId), check('meters_digits_ck', sql`${t.digits} between 1 and 9`)],
);

/** One reading of a meter for a month (docs/rules.md R10.3–R10.5); one per meter and month. */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    meterId: integer('meter_id')
      .notNull()
      .references(() => meters.id),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    value: doublePrecision('value').notNull(),
    /** value − previous (or through a rollover). */
    consumption: doublePrecision('consumption').notNull(),
    rollover: boolean('rollover').notNull().default(false),
    anomaly: boolean('anomaly').notNull().default(false),
    status: text('status').$type<ReadingStatus>().notNull().default('submitted'),
    photoUploadId: text('photo_upload_id').references(() => uploads.id),
    submittedBy: integer('submitted_by').references(() => users.id),
    /** The manager's note when they corrected the value (the tenant sees it, docs/rules.md R10.11). */
    note: text('note'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('meter_readings_month_uq').on(t.meterId, t.month),
    check('meter_readings_value_ck', sql`${t.value} >= 0`),
  ],
);

/** Price of one unit of a service of a provider from a month on, and the monthly norm (docs/rules.md R10.2, R10.6). */
export const utilityTariffs = pgTable(
  'utility_tariffs',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => utilityProviders.id),
    service: text('service').$type<MeterKind>().notNull(),
    /** First month the price applies, `YYYY-MM`. */
    validFrom: text('valid_from').notNull(),
    priceKopecks: bigint('price_kopecks', { mode: 'number' }).notNull(),
    /** The norm per month in the service's unit, charged after 3 months without readings. */
    normPerMonth: doublePrecision('norm_per_month').notNull(),
  },
  (t) => [uniqueIndex('utility_tariffs_uq').on(t.providerId, t.service, t.validFrom)],
);

/** A monthly receipt of an account (docs/rules.md R10.2); lines as in src/domain/utility-accounts.ts. */
export const utilityReceipts = pgTable(
  'utility_receipts',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    accountId: integer('account_id')
      .notNull()
      .references(() => utilityAccounts.id),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    lines: jsonb('lines').$type<ReceiptLine[]>().notNull(),
    totalKopecks: bigint('total_kopecks', { mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('utility_receipts_month_uq').on(t.accountId, t.month)],
);

/**
 * Reminders already sent (docs/rules.md R10.10): one row per account and key — `window:YYYY-MM`
 * (the reading window opened) or `due:<receipt id>` (3 days before a receipt is due) — so each
 * is sent once however often the job runs.
 */
export const utilityReminders = pgTable(
  'utility_reminders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => utilityAccounts.id),
    key: text('key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('utility_reminders_uq').on(t.accountId, t.key)],
);
