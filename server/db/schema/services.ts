/**
 * Services and requests (docs/rules.md R15): the catalog (services, their options and time slots
 * with capacity), the places held per slot and day, and service orders (paid through `payments`
 * with `target_kind = 'service_order'`); repair / emergency / custom requests are in
 * ./service-requests.ts. Money as integer kopecks; dates `YYYY-MM-DD`; slot times `HH:mm` in the complex's
 * time zone.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, type Localized } from './columns';
import { companyColumn } from './company';
import { userColumn } from './users';
import type { ChargeMode, OrderStatus } from '../../../src/domain/services';

/** A catalog service (docs/rules.md R15.1). `enabled = false`: shown as temporarily unavailable (R15.4). */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    /** Stable code used in addresses (`/request/breakfast`). */
    code: text('code').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    /** House rules of the service (free hours, fees), shown on its page. */
    rules: jsonb('rules').$type<Localized>().notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    priceKopecks: bigint('price_kopecks', { mode: 'number' }).notNull(),
    chargeMode: text('charge_mode').$type<ChargeMode>().notNull(),
    /** Hours not charged (luggage storage: 12, docs/rules.md R15.2). */
    freeHours: smallint('free_hours').notNull().default(0),
    /** Hours between ordering and the start at least. */
    leadHours: smallint('lead_hours').notNull().default(0),
    /** `HH:mm` of the day before after which the day cannot be ordered; null: none. */
    cutoffTime: text('cutoff_time'),
    /** Hours before the start until which the guest may cancel. */
    cancelHours: smallint('cancel_hours').notNull().default(2),
    maxPersons: smallint('max_persons').notNull().default(10),
    enabled: boolean('enabled').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('services_code_uq').on(t.companyId, t.code),
    check('services_price_ck', sql`${t.priceKopecks} >= 0`),
  ],
);

/** An option of a service (a breakfast menu, an express laundry), with its extra per unit. */
export const serviceOptions = pgTable('service_options', {
  id: serial('id').primaryKey(),
  serviceId: integer('service_id')
    .notNull()
    .references(() => services.id, { onDelete: 'cascade' }),
  title: jsonb('title').$type<Localized>().notNull(),
  /** Extra per charged unit, kopecks (may be 0). */
  priceKopecks: bigint('price_kopecks', { mode: 'number' }).notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** A daily time slot of a service with its capacity in places (docs/rules.md R15.5). */
export const serviceSlots = pgTable(
  'service_slots',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [check('service_slots_capacity_ck', sql`${t.capacity} >= 0`)],
);

/**
 * Places held in a slot on a day. Taking places is one conditional upsert
 * (`… on conflict do update set taken = taken + n where taken + n <= capacity returning`), so a
 * race for the last place has exactly one winner; releasing subtracts.
 */
export const serviceSlotDays = pgTable(
  'service_slot_days',
  {
    slotId: integer('slot_id')
      .notNull()
      .references(() => serviceSlots.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.day] }), check('service_slot_days_taken_ck', sql`${t.taken} >= 0`)],
);

/** What an order's price was made of (kopecks). */
export interface OrderPrice {
  unitKopecks: number;
  units: number;
  totalKopecks: number;
}

/** A guest's service order (docs/rules.md R15.5, R15.6). */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    userId: userColumn(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    optionId: integer('option_id').references(() => serviceOptions.id),
    slotId: integer('slot_id').references(() => serviceSlots.id),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }),
    hours: smallint('hours'),
    persons: smallint('persons').notNull().default(1),
    /** Places of the slot held (released when cancelled or expired). */
    places: smallint('places').notNull().default(0),
    comment: text('comment').notNull().default(''),
    price: jsonb('price').$type<OrderPrice>().notNull(),
    totalKopecks: bigint('total_kopecks', { mode: 'number' }).notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('awaiting_payment'),
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundKopecks: bigint('refund_kopecks', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_orders_user_idx').on(t.userId, t.createdAt),
    index('service_orders_deadline_idx').on(t.status, t.payDeadline),
    index('service_orders_day_idx').on(t.companyId, t.dateFrom),
  ],
);
