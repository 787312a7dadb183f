/** The file store's interface and keys (docs/architecture.md § Outside services; the adapters: ./local.ts, ./s3.ts). */
import type { Readable } from 'node:stream';

/** What the storage knows of a stored file. */
export interface StoredFileInfo {
  /** Size, bytes. */
  size: number;
  /** The store's entity tag (S3), when it has one. */
  etag?: string;
  lastModified?: Date;
}

/** A stored file opened for reading: its bytes as a stream, and what is known of it. */
export interface StoredFileStream extends StoredFileInfo {
  body: Readable;
}

/**
 * The file store. Keys are `<area>/<name>` (letters, digits, `.`, `-`, `_`); see {@link assertKey}.
 * Missing files are `null`, never an error; an unreachable store rejects.
 */
export interface FileStorage {
  /** `local` or `s3`, for logs. */
  readonly kind: 'local' | 's3';
  /** Where the files are, for the start-up log: the folder, or `s3://bucket/prefix at <endpoint>` (no credentials). */
  readonly location: string;
  /** Stores `bytes` under `key`, replacing what was there. `contentType` is kept where the store keeps one (S3). */
  put(key: string, bytes: Uint8Array, contentType?: string): Promise<void>;
  /** The whole file, or null when there is none. For small files (scans, photos): large ones use {@link stream}. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream, or null when there is none. The caller consumes or destroys `body`. */
  stream(key: string): Promise<StoredFileStream | null>;
  /** Size and tag of the file, or null when there is none. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Copies `from` to `to` inside the store (S3: server side). @throws when `from` is missing. */
  copy(from: string, to: string): Promise<void>;
  /** Deletes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /**
   * Readiness (GET /readyz, docs/architecture.md § Operations): resolves when the store takes
   * files (local: the folder is writable; S3: the bucket answers a signed request), rejects otherwise.
   */
  check(): Promise<void>;
  /** Releases connections (app close). */
  close(): Promise<void>;
}

/** The key of an upload (`uploads.id`, a UUID). */
export const uploadKey = (id: string) => `uploads/${id}`;
/** The key of a published object photo (`<uuid>.<ext>`). */
export const photoKey = (name: string) => `photos/${name}`;

const KEY = /^[a-z]+\/[0-9A-Za-z_-][0-9A-Za-z._-]{0,199}$/;

/** @throws Error for a key that is not `<area>/<name>` (no `..`, no absolute path, no other folder). */
export function assertKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`file storage: bad key ${JSON.stringify(key)}`);
  return key;
}
