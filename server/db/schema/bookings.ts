/**
 * Booking and payment tables (docs/rules.md R5; docs/architecture.md § Data). Money is integer
 * kopecks; dates of a stay are `YYYY-MM-DD` (check-out exclusive: the nights are
 * [check_in, check_out)). The database itself forbids overlapping stays of one object: the custom
 * migration `0002_booking_constraints.sql` adds an exclusion constraint on `booking_objects`
 * (object_id WITH =, daterange(check_in, check_out) WITH &&) for active rows.
 */
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, type Localized } from './columns';
import { companyColumn } from './company';
import { objectColumn } from './objects';
import { users, type PayerType } from './users';
import type { AppliedDiscount } from '../../../src/domain/stay-price';
import type { CancellationPolicy } from '../../../src/domain/cancellation-policy';
import type { BookingStatus, CancellationState, CancelReason } from '../../../src/contracts/bookings';
import type {
  StayTouristTax,
  TouristTaxExemptionCategory,
  TouristTaxExemptionStatus,
} from '../../../src/domain/tourist-tax';

/** Booking and cancellation states (defined once in src/contracts/bookings.ts; docs/rules.md R5.12, R5.19). */
export { BOOKING_STATUSES, type BookingStatus, type CancellationState } from '../../../src/contracts/bookings';

/**
 * A tariff (docs/rules.md R5.8, R5.9): the stay's subtotal times `percent`/100 plus
 * `perGuestNightKopecks` for every guest and night (breakfast). `refundable: false` means a
 * cancellation returns nothing.
 */
export const tariffs = pgTable(
  'tariffs',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    code: text('code').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    /** Multiplier of the nights' subtotal, percent (100 = base price, 90 = 10 % off). */
    percent: integer('percent').notNull().default(100),
    /** Surcharge per guest per night, kopecks (0 for none). */
    perGuestNightKopecks: bigint('per_guest_night_kopecks', { mode: 'number' }).notNull().default(0),
    refundable: boolean('refundable').notNull().default(true),
    /** The rate plan's cancellation policy (docs/rules.md R5.30); null: `refundable` alone decides. */
    cancellation: jsonb('cancellation').$type<CancellationPolicy>(),
    position: integer('position').notNull().default(0),
    /** Offered in the booking form; a tariff bookings use is switched off rather than deleted (R5.30). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('tariffs_code_uq').on(t.companyId, t.code)],
);

/** A booking's guests: adults (18+) and each child's age in years (docs/rules.md R5.4). */
export interface BookingGuests {
  adults: number;
  children: number[];
}

/** The booker's contacts and payer details (docs/rules.md R5.10). */
export interface BookingContact {
  surname: string;
  name: string;
  patronymic?: string;
  phone: string;
  email?: string;
  /** The booking form's language: the e-mails of an anonymous booking are written in it (docs/rules.md R22.2). */
  language?: 'ru' | 'en';
  /** Legal entity / entrepreneur: company name and TIN. */
  companyName?: string;
  inn?: string;
}

/** A booking (docs/rules.md R5): period, guests, tariff, objects, price, payment deadline. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    /** The account; null while a logged-out visitor's booking is not yet claimed. */
    userId: integer('user_id').references(() => users.id),
    /** SHA-256 of the claim token given to an anonymous booker (attached after SMS login). */
    claimTokenHash: text('claim_token_hash'),
    /** SHA-256 of the client's IP for a logged-out booking (docs/rules.md R5.11: at most 3 unpaid anonymous holds); null once claimed. */
    clientIpHash: text('client_ip_hash'),
    /** Human booking number shown to the guest, e.g. `GK-000123`. */
    number: text('number').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    guests: jsonb('guests').$type<BookingGuests>().notNull(),
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => tariffs.id),
    payerType: text('payer_type').$type<PayerType>().notNull(),
    contact: jsonb('contact').$type<BookingContact>().notNull(),
    /** Stored files (legal entity): TIN certificate and guests' documents. */
    documents: jsonb('documents').$type<{ kind: string; name: string; path: string }[]>().notNull().default([]),
    /** Price breakdown at booking time (see src/domain/bookings.ts priceBreakdown). */
    price: jsonb('price')
      .$type<{
        nights: number;
        /** `nightly`: each night's price from the rate calendar (docs/rules.md R5.28), where it was priced by one. */
        lines: { objectId: number; rateKopecks: number; amountKopecks: number; nightly?: number[] }[];
        /** The length-of-stay, early-booking and promo discounts taken off the accommodation (R5.31, R5.32). */
        discounts?: AppliedDiscount[];
        tariffAdjustmentKopecks: number;
        totalKopecks: number;
        /** Accommodation and breakfast, kopecks (bookings made before the tourist tax lack them). */
        accommodationKopecks?: number;
        breakfastKopecks?: number;
        /** The tourist tax as computed (docs/rules.md R5.26); null where no rate applied. */
        touristTax?: StayTouristTax | null;
      }>()
      .notNull(),
    /** The whole price the booker pays, the tourist tax included, kopecks. */
    totalKopecks: bigint('total_kopecks', { mode: 'number' }).notNull(),
    /** The tourist tax in the total, kopecks (docs/rules.md R5.26); 0 for bookings made before it. */
    touristTaxKopecks: bigint('tourist_tax_kopecks', { mode: 'number' }).notNull().default(0),
    paidKopecks: bigint('paid_kopecks', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<BookingStatus>().notNull().default('awaiting_payment'),
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** `unpaid` (deadline passed), `request` (a processed cancellation request) or `manager` (cancelled in the back office). */
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    cancellationState: text('cancellation_state').$type<CancellationState>(),
    cancellationRequestedAt: timestamp('cancellation_requested_at', { withTimezone: true }),
    cancellationProcessedAt: timestamp('cancellation_processed_at', { withTimezone: true }),
    /** The tariff's cancellation policy when booked (docs/rules.md R5.30); null for bookings made before it. */
    cancellation: jsonb('cancellation').$type<CancellationPolicy>(),
    /** Refund due after a processed cancellation request, kopecks. */
    refundKopecks: bigint('refund_kopecks', { mode: 'number' }),
    /** When the booker was reminded to fill the online check-in (docs/rules.md R20.2), once. */
    checkInRemindedAt: timestamp('check_in_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_deadline_idx').on(t.status, t.paymentDeadline),
    index('bookings_client_ip_idx').on(t.clientIpHash),
    uniqueIndex('bookings_number_uq').on(t.companyId, t.number),
  ],
);

/**
 * One object of a booking with a copy of the stay's dates: the exclusion constraint
 * (custom migration) forbids two active rows of one object with overlapping ranges.
 * `active` turns false when the booking is cancelled, freeing the nights.
 */
export const bookingObjects = pgTable(
  'booking_objects',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    objectId: objectColumn(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('booking_objects_booking_idx').on(t.bookingId), index('booking_objects_object_idx').on(t.objectId)],
);

/**
 * The city's tourist-tax rate by year, which a manager edits (docs/rules.md R5.26; Tax Code art.
 * 418.5, 418.7): the rate of the check-out's year applies to a stay.
 */
export const touristTaxRates = pgTable(
  'tourist_tax_rates',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    year: integer('year').notNull(),
    /** Percent of the base, e.g. `2.00`. */
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** The minimum per night of a stay, kopecks (100 ₽ by art. 418.7). */
    minKopecksPerNight: bigint('min_kopecks_per_night', { mode: 'number' }).notNull().default(10000),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tourist_tax_rates_year_uq').on(t.companyId, t.year)],
);

/**
 * A guest's claim of exemption from the tourist tax (art. 418.4 p. 2; docs/rules.md R5.26): the
 * guest's number in the booking, the category, the document scan (an upload the booking cites), and
 * the manager's decision.
 */
export const touristTaxExemptions = pgTable(
  'tourist_tax_exemptions',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The guest's number in the booking, from 1. */
    guestIndex: integer('guest_index').notNull(),
    /** The guest's name as the booker typed it. */
    guestName: text('guest_name').notNull(),
    category: text('category').$type<TouristTaxExemptionCategory>().notNull(),
    /** The document scan: an id of `uploads` (no foreign key: uploads.ts imports this file). */
    uploadId: text('upload_id').notNull(),
    status: text('status').$type<TouristTaxExemptionStatus>().notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tourist_tax_exemptions_booking_idx').on(t.bookingId),
    index('tourist_tax_exemptions_status_idx').on(t.companyId, t.status),
  ],
);
