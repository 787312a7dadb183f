/**
 * Calendar sync with booking sites in the back office (docs/rules.md R18): an object's channel
 * sheet (its export link, rotated on demand; the channels' feeds attached to it with their state
 * and imported spans), the company's feeds, sync now, and the conflicts imported spans raised.
 * Every change is audited. The export feed itself, `/ical/{objectId}-{token}.ics`, is outside the
 * api/ contract (server/routes/ical/index.ts).
 */
import { z } from 'zod';
import { envelope, id, idParams, listQuery, paginated } from './common';
import { endpoint } from './endpoint';
import { CHANNEL_NAME_MAX, CONFLICT_KINDS, CONFLICT_NOTE_MAX, FEED_ERRORS, FEED_URL_MAX } from '../domain/channels';

const timestamp = z.string().describe('Server timestamp HH:mm:ss DD.MM.YYYY, UTC (R8.2)');

/** A URL as typed: http(s) and parseable (whether plain http is allowed is the server's policy, R18.6). */
const feedUrl = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(FEED_URL_MAX, 'validation.tooLong')
  .refine((v) => {
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, 'backoffice-channels.errors.urlInvalid');

/** POST body: attach a channel's feed to the object. */
export const feedBody = z.object({
  channel: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(CHANNEL_NAME_MAX, 'validation.tooLong'),
  url: feedUrl,
});
export type FeedBody = z.infer<typeof feedBody>;

/** A span of nights `[checkIn, checkOut)`. */
const span = z.object({ checkIn: z.string(), checkOut: z.string() });

/** One feed with its state (docs/rules.md R18.3, R18.4). */
export const feedRow = z.object({
  id: z.number().int(),
  objectId: z.number().int(),
  objectNumber: z.string(),
  channel: z.string(),
  url: z.string(),
  createdAt: timestamp,
  /** The last fetch, successful or not; null before the first. */
  lastAttemptAt: timestamp.nullable(),
  /** The last successful fetch (its spans are the ones in force); null before the first. */
  lastSuccessAt: timestamp.nullable(),
  /** Why the last fetch failed; null when it succeeded. */
  lastError: z.enum(FEED_ERRORS).nullable(),
  /** A detail of that failure (an HTTP status, a byte count). */
  lastErrorDetail: z.string().nullable(),
  /** Spans in force (from today on). */
  spanCount: z.number().int(),
});
export type FeedRow = z.infer<typeof feedRow>;

/** A feed with its spans and the export link to give that channel (without its own spans, R18.1). */
export const feedDetail = feedRow.extend({
  spans: z.array(span),
  exportPath: z.string(),
});
export type FeedDetail = z.infer<typeof feedDetail>;

/** An object's channel sheet. */
export const channelSheet = z.object({
  objectId: z.number().int(),
  number: z.string(),
  title: z.string(),
  /** `/ical/{objectId}-{token}.ics`: every span, imported ones included (docs/rules.md R18.1). */
  exportPath: z.string(),
  rotatedAt: timestamp,
  feeds: z.array(feedDetail),
  /** Conflicts of this object not yet acknowledged. */
  openConflicts: z.number().int(),
});
export type ChannelSheet = z.infer<typeof channelSheet>;

export const rotateResponse = envelope(z.object({ exportPath: z.string(), rotatedAt: timestamp }));

export const feedListQuery = listQuery.extend({ objectId: id.optional() });

/** A conflict (docs/rules.md R18.5): an imported span over one of our own stays. */
export const conflictRow = z.object({
  id: z.number().int(),
  /** The feed; null once it was removed. */
  feedId: z.number().int().nullable(),
  channel: z.string(),
  objectId: z.number().int(),
  objectNumber: z.string(),
  spanCheckIn: z.string(),
  spanCheckOut: z.string(),
  kind: z.enum(CONFLICT_KINDS),
  /** The booking's, owner stay's, lease's or termination application's id. */
  refId: z.number().int(),
  /** The booking's number (`GK-000123`) for a booking, else null. */
  refNumber: z.string().nullable(),
  refCheckIn: z.string(),
  refCheckOut: z.string(),
  createdAt: timestamp,
  acknowledgedAt: timestamp.nullable(),
  acknowledgedByName: z.string().nullable(),
  note: z.string().nullable(),
});
export type ConflictRow = z.infer<typeof conflictRow>;

export const conflictListQuery = listQuery.extend({
  status: z.enum(['open', 'acknowledged']).optional(),
  objectId: id.optional(),
});

export const acknowledgeBody = z.object({
  note: z.string().trim().max(CONFLICT_NOTE_MAX, 'validation.tooLong').optional(),
});

const tags = ['backoffice'];

/** The endpoints of `backoffice-channels` (docs/architecture.md § The typed seam); routes: server/routes/backoffice/channels/. */
export const backofficeChannelsEndpoints = {
  sheet: endpoint({
    method: 'get',
    path: '/backoffice/objects/:id/channels',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: { 200: envelope(channelSheet) },
    summary: "An object's calendar sync: its export link, the channels' feeds and their spans",
    tags,
  }),
  rotate: endpoint({
    method: 'post',
    path: '/backoffice/objects/:id/channels/rotate',
    access: ['backoffice', 'edit'],
    params: idParams,
    responses: { 200: rotateResponse },
    summary: 'A new secret export link; the old one answers 404 at once',
    tags,
  }),
  createFeed: endpoint({
    method: 'post',
    path: '/backoffice/objects/:id/channel-feeds',
    access: ['backoffice', 'create'],
    params: idParams,
    body: feedBody,
    responses: { 201: envelope(feedDetail) },
    summary: "Attach a channel's calendar feed to the object",
    tags,
  }),
  feeds: endpoint({
    method: 'get',
    path: '/backoffice/channel-feeds',
    access: ['backoffice', 'list'],
    query: feedListQuery,
    responses: { 200: paginated(feedRow) },
    summary: "The company's channel feeds with their state",
    tags,
  }),
  deleteFeed: endpoint({
    method: 'delete',
    path: '/backoffice/channel-feeds/:id',
    access: ['backoffice', 'delete'],
    params: idParams,
    responses: { 200: envelope(z.object({ id: z.number().int() })) },
    summary: 'Remove a feed and the nights it took',
    tags,
  }),
  syncFeed: endpoint({
    method: 'post',
    path: '/backoffice/channel-feeds/:id/sync',
    access: ['backoffice', 'act'],
    params: idParams,
    responses: { 200: envelope(feedDetail) },
    summary: 'Fetch a feed now',
    tags,
  }),
  conflicts: endpoint({
    method: 'get',
    path: '/backoffice/channel-conflicts',
    access: ['backoffice', 'list'],
    query: conflictListQuery,
    responses: { 200: paginated(conflictRow) },
    summary: 'Imported spans that overlap a stay of our own',
    tags,
  }),
  acknowledge: endpoint({
    method: 'post',
    path: '/backoffice/channel-conflicts/:id/acknowledge',
    access: ['backoffice', 'act'],
    params: idParams,
    body: acknowledgeBody,
    responses: { 200: envelope(conflictRow) },
    summary: 'Acknowledge a conflict (resolved with the channel or the guest), once',
    tags,
  }),
};
