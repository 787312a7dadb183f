/** Proxy validity, scopes, form dates and expiry reminders (src/domain/agents.ts; docs/rules.md R3.7, R12.3, R12.10). */
import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  defaultProxyExpiry,
  proxyAllows,
  proxyDateIssues,
  proxyState,
  proxyValid,
  reminderDue,
  type ProxyTerms,
} from '../../../src/domain/agents';

const p = (over: Partial<ProxyTerms> = {}): ProxyTerms => ({
  issuedOn: '2026-01-10',
  expiresOn: '2026-12-31',
  verification: 'verified',
  revokedAt: null,
  acts: ['view', 'pay'],
  ...over,
});

describe('proxy validity', () => {
  it('is valid from the issue date to the expiry date, both inclusive', () => {
    expect(proxyValid(p(), '2026-01-09')).toBe(false);
    expect(proxyValid(p(), '2026-01-10')).toBe(true);
    expect(proxyValid(p(), '2026-12-31')).toBe(true);
    expect(proxyValid(p(), '2027-01-01')).toBe(false);
  });

  it('states: scheduled, active, expiring from 30 days left, expired', () => {
    expect(proxyState(p(), '2026-01-09')).toBe('scheduled');
    expect(proxyState(p(), '2026-11-30')).toBe('active');
    expect(proxyState(p(), '2026-12-01')).toBe('expiring');
    expect(proxyState(p(), '2027-01-01')).toBe('expired');
  });

  it('is never valid while pending, rejected or once revoked', () => {
    expect(proxyState(p({ verification: 'pending' }), '2026-06-01')).toBe('pending');
    expect(proxyValid(p({ verification: 'pending' }), '2026-06-01')).toBe(false);
    expect(proxyState(p({ verification: 'rejected' }), '2026-06-01')).toBe('rejected');
    expect(proxyState(p({ revokedAt: new Date() }), '2026-06-01')).toBe('revoked');
    expect(proxyValid(p({ revokedAt: new Date() }), '2026-06-01')).toBe(false);
    expect(proxyState(p({ verification: 'pending' }), '2027-01-01')).toBe('expired');
  });

  it('allows only its acts, and only while valid', () => {
    expect(proxyAllows(p(), '2026-06-01', 'view')).toBe(true);
    expect(proxyAllows(p(), '2026-06-01', 'pay')).toBe(true);
    expect(proxyAllows(p(), '2026-06-01', 'vote')).toBe(false);
    expect(proxyAllows(p(), '2027-01-01', 'view')).toBe(false);
  });

  it('counts days left (0 on the last day)', () => {
    expect(daysLeft('2026-12-31', '2026-12-31')).toBe(0);
    expect(daysLeft('2026-12-31', '2026-12-01')).toBe(30);
    expect(daysLeft('2026-12-31', '2027-01-02')).toBe(-2);
  });
});

describe('form dates', () => {
  it('issue not after today, expiry after issue and not before today', () => {
    expect(proxyDateIssues('2026-05-01', '2027-05-01', '2026-05-01')).toEqual([]);
    expect(proxyDateIssues('2026-05-02', '2027-05-01', '2026-05-01')).toEqual([
      { field: 'issuedOn', code: 'issuedInFuture' },
    ]);
    expect(proxyDateIssues('2026-05-01', '2026-05-01', '2026-05-01')).toEqual([
      { field: 'expiresOn', code: 'expiresBeforeIssue' },
    ]);
    expect(proxyDateIssues('2025-01-01', '2026-04-30', '2026-05-01')).toEqual([
      { field: 'expiresOn', code: 'alreadyExpired' },
    ]);
    expect(proxyDateIssues('2025-01-01', '2026-05-01', '2026-05-01')).toEqual([]);
  });

  it('proposes one year (Civil Code art. 186)', () => {
    expect(defaultProxyExpiry('2026-03-01')).toBe('2027-03-01');
  });
});

describe('reminders', () => {
  it('30 days before, then 7 days before, each once', () => {
    expect(reminderDue('2026-12-31', '2026-11-30', [])).toBeNull();
    expect(reminderDue('2026-12-31', '2026-12-01', [])).toBe(30);
    expect(reminderDue('2026-12-31', '2026-12-02', [30])).toBeNull();
    expect(reminderDue('2026-12-31', '2026-12-23', [30])).toBeNull();
    expect(reminderDue('2026-12-31', '2026-12-24', [30])).toBe(7);
    expect(reminderDue('2026-12-31', '2026-12-25', [30, 7])).toBeNull();
    expect(reminderDue('2026-12-31', '2027-01-01', [])).toBeNull();
  });

  it('a proxy added with less than a week left gets only the 7-day one', () => {
    expect(reminderDue('2026-12-31', '2026-12-28', [])).toBe(7);
    expect(reminderDue('2026-12-31', '2026-12-29', [7])).toBeNull();
  });
});
