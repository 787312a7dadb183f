/**
 * Revenue tables (docs/rules.md R5.28–R5.33): the rate calendar (seasons and rules, the grid's
 * entries per object and night), length-of-stay and early-booking discounts, and promo codes with
 * their redemptions. Money is integer kopecks; nights are `YYYY-MM-DD` dates in the complex's time.
 */
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, type Localized } from './columns';
import { companyColumn } from './company';
import { objectColumn } from './objects';
import { bookings } from './bookings';
import type { PriceMode } from '../../../src/domain/rates';

/** The restriction columns a rule and a grid entry share; `null` sets nothing (src/domain/rates.ts). */
const restrictionColumns = () => ({
  minStay: integer('min_stay'),
  minStayArrival: integer('min_stay_arrival'),
  maxStay: integer('max_stay'),
  closedToArrival: boolean('closed_to_arrival'),
  closedToDeparture: boolean('closed_to_departure'),
  stopSell: boolean('stop_sell'),
});

/**
 * A season or rule (docs/rules.md R5.28): over the nights `date_from`…`date_to` (inclusive), on
 * the ISO weekdays listed (empty: all), for the objects listed (empty: all), a price change (set
 * in kopecks, or ± percent) and restrictions. Applied in `position` order.
 */
export const rateRules = pgTable(
  'rate_rules',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    weekdays: integer('weekdays').array().notNull().default([]),
    objectIds: integer('object_ids').array().notNull().default([]),
    priceMode: text('price_mode').$type<PriceMode>(),
    /** Kopecks (`set`) or percent (`percent`). */
    priceValue: bigint('price_value', { mode: 'number' }),
    ...restrictionColumns(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('rate_rules_range_idx').on(t.companyId, t.dateTo)],
);

/** The grid's entry for one object and night (docs/rules.md R5.28): unset columns inherit the rules. */
export const rateCalendar = pgTable(
  'rate_calendar',
  {
    companyId: companyColumn(),
    objectId: objectColumn(),
    date: date('date').notNull(),
    /** The night's price, kopecks; null inherits. */
    priceKopecks: bigint('price_kopecks', { mode: 'number' }),
    ...restrictionColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.objectId, t.date] })],
);

/** A length-of-stay (`length`: from `threshold` nights) or early-booking (`early`: `threshold` days ahead) discount (R5.31). */
export const stayDiscounts = pgTable('stay_discounts', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  kind: text('kind').$type<'length' | 'early'>().notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  /** Nights (`length`) or days between booking and arrival (`early`). */
  threshold: integer('threshold').notNull(),
  percent: integer('percent').notNull(),
  /** The tariffs it applies to (empty: all). */
  tariffIds: integer('tariff_ids').array().notNull().default([]),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** A promo code for direct bookings (docs/rules.md R5.32). */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    /** Upper case, as the guest types it whatever the case. */
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    /** Percent (`percent`) or kopecks (`amount`). */
    value: bigint('value', { mode: 'number' }).notNull(),
    bookFrom: date('book_from'),
    bookTo: date('book_to'),
    stayFrom: date('stay_from'),
    stayTo: date('stay_to'),
    minNights: integer('min_nights').notNull().default(1),
    tariffIds: integer('tariff_ids').array().notNull().default([]),
    objectIds: integer('object_ids').array().notNull().default([]),
    limitTotal: integer('limit_total'),
    limitPerGuest: integer('limit_per_guest'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_codes_code_uq').on(t.companyId, t.code)],
);

/** A booking that used a promo code, with the discount it gave (R5.32); the guest is the account or the phone. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** `user:{id}` or `phone:{sha256}`: who counts against the per-guest limit. */
    guestKey: text('guest_key').notNull(),
    discountKopecks: bigint('discount_kopecks', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_booking_uq').on(t.bookingId),
    index('promo_redemptions_code_idx').on(t.promoCodeId),
  ],
);
