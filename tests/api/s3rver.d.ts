/** The part of `@20minutes/s3rver` (a maintained fork of s3rver, no bundled types) the tests use. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0: any free port. */
    port?: number;
    silent?: boolean;
    /** Where the buckets are kept. */
    directory?: string;
    resetOnClose?: boolean;
    /** Off: buckets only in the path (`endpoint/bucket/key`). */
    vhostBuckets?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
