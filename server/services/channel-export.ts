/**
 * An object's export feed for the booking sites (docs/rules.md R18.1, R18.2; docs/architecture.md
 * § Channel sync): every span the availability engine knows (`occupied_spans`: bookings, owner
 * stays, leases, approved terminations, imported spans) as an all-day event — `DTSTART`/`DTEND`
 * with `VALUE=DATE`, nights half-open like a stay — with no personal data (summary "Reserved", a
 * UID per span that stays the same across fetches), written by ical-generator.
 * The feed's URL carries a 256-bit random token per object; rotating it makes the old URL 404 at
 * once. The link given to a channel (`?exclude={feedId}`) leaves out the spans imported from that
 * channel, so a channel never reads its own bookings back from us (no loops).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { channelExports, companies, objects } from '../db/schema';
import { sourcedSpans } from './availability';
import { EXPORT_DAYS_AHEAD, EXPORT_DAYS_BACK } from '../../src/domain/channels';
import { hotelToday } from '../../src/domain/hotel-time';
import { addDaysIso } from '../../src/domain/datetime';

/** A new export token: 32 random bytes, base64url (43 characters, 256 bits). */
export const newExportToken = (): string => randomBytes(32).toString('base64url');

/** The token's shape in a URL (43 base64url characters). */
export const EXPORT_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** The domain part of the feed's UIDs: `PUBLIC_URL`'s host, else `localhost`. */
export function uidDomain(app: Pick<FastifyInstance, 'config'>): string {
  try {
    return app.config.publicUrl ? new URL(app.config.publicUrl).hostname : 'localhost';
  } catch {
    return 'localhost';
  }
}

/**
 * The UIDs this portal's export writes (`{source}-{id}-{objectId}@{domain}`): an import skips an
 * event carrying one, a span of ours that a channel echoed back (docs/rules.md R18.3).
 */
export function exportUidPattern(app: Pick<FastifyInstance, 'config'>): RegExp {
  const domain = uidDomain(app).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(booking|owner_stay|lease|termination|import)-\\d+-\\d+@${domain}$`);
}

/**
 * The object's export token, created on first use (insert … on conflict do nothing).
 * @returns the token and when it was set.
 */
export async function exportTokenOf(
  app: FastifyInstance,
  companyId: number,
  objectId: number,
): Promise<{ token: string; rotatedAt: Date }> {
  await app.db
    .insert(channelExports)
    .values({ objectId, companyId, token: newExportToken(), rotatedAt: app.clock.now() })
    .onConflictDoNothing();
  const [row] = await app.db.select().from(channelExports).where(eq(channelExports.objectId, objectId));
  return { token: row.token, rotatedAt: row.rotatedAt };
}

/** Replaces the object's token (docs/rules.md R18.2): the old URL answers 404 from now on. */
export async function rotateExportToken(
  app: FastifyInstance,
  companyId: number,
  objectId: number,
): Promise<{ token: string; rotatedAt: Date }> {
  const row = { objectId, companyId, token: newExportToken(), rotatedAt: app.clock.now() };
  await app.db
    .insert(channelExports)
    .values(row)
    .onConflictDoUpdate({ target: channelExports.objectId, set: { token: row.token, rotatedAt: row.rotatedAt } });
  return { token: row.token, rotatedAt: row.rotatedAt };
}

/** True when `given` is the object's current token (compared in constant time). */
async function tokenMatches(app: FastifyInstance, objectId: number, given: string): Promise<boolean> {
  const [row] = await app.db
    .select({ token: channelExports.token })
    .from(channelExports)
    .where(eq(channelExports.objectId, objectId));
  if (!row) return false;
  const a = Buffer.from(row.token);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The export of one object: the iCalendar text and its entity tag. */
export interface ExportFeed {
  body: string;
  /** A weak ETag of the spans listed (the text's DTSTAMP changes every fetch). */
  etag: string;
  /** How many events it lists. */
  events: number;
}

/**
 * Renders object `objectId`'s feed when `token` is its current one (docs/rules.md R18.1): spans
 * from {@link EXPORT_DAYS_BACK} days before the complex's today to {@link EXPORT_DAYS_AHEAD} days
 * after, without the spans imported from feed `excludeFeedId`.
 * @returns null when the object has no such token (the route answers 404).
 */
export async function renderExport(
  app: FastifyInstance,
  objectId: number,
  token: string,
  excludeFeedId: number | null = null,
): Promise<ExportFeed | null> {
  if (!EXPORT_TOKEN_RE.test(token) || !(await tokenMatches(app, objectId, token))) return null;
  const [obj] = await app.db
    .select({ number: objects.number, company: companies.name })
    .from(objects)
    .innerJoin(companies, eq(companies.id, objects.companyId))
    .where(eq(objects.id, objectId));
  if (!obj) return null;
  const today = hotelToday(app.clock.now());
  const spans = (
    await sourcedSpans(app.db, objectId, addDaysIso(today, -EXPORT_DAYS_BACK), addDaysIso(today, EXPORT_DAYS_AHEAD))
  ).filter((s) => s.source !== 'import' || s.feedId !== excludeFeedId);
  const domain = uidDomain(app);
  const cal = ical({
    prodId: { company: 'apart-portal', product: 'availability', language: 'RU' },
    name: `${obj.company.ru || obj.company.en} · ${obj.number}`,
    method: ICalCalendarMethod.PUBLISH,
    // Booking sites re-read a feed on their own schedule; the hint asks for every 15 minutes.
    ttl: 15 * 60,
  });
  const stamp = app.clock.now();
  for (const s of spans) {
    cal.createEvent({
      id: `${s.source}-${s.sourceId}-${objectId}@${domain}`,
      start: s.checkIn,
      end: s.checkOut,
      allDay: true,
      summary: 'Reserved',
      stamp,
    });
  }
  const etag = createHash('sha256')
    .update(JSON.stringify([objectId, excludeFeedId, obj.number, spans]))
    .digest('base64url')
    .slice(0, 22);
  return { body: cal.toString(), etag: `W/"${etag}"`, events: spans.length };
}
