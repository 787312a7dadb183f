/**
 * Contract of the live events (docs/rules.md R23.10–R23.14): POST app/v1/events/ticket (bearer)
 * issues a single-use ticket; GET app/v1/events?ticket=… is a `text/event-stream` of the
 * caller's {@link LiveEvent}s (each an SSE `data:` line of JSON), opened by the browser's own
 * `EventSource`. Events carry ids only (R23.12): a screen refetches what changed.
 */
import { z } from 'zod';
import { envelope } from './common';
import { apiTag, endpoint } from './endpoint';

/** What happened, ids only (docs/rules.md R23.12). */
export type LiveEvent =
  | { type: 'conversation.message'; conversationId: number; messageId: number }
  | { type: 'conversation.read'; conversationId: number }
  | { type: 'notification'; notificationId: number };

/** The event a client fires itself after its stream reconnects: screens refetch (R23.13). */
export const RESYNC_EVENT = 'resync';

/** The path of the stream under /api/app/v1 (the request log masks its ticket). */
export const LIVE_EVENTS_PATH = '/events';

/** Lifetime of a ticket, seconds (docs/rules.md R23.10). */
export const LIVE_TICKET_SECONDS = 60;

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
    access: ['events', 'ticket'],
    responses: { 200: envelope(liveTicket) },
    summary: 'A single-use 60-second ticket that opens the live-event stream (R23.10)',
    tags,
  }),
};
