/**
 * The uploads purge (docs/rules.md R1.13): files no booking cites are deleted
 * {@link UPLOAD_TTL_HOURS} hours after upload (server/services/uploads.ts). Run hourly as the
 * `uploads-purge` job (server/jobs/index.ts); tests call {@link purgeUnreferencedUploads} with a
 * clock. Once per upload: `DELETE … RETURNING` removes each row once, and removing a file that is
 * already gone is a no-op, so a retry or a second worker repeats nothing.
 */
import { purgeUnreferencedUploads } from '../services/uploads';
import { UPLOAD_TTL_HOURS } from '../../src/contracts/uploads';

export { purgeUnreferencedUploads, UPLOAD_TTL_HOURS };
