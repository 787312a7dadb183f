// @vitest-environment node
/**
 * One entity, one name in every place (issue 36 point 3; docs/architecture.md § Glossary): a rent
 * is never a `lease` in a file name, an agent never a `proxy`, a utility account never a `bill` or
 * `utilities`; the contracts, route folders, schema files, locale areas, jobs and seeds are named
 * after a resource folder of resources/ (or are one of the shared files listed here on purpose);
 * one i18n group `bookings`; the complex's clock is imported from src/domain/hotel-time.ts only.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, repoRoot } from './repo-files';

const root = repoRoot;
const tracked = repoFiles();

/** Names dropped for an entity's one name: rents, agents, utility accounts (see the glossary). */
const OLD_NAMES = /lease|prox|bill|utilities/i;
/**
 * Kept on purpose: the migrations are history (their SQL table names stay: `leases`, `proxies`),
 * and /docs/office-lease-contract.pdf is a URL clients already use.
 */
const KEPT = [/^server\/db\/migrations\//, /^public\/docs\/office-lease-contract\.pdf$/];

/** The names of the entries of a folder (files without `.ts`, or subfolders), sorted. */
function names(dir: string, kind: 'file' | 'dir'): string[] {
  return readdirSync(join(root, dir))
    .filter((n) => statSync(join(root, dir, n)).isDirectory() === (kind === 'dir'))
    .map((n) => n.replace(/\.ts$/, ''))
    .sort();
}

const resources = new Set(names('resources', 'dir'));

/**
 * Per place, the names that are not a resource folder on purpose: shared machinery, the site's
 * public parts (no Refine resource), back-office endpoints without a page of their own, and the
 * e-signature agreement and "my data" (issue 38: parts of the documents and profile screens).
 */
const SHARED: Record<string, readonly string[]> = {
  'src/contracts': [
    'api',
    // The live events the server pushes to open tabs (docs/rules.md R23): several resources' events.
    'live-events',
    'applications',
    'auth',
    'backoffice-agents',
    // A booking's price and the booking form's quote (resource bookings; docs/rules.md R5.28).
    'booking-quote',
    // The online check-in of a booking's guests (resource bookings; its shared link is public).
    'check-in',
    'common',
    'consents',
    'content',
    'endpoint',
    'esign',
    'forms',
    'index',
    'my-data',
    'objects',
    'payments',
    'services',
    'uploads',
  ],
  // `check-in`: the online check-in's shared link (resource bookings). A person's consents are
  // listed on /profile (no Refine resource of their own, docs/rules.md R21.4).
  'server/routes': [
    'auth',
    'check-in',
    'consents',
    'content',
    'dev',
    'esign',
    // The live events' ticket (docs/rules.md R23.10): several resources' events, one stream.
    'events',
    'forms',
    'ical',
    'my-data',
    'objects',
    'payments',
    'services',
    'sitemap',
    'uploads',
  ],
  'server/routes/backoffice': ['agents'],
  'server/db/schema': [
    'auth-failures',
    // The live events' single-use tickets (docs/rules.md R23.10): one stream for several resources.
    'live-events',
    // The rate calendar, stay discounts and promo codes (resources backoffice-rates, backoffice-tariffs, bookings).
    'rates',
    'channels',
    // The online check-in of a booking's guests (resource bookings; its shared link is public).
    'check-in',
    'columns',
    'company',
    'consents',
    'content',
    // Transactional e-mail's outbox and choices (docs/rules.md R22; shown on /profile).
    'email',
    'esign',
    'forms',
    'index',
    'objects',
    'payments',
    // The registration desk's table (resource backoffice-registration).
    'registration',
    'services',
    'uploads',
    'users',
  ],
  // `check-in`: the online check-in's form strings (resource bookings).
  // `email`: the e-mails' texts and the profile's e-mail choices (docs/rules.md R22).
  'src/locales/areas': ['account', 'check-in', 'email', 'esign', 'index', 'my-data', 'notices', 'services'],
  // `check-in`: the online check-in's reminder (resource bookings).
  'server/jobs': [
    'check-in',
    'index',
    'pg-boss',
    'retention',
    'runner',
    'services',
    'stats',
    'terminations',
    'uploads',
  ],
  // `content-pages` and `services-catalog` are the data of the `content` and `services` seeds.
  'server/db/seed': [
    'company',
    'consents',
    'content',
    'content-pages',
    // The demo guest's e-mail choices (docs/rules.md R22.3).
    'email',
    'index',
    'news',
    'objects',
    // The revenue demo: seasons, restrictions, discounts, the tariffs' policies, WELCOME10 (issue 39).
    'rates',
    // The registration desk's demo stays (resource backoffice-registration).
    'registration',
    'services',
    'services-catalog',
    'users',
    'util',
    'world',
  ],
};

/** The entries of one place that are neither a resource folder's name nor listed in {@link SHARED}. */
function strangers(dir: string, kind: 'file' | 'dir', prefix = ''): string[] {
  return names(dir, kind).filter((n) => !resources.has(prefix + n) && !SHARED[dir]!.includes(n));
}

describe('one name per entity (docs/architecture.md § Glossary)', () => {
  it('no tracked file name carries an old name (lease, proxy, bill, utilities)', () => {
    const bad = tracked.filter((f) => OLD_NAMES.test(f) && !KEPT.some((k) => k.test(f)));
    expect(bad).toEqual([]);
  });

  it('contracts, route folders, schema files, locale areas, jobs and seeds are named after a resource', () => {
    expect(strangers('src/contracts', 'file')).toEqual([]);
    expect(strangers('server/routes', 'dir')).toEqual([]);
    expect(strangers('server/routes/backoffice', 'dir', 'backoffice-')).toEqual([]);
    expect(strangers('server/db/schema', 'file')).toEqual([]);
    expect(strangers('src/locales/areas', 'dir').concat(strangers('src/locales/areas', 'file'))).toEqual([]);
    expect(strangers('server/jobs', 'file')).toEqual([]);
    expect(strangers('server/db/seed', 'file')).toEqual([]);
  });

  it("a table named after a resource is declared in that resource's schema file", () => {
    const misplaced = names('server/db/schema', 'file').flatMap((file) =>
      [...readFileSync(join(root, 'server/db/schema', `${file}.ts`), 'utf8').matchAll(/pgTable\(\s*'(\w+)'/g)]
        .map((m) => m[1]!.replace(/_/g, '-'))
        .filter((table) => resources.has(table) && table !== file)
        .map((table) => `${table} in ${file}.ts`),
    );
    expect(misplaced).toEqual([]);
  });

  it('the bookings strings are one i18n group, `bookings`', () => {
    for (const lang of ['ru', 'en']) {
      const account = JSON.parse(
        readFileSync(join(root, 'src/locales/areas/account', `${lang}.json`), 'utf8'),
      ) as object;
      expect(Object.keys(account)).toContain('bookings');
      expect(Object.keys(account)).not.toContain('booking');
    }
    const keyed = tracked.filter(
      (f) => /\.(ts|tsx)$/.test(f) && /[`'"]booking\.(?!com)/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(keyed).toEqual([]);
  });

  it('the complex clock is imported from src/domain/hotel-time.ts, not through src/domain/bookings.ts', () => {
    expect(readFileSync(join(root, 'src/domain/bookings.ts'), 'utf8')).not.toMatch(/export [^;]*from '\.\/hotel-time'/);
  });
});
