/**
 * Calendar sync with booking sites (docs/rules.md R18; docs/architecture.md § Channel sync): each
 * object's secret export feed, the channels' feeds a manager attaches to an object, the nights
 * those feeds take (read by the availability engine's `occupied_spans`, migration
 * 0026_channel_occupancy.sql) and the conflicts an imported span raises with a stay of our own.
 */
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { companyColumn } from './company';
import { objectColumn, objects } from './objects';
import { CONFLICT_KINDS, FEED_ERRORS, type ConflictKind, type FeedError } from '../../../src/domain/channels';

/** Feed errors and conflict kinds (docs/rules.md R18.4, R18.5). */
export { CONFLICT_KINDS, FEED_ERRORS, type ConflictKind, type FeedError };

/**
 * The export feed's secret of one object (docs/rules.md R18.2): a random token of 256 bits
 * (base64url); `/ical/{objectId}-{token}.ics` serves the feed while it matches. Rotating replaces it.
 */
export const channelExports = pgTable('channel_exports', {
  objectId: integer('object_id')
    .primaryKey()
    .references(() => objects.id),
  companyId: companyColumn(),
  token: text('token').notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull(),
});

/** A channel's feed attached to an object (docs/rules.md R18.3). */
export const channelFeeds = pgTable(
  'channel_feeds',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    objectId: objectColumn(),
    /** The channel's name as the manager wrote it ("Booking.com", "Airbnb"). */
    channel: text('channel').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
    /** When the last fetch finished, successful or not. */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** When a fetch last succeeded (its spans are the ones kept). */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** The last fetch's failure ({@link FEED_ERRORS}); null after a success. */
    lastError: text('last_error').$type<FeedError>(),
    /** A detail of that failure (an HTTP status, a byte count), no personal data. */
    lastErrorDetail: text('last_error_detail'),
  },
  (t) => [
    uniqueIndex('channel_feeds_object_url_idx').on(t.objectId, t.url),
    index('channel_feeds_company_idx').on(t.companyId),
  ],
);

/**
 * A span of nights `[checkIn, checkOut)` a feed says is taken (docs/rules.md R18.3): one row per
 * event (its UID, or UID and date for a repeated one), kept while the feed lists it.
 */
export const channelSpans = pgTable(
  'channel_spans',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => channelFeeds.id, { onDelete: 'cascade' }),
    objectId: objectColumn(),
    uid: text('uid').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('channel_spans_feed_uid_idx').on(t.feedId, t.uid),
    index('channel_spans_object_idx').on(t.objectId, t.checkIn),
    check('channel_spans_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
  ],
);

/**
 * An imported span that overlaps a stay of our own (docs/rules.md R18.5): raised once per
 * (feed, span UID, kind, record), kept after the feed is removed (its channel name copied).
 */
export const channelConflicts = pgTable(
  'channel_conflicts',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    feedId: integer('feed_id').references(() => channelFeeds.id, { onDelete: 'set null' }),
    channel: text('channel').notNull(),
    objectId: objectColumn(),
    spanUid: text('span_uid').notNull(),
    spanCheckIn: date('span_check_in', { mode: 'string' }).notNull(),
    spanCheckOut: date('span_check_out', { mode: 'string' }).notNull(),
    kind: text('kind').$type<ConflictKind>().notNull(),
    /** The booking's id (`booking`), the owner stay's, the lease's or the termination application's. */
    refId: integer('ref_id').notNull(),
    refCheckIn: date('ref_check_in', { mode: 'string' }).notNull(),
    refCheckOut: date('ref_check_out', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    /** Set when a manager acknowledged it (resolved on the channel or with the guest). */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** Who acknowledged it (no foreign key: the record outlives a purged account, like the audit log). */
    acknowledgedBy: integer('acknowledged_by'),
    acknowledgedByName: text('acknowledged_by_name'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('channel_conflicts_once_idx').on(t.feedId, t.spanUid, t.kind, t.refId),
    index('channel_conflicts_company_idx').on(t.companyId, t.acknowledgedAt),
  ],
);
