/**
 * The live events' shapes and constants (docs/rules.md R23.10–R23.13), without zod, so the
 * signed-in screens' client (providers/live-events.ts) stays small; src/contracts/live-events.ts
 * re-exports them beside the endpoint's schemas. Pure: no React, no Node.
 */

/** What happened, ids only (docs/rules.md R23.12). */
export type LiveEvent =
  | { type: 'conversation.message'; conversationId: number; messageId: number }
  | { type: 'conversation.read'; conversationId: number }
  | { type: 'notification'; notificationId: number };

/** The event a client fires itself after its stream reconnects: screens refetch (R23.13). */
export const RESYNC_EVENT = 'resync';

/** The path of the stream under /api/app/v1. */
export const LIVE_EVENTS_PATH = '/events';

/** Lifetime of a ticket, seconds (docs/rules.md R23.10). */
export const LIVE_TICKET_SECONDS = 60;
