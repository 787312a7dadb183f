// @vitest-environment node
/**
 * Issue 24 item 3: the account area is split by role and screen (docs/architecture.md § The SPA).
 * Over the source's static imports (`import … from`, `export … from`; type-only imports and lazy
 * `import()` left out, as the bundler splits there): what a tenant's screen loads before it draws —
 * the Refine root, the account layout and the page — reaches no back-office module and no chart
 * library, and the Refine root itself does not reach @refinedev/antd. The built files are checked
 * by `npm run size` (scripts/size-account.ts: bytes per screen).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** A relative specifier as a repository file, or null (a package). */
function resolveFile(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = normalize(join(dirname(from), spec));
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.(ts|tsx)$/.test(c) && existsSync(join(root, c))) return c;
  }
  return null;
}

/** Every repository file and package the files `starts` reach by static imports. */
function staticClosure(...starts: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const walk = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, spec] of source.matchAll(STATIC_IMPORT)) {
      const next = resolveFile(file, spec!);
      if (next) walk(next);
      else if (!spec!.startsWith('.')) packages.add(spec!);
    }
  };
  starts.forEach((s) => walk(relative(root, join(root, s))));
  return { files, packages };
}

const BACK_OFFICE = /^(resources\/backoffice|src\/resources-backoffice|src\/components\/backoffice\/)/;
const CHARTS = /^(@ant-design\/(charts|plots)|@antv\/)/;
const ROOT = ['src/refine-app.tsx', 'src/layouts/account-layout.tsx'];
/** A tenant's screens (issue 24): the dashboard, a utility account, a lease, and their lists. */
const TENANT_PAGES = [
  'src/pages/dashboard.tsx',
  'resources/utility-accounts/show.tsx',
  'resources/utility-accounts/list.tsx',
  'resources/rents/show.tsx',
  'resources/rents/list.tsx',
  'resources/bookings/show.tsx',
  'resources/documents/list.tsx',
  'resources/notifications/list.tsx',
  'resources/profile/profile.tsx',
];

describe('the account area split by role and screen', () => {
  it.each(TENANT_PAGES)("a tenant's %s reaches no back-office module and no chart library", (page) => {
    const { files, packages } = staticClosure(...ROOT, page);
    expect(files.has(page)).toBe(true);
    expect([...files].filter((f) => BACK_OFFICE.test(f))).toEqual([]);
    expect([...packages].filter((p) => CHARTS.test(p))).toEqual([]);
  });

  it('the Refine root reaches neither @refinedev/antd nor the back office (a chunk of its own)', () => {
    const { files, packages } = staticClosure('src/refine-app.tsx');
    expect(files.has('src/resources.ts')).toBe(true);
    expect([...packages].filter((p) => p.startsWith('@refinedev/antd'))).toEqual([]);
    expect([...files].filter((f) => BACK_OFFICE.test(f))).toEqual([]);
  });

  it('the walker sees a static import of the back office (the check can fail)', () => {
    const { files } = staticClosure('src/resources-backoffice.ts');
    expect([...files].some((f) => f.startsWith('resources/backoffice-occupancy/'))).toBe(true);
    expect(staticClosure('resources/backoffice-dashboard/components/charts.tsx').packages).toContain(
      '@ant-design/charts',
    );
  });
});
