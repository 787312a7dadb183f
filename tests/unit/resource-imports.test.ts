/**
 * A resource's folder is its own (docs/architecture.md § Layout, issue 35 item 19, issue 36 point 4):
 * no file outside `resources/<x>/` imports anything inside it but its module, `resources/<x>/index.ts`
 * — the one src/resources.ts and src/resources-backoffice.ts list (and `resources/backoffice`'s
 * shared `BACKOFFICE_META`) — and its public surface, `resources/<x>/widgets.ts` and `forms.ts`; a back-office
 * resource of the same entity (`entityOf` of scripts/seam-counts.ts) also draws its `components/`.
 * Parts several entities draw live in src/components/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entityOf } from '../../scripts/seam-counts';

const root = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The relative module specifiers of `text`: static imports and re-exports, dynamic imports. */
function specifiers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm))
    out.push(m[1]);
  return out;
}

/** `resources/<x>` of a repository path, if it is under one. */
function resourceOf(path: string): string | undefined {
  const parts = relative(root, path).split(sep);
  return parts[0] === 'resources' && parts.length > 2 ? parts[1] : undefined;
}

/** Is `target` (resolved, no extension) a resource's module or surface: the folder, its index, its widgets or forms? */
function isModule(target: string): boolean {
  const parts = relative(root, target).split(sep);
  return (
    parts[0] === 'resources' &&
    (parts.length === 2 || (parts.length === 3 && ['index', 'widgets', 'forms'].includes(parts[2])))
  );
}

/** Is `file` a back-office resource of the entity `owner`, which may draw its `components/`? */
function isTwin(file: string, owner: string, target: string[]): boolean {
  const from = resourceOf(file);
  return from !== undefined && target[2] === 'components' && entityOf(from) === owner;
}

/**
 * The route tables, which name a resource's lazy pages as a module does: each resource's
 * `index.ts` (resources/backoffice-services/index.ts holds the modules of two folders) and the
 * public route table (src/routes.tsx: the booking form, /objects/:id/order).
 */
function isRouteTable(file: string): boolean {
  const parts = relative(root, file).split(sep);
  return (
    (parts[0] === 'resources' && parts.length === 3 && parts[2] === 'index.ts') || parts.join('/') === 'src/routes.tsx'
  );
}

/** The files outside `resources/<x>/` that import past its module into it. */
export function crossResourceImports(files: string[]): string[] {
  return files.flatMap((file) =>
    specifiers(readFileSync(file, 'utf8')).flatMap((spec) => {
      const target = resolve(dirname(file), spec).replace(/\.(ts|tsx)$/, '');
      const parts = relative(root, target).split(sep);
      if (parts[0] !== 'resources' || parts.length < 2) return [];
      const owner = parts[1];
      if (resourceOf(file) === owner || isModule(target) || isRouteTable(file) || isTwin(file, owner, parts)) return [];
      return [`${relative(root, file)} → ${spec}`];
    }),
  );
}

describe('resource folders', () => {
  const files = ['src', 'resources', 'providers', 'server', 'scripts']
    .filter((d) => existsSync(join(root, d)))
    .flatMap((d) => sources(join(root, d)));

  it("no page, component or other resource imports a resource's components", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(crossResourceImports(files)).toEqual([]);
  });

  it('catches such an import', () => {
    const probe = join(root, 'src', 'pages', 'dashboard.tsx');
    const text = "import { TenantSummary } from '../../resources/rents/components/tenant-summary';";
    const found = specifiers(text).map((spec) => resolve(dirname(probe), spec));
    expect(found.map((t) => relative(root, t))).toEqual([join('resources', 'rents', 'components', 'tenant-summary')]);
    expect(isModule(found[0])).toBe(false);
    expect(isModule(join(root, 'resources', 'rents'))).toBe(true);
    expect(isModule(join(root, 'resources', 'rents', 'index'))).toBe(true);
    expect(isModule(join(root, 'resources', 'rents', 'widgets'))).toBe(true);
    expect(isModule(join(root, 'resources', 'rents', 'forms'))).toBe(true);
  });

  it("lets a back-office resource draw its own entity's components, and no other's", () => {
    const from = (r: string) => join(root, 'resources', r, 'list.tsx');
    expect(isTwin(from('backoffice-rents'), 'rents', ['resources', 'rents', 'components', 'x'])).toBe(true);
    expect(isTwin(from('backoffice-applications'), 'owner-rooms', ['resources', 'owner-rooms', 'components'])).toBe(
      true,
    );
    expect(isTwin(from('backoffice-rents'), 'documents', ['resources', 'documents', 'components'])).toBe(false);
    expect(isTwin(from('owner-rooms'), 'rents', ['resources', 'rents', 'components'])).toBe(false);
  });
});
