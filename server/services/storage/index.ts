/**
 * Where the portal keeps its files (docs/architecture.md § Outside services): one
 * {@link FileStorage} interface on `app.storage`, with two adapters chosen by configuration:
 * - local disk (the default): under `DATA_DIR` (`DATA_DIR/uploads/<id>`, `DATA_DIR/photos/<name>`,
 *   the layout the portal always had), or a temp folder for an in-memory database;
 * - S3-compatible object storage (`STORAGE_URL=s3://bucket[/prefix]`, ./s3.ts):
 *   every instance of a cluster sees every file.
 *
 * Keys are `<area>/<name>`: `uploads/<uuid>` (checked uploads, server/services/file-storage.ts)
 * and `photos/<uuid>.<ext>` (published object photos, server/services/object-photos.ts).
 */
import type { ServerConfig } from '../../config';
import { LocalFileStorage, localStorageRoot } from './local';
import type { FileStorage } from './types';

export * from './types';
export { LocalFileStorage, localStorageRoot };

/** `s3://bucket[/prefix]` → bucket and prefix (no slashes at either end); null for anything else. */
export function parseS3Url(url: string): { bucket: string; prefix: string } | null {
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url.trim());
  if (!m) return null;
  return { bucket: m[1], prefix: (m[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

/**
 * The adapter the configuration chooses: S3 when `STORAGE_URL` is `s3://…` (the SDK is loaded
 * only then), otherwise local disk under `DATA_DIR`.
 * @throws Error when `STORAGE_URL` is set but is not `s3://bucket[/prefix]`.
 */
export async function createFileStorage(
  config: Pick<ServerConfig, 'dataDir'> & Partial<Pick<ServerConfig, 'storageUrl' | 's3'>>,
): Promise<FileStorage> {
  if (!config.storageUrl) return new LocalFileStorage(localStorageRoot(config.dataDir));
  const target = parseS3Url(config.storageUrl);
  if (!target) throw new Error(`STORAGE_URL must be s3://bucket[/prefix], got ${JSON.stringify(config.storageUrl)}`);
  const { S3FileStorage } = await import('./s3');
  return new S3FileStorage({ region: 'us-east-1', forcePathStyle: false, ...config.s3, ...target });
}

/**
 * Deletes every file of `keys`, one after another, trying them all.
 * @throws AggregateError of the failures when some could not be deleted.
 */
export async function deleteFiles(storage: FileStorage, keys: string[]): Promise<void> {
  const failed: unknown[] = [];
  for (const key of keys) await storage.delete(key).catch((e: unknown) => failed.push(e));
  if (failed.length)
    throw new AggregateError(failed, `file storage: ${failed.length} of ${keys.length} deletes failed`);
}

/**
 * The bytes of a file that must exist (a document's attached PDF, a lease's scan).
 * @throws Error when it is missing (the bytes were lost: a 500) or the store fails.
 */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Buffer> {
  const bytes = await storage.get(key);
  if (!bytes) throw new Error(`file storage: ${key} is missing`);
  return bytes;
}
