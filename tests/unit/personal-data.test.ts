import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createPersonalDataVault,
  personalDataVault,
  resolvePersonalDataKey,
} from '../../server/services/personal-data';

const key = Buffer.alloc(32, 7);

describe('personal data sealed at rest (docs/rules.md R20.3)', () => {
  it('seals a value so the plain text is not in it, and opens it back', () => {
    const vault = personalDataVault(key);
    const sealed = vault.seal({ documentNumber: '123456', surname: 'Иванов' });
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('123456');
    expect(Buffer.from(sealed.split('.')[3], 'base64').toString('utf8')).not.toContain('123456');
    expect(vault.open(sealed)).toEqual({ documentNumber: '123456', surname: 'Иванов' });
    expect(vault.seal('x')).not.toBe(vault.seal('x'));
  });

  it('refuses a value sealed with another key or tampered with', () => {
    const sealed = personalDataVault(key).seal({ a: 1 });
    expect(() => personalDataVault(Buffer.alloc(32, 8)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('{"a":2}').toString('base64');
    expect(() => personalDataVault(key).open(parts.join('.'))).toThrow();
    expect(() => personalDataVault(key).open('plain text')).toThrow(/not a sealed/);
  });

  it('takes PERSONAL_DATA_KEY, refuses a malformed one, and refuses production on PostgreSQL without it', () => {
    const b64 = key.toString('base64');
    expect(resolvePersonalDataKey({ production: true, dataDir: '/x', personalDataKey: b64 })).toEqual({
      key,
      source: 'env',
    });
    expect(() => resolvePersonalDataKey({ production: false, dataDir: '/x', personalDataKey: 'c2hvcnQ=' })).toThrow(
      /32 bytes/,
    );
    expect(resolvePersonalDataKey({ production: false, dataDir: '/x' }).source).toBe('development');
    expect(() => resolvePersonalDataKey({ production: true, dataDir: '/x', databaseUrl: 'postgres://db/x' })).toThrow(
      /PERSONAL_DATA_KEY is required/,
    );
  });

  it('in production on the embedded database makes a private key file once and keeps using it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pd-key-'));
    const first = createPersonalDataVault({ production: true, dataDir });
    expect(first.keySource).toBe('file');
    const file = join(dataDir, 'personal-data.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toHaveLength(32);
    const again = createPersonalDataVault({ production: true, dataDir });
    expect(again.open(first.seal({ ok: true }))).toEqual({ ok: true });
  });
});
