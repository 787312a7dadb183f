/**
 * Personal data at rest (docs/rules.md R20.3): identity fields — guests' names, dates of birth,
 * documents, addresses, migration cards and visas — are stored sealed with AES-256-GCM
 * (node:crypto), a fresh 12-byte IV per value and the 16-byte tag checked on opening. The key is
 * `PERSONAL_DATA_KEY` (32 bytes, base64; README § Configuration):
 *
 * - set: that key, on every instance alike;
 * - unset outside production, or with `DATA_DIR=:memory:`: a fixed development key (tests, dev);
 * - unset in production on the embedded database: a random key kept in `DATA_DIR/personal-data.key`
 *   (mode 0600), made at the first start, with a warning — one instance, one key;
 * - unset in production on PostgreSQL (`DATABASE_URL`): refused at start, since instances would
 *   seal with different keys.
 *
 * A sealed value reads `v1.<iv>.<tag>.<ciphertext>` (base64 parts). Never log an opened value.
 *
 * @module
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const KEY_FILE = 'personal-data.key';

/** Seals and opens personal data with one key. */
export interface PersonalDataVault {
  /** Where the key came from, for the start log: `env`, `file` or `development`. */
  readonly keySource: 'env' | 'file' | 'development';
  /** JSON-serialises `value` and seals it. */
  seal(value: unknown): string;
  /**
   * Opens a value {@link seal} made.
   *
   * @throws Error when the value is not sealed or was sealed with another key (the GCM tag fails)
   */
  open<T>(sealed: string): T;
}

/** The settings the key depends on (a subset of server/config.ts ServerConfig). */
export interface PersonalDataKeySettings {
  production: boolean;
  dataDir: string;
  databaseUrl?: string;
  /** `PERSONAL_DATA_KEY`, base64. */
  personalDataKey?: string;
}

/** The development key: fixed, derived from a public phrase, so it protects nothing. */
const DEVELOPMENT_KEY = createHash('sha256').update('gk-portal development personal-data key').digest();

/** `PERSONAL_DATA_KEY` → 32 bytes. @throws Error when it is not 32 bytes of base64. */
function keyFromBase64(raw: string): Buffer {
  const key = Buffer.from(raw.trim(), 'base64');
  if (key.length !== 32) throw new Error('PERSONAL_DATA_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  return key;
}

/**
 * Resolves the key as the module comment says.
 *
 * @throws Error when `PERSONAL_DATA_KEY` is malformed, or unset in production on PostgreSQL
 */
export function resolvePersonalDataKey(settings: PersonalDataKeySettings): {
  key: Buffer;
  source: PersonalDataVault['keySource'];
} {
  if (settings.personalDataKey) return { key: keyFromBase64(settings.personalDataKey), source: 'env' };
  if (!settings.production || settings.dataDir === ':memory:') return { key: DEVELOPMENT_KEY, source: 'development' };
  if (settings.databaseUrl)
    throw new Error(
      'PERSONAL_DATA_KEY is required in production with DATABASE_URL: every instance must seal with one key',
    );
  const file = join(settings.dataDir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(settings.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { key: keyFromBase64(readFileSync(file, 'utf8')), source: 'file' };
}

/** A vault over `key` (32 bytes). */
export function personalDataVault(key: Buffer, keySource: PersonalDataVault['keySource'] = 'env'): PersonalDataVault {
  return {
    keySource,
    seal(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(
        '.',
      );
    },
    open<T>(sealed: string): T {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed personal-data value');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
      return JSON.parse(text) as T;
    },
  };
}

/** The vault for the server's settings (buildApp decorates it as `app.personalData`). @throws as {@link resolvePersonalDataKey} */
export function createPersonalDataVault(settings: PersonalDataKeySettings): PersonalDataVault {
  const { key, source } = resolvePersonalDataKey(settings);
  return personalDataVault(key, source);
}
