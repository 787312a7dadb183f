/**
 * File storage (docs/architecture.md § Outside services; docs/rules.md R1.13): uploads are checked
 * by size, declared type
 * and magic bytes before they are kept, on local disk under DATA_DIR/uploads (a temp folder for
 * an in-memory database). Accepted: PDF, JPEG, PNG, WebP (scans and photos of documents).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Largest accepted upload, bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type UploadKind = 'pdf' | 'jpeg' | 'png' | 'webp';

const MIME: Record<UploadKind, string[]> = {
  pdf: ['application/pdf'],
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  png: ['image/png'],
  webp: ['image/webp'],
};

/** The kind of file its first bytes say it is, or null (PDF `%PDF-`, JPEG `FF D8 FF`, PNG signature, WebP `RIFF….WEBP`). */
export function sniff(head: Uint8Array): UploadKind | null {
  const at = (i: number, bytes: number[]) => bytes.every((b, k) => head[i + k] === b);
  if (at(0, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}

/** Why an upload was refused: i18n key and HTTP status. */
export class UploadRejected extends Error {
  constructor(public readonly key: 'error.tooLarge' | 'validation.fileType', public readonly status: 413 | 422) {
    super(key);
  }
}

/** The uploads folder of the configured data directory. */
export function uploadsDir(dataDir: string): string {
  const dir = dataDir === ':memory:' ? join(tmpdir(), 'aparthotel-uploads') : resolve(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Checks and keeps one upload.
 * @param body the whole file (the multipart reader stops at {@link MAX_UPLOAD_BYTES}).
 * @param declaredMime the part's Content-Type; must agree with the magic bytes.
 * @returns the stored file's id (a UUID, also its file name) and kind.
 * @throws UploadRejected when too large, or when the type is not accepted or does not match.
 */
export function storeUpload(dataDir: string, body: Buffer, declaredMime: string, truncated: boolean): { id: string; kind: UploadKind } {
  if (truncated || body.length > MAX_UPLOAD_BYTES) throw new UploadRejected('error.tooLarge', 413);
  const kind = sniff(body.subarray(0, 16));
  if (!kind || !MIME[kind].includes(declaredMime.toLowerCase())) throw new UploadRejected('validation.fileType', 422);
  const id = randomUUID();
  writeFileSync(join(uploadsDir(dataDir), id), body);
  return { id, kind };
}
