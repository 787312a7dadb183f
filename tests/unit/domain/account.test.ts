import { describe, expect, it } from 'vitest';
import { otherRole, RETENTION_MONTHS, retentionCutoff } from '../../../src/domain/account';

describe('retentionCutoff (R7.4: kept up to six months)', () => {
  it('goes back six calendar months', () => {
    expect(RETENTION_MONTHS).toBe(6);
    expect(retentionCutoff(new Date('2026-11-20T10:00:00Z')).toISOString()).toBe('2026-05-20T10:00:00.000Z');
    expect(retentionCutoff(new Date('2026-03-15T00:00:00Z')).toISOString()).toBe('2025-09-15T00:00:00.000Z');
  });
  it('clamps the 31st to the last day of a shorter month', () => {
    expect(retentionCutoff(new Date('2026-08-31T12:00:00Z')).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(retentionCutoff(new Date('2028-08-31T12:00:00Z')).toISOString()).toBe('2028-02-29T12:00:00.000Z');
  });
});

describe('otherRole', () => {
  it('switches between guest and owner only for a person holding both', () => {
    expect(otherRole('owner', ['guest', 'owner'])).toBe('guest');
    expect(otherRole('guest', ['guest', 'owner'])).toBe('owner');
    expect(otherRole('guest', ['guest'])).toBeNull();
    expect(otherRole('guest', ['guest', 'agent'])).toBeNull();
  });
});
