/**
 * A real S3-compatible server for tests (issue 25; docs/architecture.md § Outside services):
 * `@20minutes/s3rver` (a maintained fork of s3rver; it checks the SigV4 signatures of the
 * `S3RVER`/`S3RVER` key pair) on a free loopback port, keeping its buckets in a temp folder that
 * {@link TestS3.stop} removes. Not a mock: the app's S3 adapter talks HTTP to it through
 * `@aws-sdk/client-s3` exactly as to Yandex Object Storage or MinIO.
 *
 *   const s3 = await startS3Server();
 *   const app = await buildApp({ config: { ...s3.config } });   // in process
 *   spawn('node', [...], { env: { ...process.env, ...s3.env } }); // another instance
 *   await s3.stop();
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { ServerConfig } from '../../server/config';

export interface TestS3 {
  /** `http://127.0.0.1:<port>`. */
  endpoint: string;
  bucket: string;
  /** The app's configuration for this server (`STORAGE_URL=s3://<bucket>/<prefix>` and `S3_*`). */
  config: Pick<ServerConfig, 'storageUrl' | 's3'>;
  /** The same as environment variables, for a server started as a process. */
  env: Record<string, string>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

/**
 * Starts the server with one empty bucket (default `portal-files`).
 * @param opts.prefix the key prefix of `STORAGE_URL` (default none).
 */
export async function startS3Server(opts: { bucket?: string; prefix?: string } = {}): Promise<TestS3> {
  const bucket = opts.bucket ?? 'portal-files';
  const directory = await mkdtemp(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storageUrl = `s3://${bucket}${opts.prefix ? `/${opts.prefix}` : ''}`;
  const s3 = { endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  let stopped = false;
  return {
    endpoint,
    bucket,
    config: { storageUrl, s3 },
    env: {
      STORAGE_URL: storageUrl,
      S3_ENDPOINT: endpoint,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
