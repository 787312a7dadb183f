/**
 * Contract of the live events (docs/rules.md R23.10–R23.14): POST app/v1/events/ticket (bearer)
 * issues a single-use ticket; GET app/v1/events?ticket=… is a `text/event-stream` of the
 * caller's {@link LiveEvent}s (each an SSE `data:` line of JSON), opened by the browser's own
 * `EventSource`. Events carry ids only (R23.12): a screen refetches what changed.
 */
import { z } from 'zod';
import { apiFailure, envelope } from './common';
import { LIVE_EVENTS_PATH } from '../domain/live-events';
import { apiTag, endpoint } from './endpoint';

export { LIVE_EVENTS_PATH, LIVE_TICKET_SECONDS, RESYNC_EVENT, type LiveEvent } from '../domain/live-events';

/** Answer of POST app/v1/events/ticket. */
export const liveTicket = z.object({
  ticket: z.string(),
  /** Seconds the ticket stays valid. */
  expiresIn: z.number().int(),
});

/** The query of GET app/v1/events. */
export const liveStreamQuery = z.object({
  ticket: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
});

/** The OpenAPI tag `events` of these endpoints. */
export const liveEventsTag = apiTag('events', 'Live events of the signed-in person (R23.10)');
const tags = [liveEventsTag.name];

/** The endpoints of `events` (docs/architecture.md § The typed seam). */
export const liveEventsEndpoints = {
  ticket: endpoint({
    method: 'post',
    path: '/events/ticket',
    access: ['notifications', 'liveTicket'],
    responses: { 200: envelope(liveTicket) },
    summary: 'A single-use 60-second ticket that opens the live-event stream (R23.10)',
    tags,
  }),
  /**
   * The stream itself (`text/event-stream`), served by server/routes/live-stream.ts outside the
   * `company` scope and left out of the OpenAPI document: the browser's `EventSource` opens it.
   */
  stream: endpoint({
    method: 'get',
    path: LIVE_EVENTS_PATH,
    access: ['notifications', 'liveStream'],
    query: liveStreamQuery,
    responses: { 200: z.string(), 401: apiFailure },
    summary: 'The caller’s live events as Server-Sent Events (R23.10–R23.14)',
    tags,
  }),
};
