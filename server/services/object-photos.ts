/**
 * Photos of rentable objects (docs/rules.md R16.10, R1.13): a manager uploads an image through
 * POST app/v1/uploads, then cites its id in an object's `photos`. On save the upload is turned
 * into a public photo: its bytes move in the file store (`app.storage`) from `uploads/<id>` to
 * `photos/<id>.<ext>` (DATA_DIR/photos on local disk; served by server/routes/media.ts at
 * /media/photos/<id>.<ext>) and the upload row is removed, so the 24-hour purge of unreferenced
 * uploads never touches it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploads } from '../db/schema';
import { validationError } from '../errors';
import { citableUploads } from './uploads';
import { photoKey, uploadKey } from './storage';

/** Image kinds an object photo may be, with the extension it is served under. */
export const PHOTO_EXT: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** URL prefix of published photos. */
export const PHOTO_URL = '/media/photos/';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The photo list to store: every entry is either one of the object's current photos (kept, in
 * the given order) or the id of an image the caller uploaded and nobody cited yet (published).
 * @param current the object's photos before the change ([] for a new object).
 * @returns the URLs, in the order given.
 * @throws ApiError 422 `{ photos }` for any other entry (someone else's upload, a PDF, an unknown URL).
 */
export async function resolvePhotos(
  app: FastifyInstance,
  req: FastifyRequest,
  current: string[],
  wanted: string[],
): Promise<string[]> {
  const fresh = wanted.filter((p) => !current.includes(p));
  if (!fresh.length) return wanted;
  const bad = () => validationError({ photos: [req.t('validation.invalid')] });
  if (!fresh.every((p) => UUID.test(p)) || !req.user) throw bad();
  const citable = await citableUploads(app.db, req.companyId, { userId: req.user.id }, fresh);
  const rows = citable.size
    ? await app.db
        .select({ id: uploads.id, kind: uploads.kind })
        .from(uploads)
        .where(inArray(uploads.id, [...citable]))
    : [];
  const kinds = new Map(rows.map((r) => [r.id, r.kind]));
  if (!fresh.every((p) => PHOTO_EXT[kinds.get(p) ?? ''])) throw bad();
  const url = new Map<string, string>();
  for (const p of fresh) {
    const name = `${p}.${PHOTO_EXT[kinds.get(p)!]}`;
    await app.storage.copy(uploadKey(p), photoKey(name));
    await app.db.delete(uploads).where(and(eq(uploads.id, p), eq(uploads.userId, req.user.id)));
    await app.storage.delete(uploadKey(p));
    url.set(p, PHOTO_URL + name);
  }
  return wanted.map((p) => url.get(p) ?? p);
}
