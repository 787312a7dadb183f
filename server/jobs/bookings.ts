/**
 * The booking timer (docs/rules.md R5.12): {@link startBookingJobs} runs
 * `cancelOverdueBookings` (server/services/booking-decisions.ts) on a schedule. Jobs only
 * schedule; the logic lives in the services.
 */
import type { FastifyInstance } from 'fastify';
import { cancelOverdueBookings } from '../services/booking-decisions';
import { schedule } from './schedule';

/** Runs the deadline-cancellation job every `seconds` (server/main.ts); returns a function that stops it. */
export function startBookingJobs(app: FastifyInstance, seconds: number): () => Promise<void> {
  if (seconds <= 0) return async () => undefined;
  return schedule(app, 'booking jobs', seconds * 1000, async () => {
    // Cancellation requests are processed by a manager in the back office (issue #9), who
    // sees the refund before confirming; the timer only cancels unpaid bookings.
    const cancelled = await cancelOverdueBookings(app);
    if (cancelled.length) app.log.info({ cancelled }, 'booking jobs');
  });
}
