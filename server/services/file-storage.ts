/**
 * Upload checks (docs/architecture.md § Outside services; docs/rules.md R1.13): uploads are checked
 * by size, declared type and magic bytes (the `file-type` library) before they are kept in the
 * file store (`app.storage`, server/services/storage/index.ts: local disk under DATA_DIR/uploads,
 * or S3) under the key `uploads/<id>`. Accepted: PDF, JPEG, PNG, WebP (scans and photos of documents).
 */
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { uploadKey, type FileStorage } from './storage';
import { MAX_UPLOAD_BYTES } from '../../src/domain/uploads';

/** Largest accepted upload, bytes (10 MB): the contract's, which the browser checks too. */
export { MAX_UPLOAD_BYTES };

export type UploadKind = 'pdf' | 'jpeg' | 'png' | 'webp';

const MIME: Record<UploadKind, string[]> = {
  pdf: ['application/pdf'],
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  png: ['image/png'],
  webp: ['image/webp'],
};

/** The Content-Type a stored file of `kind` is served with. */
export const mimeOfKind = (kind: string): string => MIME[kind as UploadKind]?.[0] ?? 'application/octet-stream';

/** The accepted kinds by the MIME type `file-type` reports for their magic bytes. */
const KIND_OF_DETECTED: Record<string, UploadKind> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The kind of file its bytes say it is, or null for anything else (a GIF, an executable, text).
 * Detection is the `file-type` library's (magic bytes and, for PNG, a well-formed chunk
 * structure), not our own signature table.
 */
export async function sniff(body: Uint8Array): Promise<UploadKind | null> {
  const detected = await fileTypeFromBuffer(body);
  return (detected && Object.hasOwn(KIND_OF_DETECTED, detected.mime) && KIND_OF_DETECTED[detected.mime]) || null;
}

/** Why an upload was refused: i18n key and HTTP status. */
export class UploadRejected extends Error {
  constructor(
    public readonly key: 'error.tooLarge' | 'validation.fileType',
    public readonly status: 413 | 422,
  ) {
    super(key);
  }
}

/**
 * Checks and keeps one upload: nothing reaches the store unless every check passed.
 * @param storage the file store (`app.storage`); the file is kept under `uploads/<id>`.
 * @param body the whole file (the multipart reader stops at {@link MAX_UPLOAD_BYTES}).
 * @param declaredMime the part's Content-Type; must agree with the magic bytes.
 * @returns (a promise of) the stored file's id (a UUID, also its file name) and kind.
 * @throws UploadRejected when too large, or when the type is not accepted or does not match;
 *         the store's error when it cannot keep the file (a 500).
 */
export async function storeUpload(
  storage: FileStorage,
  body: Buffer,
  declaredMime: string,
  truncated: boolean,
): Promise<{ id: string; kind: UploadKind }> {
  if (truncated || body.length > MAX_UPLOAD_BYTES) throw new UploadRejected('error.tooLarge', 413);
  const kind = await sniff(body);
  if (!kind || !MIME[kind].includes(declaredMime.toLowerCase())) throw new UploadRejected('validation.fileType', 422);
  const id = randomUUID();
  await storage.put(uploadKey(id), body, MIME[kind][0]);
  return { id, kind };
}
