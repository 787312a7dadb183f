/** Small answers compressed in one call (server/sync-compress.ts; docs/architecture.md § The server). */
import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../../../server/sync-compress';

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
