/**
 * Company and buildings (docs/architecture.md § Data). Every table carries `company_id`
 * (docs/rules.md R1.7; company id 1 is the demo company).
 */
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Localized } from './columns';

/** The management company: the `company` request header selects one (docs/rules.md R1.7, R6.2). */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  city: jsonb('city').$type<Localized>().notNull(),
  /** The city in the locative case ("в Екатеринбурге"), for titles. */
  cityIn: jsonb('city_in').$type<Localized>().notNull(),
  address: jsonb('address').$type<Localized>().notNull(),
  phones: jsonb('phones').$type<string[]>().notNull(),
  email: text('email').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  socials: jsonb('socials').$type<Record<string, string>>().notNull().default({}),
  legal: jsonb('legal').$type<Record<string, string>>().notNull().default({}),
  /** Check-in conditions served by GET app/v1/check-in/condition (docs/rules.md R9.5). */
  checkInConditions: jsonb('check_in_conditions')
    .$type<{ checkInTime: string; checkOutTime: string; rules: Localized[] }>()
    .notNull(),
  /**
   * The complex's number in the register of classified accommodation facilities (docs/rules.md
   * R6.15: shown on every sales channel since 1 September 2025); null until a manager sets it.
   */
  registerNumber: text('register_number'),
  /** The online check-in asks a scan of each guest's document (docs/rules.md R20.2). */
  checkInScansRequired: boolean('check_in_scans_required').notNull().default(false),
});

/** A building of the complex, with floors and coordinates. */
export const buildings = pgTable(
  'buildings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: jsonb('name').$type<Localized>().notNull(),
    address: jsonb('address').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    floors: integer('floors').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    photo: text('photo').notNull(),
  },
  (t) => [index('buildings_company_idx').on(t.companyId)],
);

/**
 * The `company_id` column of a company's row: `integer not null references companies(id)`
 * (docs/rules.md R1.7); one definition for every table (`companyId: companyColumn()`).
 */
export const companyColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);
