/**
 * The uploads purge (docs/rules.md R1.13): files no booking cites are deleted
 * {@link UPLOAD_TTL_HOURS} hours after upload (server/services/uploads.ts). Run hourly by
 * server/main.ts; tests call {@link purgeUnreferencedUploads} with a clock.
 */
import type { FastifyInstance } from 'fastify';
import { purgeUnreferencedUploads } from '../services/uploads';
import { UPLOAD_TTL_HOURS } from '../../src/contracts/uploads';
import { schedule } from './schedule';

export { purgeUnreferencedUploads, UPLOAD_TTL_HOURS };

/** Runs the purge now and every `everyMs` (default hourly); returns a function that stops it. */
export function startUploadsJob(app: FastifyInstance, everyMs = 3_600_000): () => Promise<void> {
  return schedule(app, 'uploads purge', everyMs, async () => {
    const ids = await purgeUnreferencedUploads(app, app.clock.now());
    if (ids.length) app.log.info({ uploads: ids.length }, 'uploads purge');
  });
}
