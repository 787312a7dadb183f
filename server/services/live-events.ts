/**
 * Live delivery of events to open tabs (docs/rules.md R23). A no-op stand-in with the exact
 * public surface of the live engineer's service, which replaces this file at the merge.
 */
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '../../src/contracts/live-events';

export type { LiveEvent } from '../../src/contracts/live-events';

/** Who receives an event: these users, and/or every manager of this company. */
export interface LiveAudience {
  userIds?: number[];
  managersOfCompany?: number;
}

/** Publishes `event` to `audience`'s open tabs; never throws into the caller (here: does nothing). */
export async function publishLive(app: FastifyInstance, audience: LiveAudience, event: LiveEvent): Promise<void> {
  void app;
  void audience;
  void event;
}
