/**
 * The names of a resource `npm run new:resource` writes (scripts/new-resource.ts): kebab, camel and
 * Pascal forms, singular, the roles it may be given, and the generator's paths.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** A tool of node_modules/.bin. */
export const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/** Roles a generated resource may be given (the back office is written by hand, under /backoffice). */
export const ALLOWED_ROLES = ['guest', 'owner'] as const;
export type GenRole = (typeof ALLOWED_ROLES)[number];

/** The sider group: the person's own pages (`account`) when a guest may use it, else the owner's. */
export const groupOf = (roles: readonly GenRole[]) => (roles.includes('guest') ? 'account' : 'owner');

/** Every spelling of the resource's name the files need. */
export interface Names {
  /** `parking-permits`: Refine resource, policy row, URL path, folders, i18n key. */
  kebab: string;
  /** `parkingPermits`: the table, the endpoints, the module, the routes. */
  camel: string;
  /** `ParkingPermits`. */
  pascal: string;
  /** `ParkingPermit`: the record's types. */
  one: string;
  /** `parkingPermit`: the record's schemas. */
  oneCamel: string;
  /** `parking_permits`: the SQL table. */
  snake: string;
  /** `PARKING_PERMITS`: constants. */
  upper: string;
}

const camelOf = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascalOf = (kebab: string) => camelOf(kebab).replace(/^./, (c) => c.toUpperCase());
/** `permits` → `permit`, `categories` → `category`, `addresses` → `address`; otherwise the word itself. */
const singularOf = (kebab: string) =>
  kebab
    .replace(/ies$/, 'y')
    .replace(/(ss|x|ch|sh)es$/, '$1')
    .replace(/([^s])s$/, '$1');

export function namesOf(kebab: string, singular = singularOf(kebab)): Names {
  const pascal = pascalOf(kebab);
  const one = pascalOf(singular === kebab ? `${kebab}-item` : singular);
  return {
    kebab,
    camel: camelOf(kebab),
    pascal,
    one,
    oneCamel: one.replace(/^./, (c) => c.toLowerCase()),
    snake: kebab.replace(/-/g, '_'),
    upper: kebab.replace(/-/g, '_').toUpperCase(),
  };
}

/** A key of an object literal: bare when it can be, quoted otherwise (Prettier's `as-needed`). */
export const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`);

/** What the generator was asked for. */
export interface Spec {
  n: Names;
  roles: GenRole[];
  titleEn: string;
  titleRu: string;
}

export const words = (kebab: string) => kebab.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
