/** Small answers compressed in one call (server/sync-compress.ts; docs/architecture.md § The server). */
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { compressSmall, pickEncoding, SMALL_MAX_BYTES } from '../../../server/sync-compress';

describe('pickEncoding', () => {
  it('prefers br, then gzip, honours q=0 and the wildcard', () => {
    expect(pickEncoding('br, gzip')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('x-gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('')).toBeNull();
  });
});

describe('compressSmall', () => {
  const reply = (type: string) => {
    const h = new Map<string, unknown>([['content-type', type]]);
    return {
      getHeader: (k: string) => h.get(k),
      header: (k: string, v: unknown) => void h.set(k, v),
      removeHeader: (k: string) => void h.delete(k),
      h,
    };
  };
  const req = { headers: { 'accept-encoding': 'br, gzip' } };
  const json = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ i, name: 'Апартаменты' })) });
  const run = (type: string, payload: unknown) => {
    const r = reply(type);
    return compressSmall(req as never, r as never, payload).then((out) => ({ out, r }));
  };

  it('compresses a JSON answer in one call, with its encoding and Vary', async () => {
    const { out, r } = await run('application/json; charset=utf-8', json);
    expect(r.h.get('content-encoding')).toBe('br');
    expect(r.h.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(out as Buffer).toString()).toBe(json);
  });

  it('leaves a PDF, a tiny answer and one over 64 KB to the plugin', async () => {
    const pdf = Buffer.alloc(4096, 1);
    expect((await run('application/pdf', pdf)).out).toBe(pdf);
    expect((await run('application/json', '{"a":1}')).out).toBe('{"a":1}');
    const big = 'x'.repeat(SMALL_MAX_BYTES + 1);
    expect((await run('application/json', big)).out).toBe(big);
  });
});
