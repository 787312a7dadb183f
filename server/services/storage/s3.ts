/**
 * The S3-compatible adapter of {@link FileStorage} (docs/architecture.md § Outside services),
 * through `@aws-sdk/client-s3`: any S3 API (Yandex Object Storage, VK Cloud, MinIO, AWS). Only
 * plain object calls (Put/Get/Head/Copy/DeleteObject), no AWS-only features; the
 * SDK's default request checksums and response validation are asked for only when an operation
 * requires them, because older S3 servers refuse or mangle the new checksum headers.
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertKey, type FileStorage, type StoredFileInfo, type StoredFileStream } from './types';

/** Where and how to reach the bucket (README § Configuration: `STORAGE_URL`, `S3_*`). */
export interface S3StorageOptions {
  bucket: string;
  /** Prepended to every key with a `/` (empty: keys at the bucket's root). */
  prefix: string;
  /** The S3 API address (`https://storage.yandexcloud.net`); the AWS default when empty. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's default credential chain (`AWS_*` variables, profiles). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, local servers). */
  forcePathStyle: boolean;
}

/** How long /readyz waits for the bucket, ms. */
const CHECK_TIMEOUT_MS = 3_000;

/** The key /readyz reads: never written, so the answer is "no such key" from a bucket that exists. */
const PROBE_KEY = '.readyz-probe';

const status = (e: unknown) => (e as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
/** A missing object (not a missing bucket: that is the store's failure, not the file's). */
const isMissing = (e: unknown) => {
  const name = (e as { name?: string })?.name;
  return name !== 'NoSuchBucket' && (name === 'NoSuchKey' || name === 'NotFound' || status(e) === 404);
};
const orNull = (e: unknown) => {
  if (isMissing(e)) return null;
  throw e;
};

/** Files as objects of one bucket, key `<prefix>/<area>/<name>`. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly location: string;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(opts: S3StorageOptions) {
    this.bucket = opts.bucket;
    this.prefix = opts.prefix ? `${opts.prefix}/` : '';
    this.location = `s3://${opts.bucket}/${this.prefix} at ${opts.endpoint || 'AWS'} (${opts.region})`;
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint || undefined,
      forcePathStyle: opts.forcePathStyle,
      credentials:
        opts.accessKeyId && opts.secretAccessKey
          ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
          : undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer fails the request instead of holding it (and /readyz) forever.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 60_000 },
    });
  }

  private key(key: string): string {
    return this.prefix + assertKey(key);
  }

  async put(key: string, bytes: Uint8Array, contentType?: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(key),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const r = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) })).catch(orNull);
    if (!r?.Body) return null;
    return Buffer.from(await r.Body.transformToByteArray());
  }

  async stream(key: string): Promise<StoredFileStream | null> {
    const r = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) })).catch(orNull);
    if (!r?.Body) return null;
    return {
      body: r.Body as Readable,
      size: r.ContentLength ?? 0,
      etag: r.ETag,
      lastModified: r.LastModified,
    };
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    const r = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) })).catch(orNull);
    return r ? { size: r.ContentLength ?? 0, etag: r.ETag, lastModified: r.LastModified } : null;
  }

  async copy(from: string, to: string): Promise<void> {
    const source = `${this.bucket}/${this.key(from)}`.split('/').map(encodeURIComponent).join('/');
    await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: this.key(to), CopySource: source }));
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) })).catch(orNull);
  }

  /**
   * One GET of a key that is never written: `NoSuchKey` (or the object) proves the endpoint
   * answers, the signature and credentials are accepted and the bucket exists; `NoSuchBucket`,
   * `AccessDenied`, a refused connection or no answer within 3 s reject. Not HeadBucket: a HEAD
   * has no error body to tell a missing bucket from a bad signature, and some S3 servers (the
   * tests' s3rver among them) sign the path-style `/bucket/` form of bucket calls differently.
   * Read-only, so a versioned bucket gathers nothing. Needs list permission on the bucket, as
   * S3 answers AccessDenied instead of NoSuchKey without it.
   */
  async check(): Promise<void> {
    const r = await this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + PROBE_KEY }), {
        abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      })
      .catch((e: unknown) => {
        if ((e as { name?: string })?.name === 'NoSuchKey') return null;
        throw e;
      });
    (r?.Body as Readable | undefined)?.destroy();
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
