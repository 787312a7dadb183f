/**
 * The request log's line (server/hardening.ts `logSerializers`): no query string, and the token of
 * a shared online check-in link (`/check-in/{token}`, docs/rules.md R20.2) masked.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { logSerializers, maskSecretPath } from '../../../server/hardening';

const line = (url: string) => logSerializers.req({ method: 'GET', url, ip: '127.0.0.1' } as FastifyRequest);

describe('the request log line', () => {
  it("masks the check-in link's token and drops the query", () => {
    expect(line('/check-in/Zm9vYmFyLXNlY3JldC10b2tlbg?lang=en')).toEqual({
      method: 'GET',
      url: '/check-in/***',
      remoteAddress: '127.0.0.1',
    });
    expect(maskSecretPath('/en/check-in')).toBe('/en/check-in');
  });

  it('leaves other paths, and the API paths by guest number, as they are', () => {
    expect(line('/bookings/12/check-in').url).toBe('/bookings/12/check-in');
    expect(line('/api/app/v1/check-in/2?token=secret').url).toBe('/api/app/v1/check-in/2');
  });
});
