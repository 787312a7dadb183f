/**
 * The routes register themselves from their folders (issue 36; server/routes/v1.ts,
 * docs/architecture.md § How to add a resource): no shared file lists the app/v1 route plugins, and
 * every route folder default-exports the plugin @fastify/autoload registers.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_V1, ROUTES_DIR } from '../../../server/routes/v1';

/** Every folder under server/routes/ holding an `index.ts`, as `bills`, `backoffice/polls`. */
function routeFolders(dir = ROUTES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const path = join(dir, d.name);
      const own = existsSync(join(path, 'index.ts')) ? [relative(ROUTES_DIR, path)] : [];
      return [...own, ...routeFolders(path)];
    });
}

describe('routes from their folders', () => {
  it('server/app.ts names no app/v1 route folder and registers them all through registerV1Routes', () => {
    const app = readFileSync(join(ROUTES_DIR, '../app.ts'), 'utf8');
    const v1Imports = [...app.matchAll(/from '\.\/routes\/([\w/-]+)'/g)]
      .map((m) => m[1])
      .filter((f) => f !== 'v1' && !NOT_V1.test(`${f}.ts`) && !NOT_V1.test(`${f}/`));
    // payments: only its webhook, which is outside the `company` scope.
    expect(v1Imports.filter((f) => f !== 'payments')).toEqual([]);
    expect(app).not.toMatch(/await v1\.register\((?!autoload)\w+Routes/);
    expect(app).toContain('await registerV1Routes(v1)');
  });

  it('every route folder default-exports a plugin; the back office has a guard, no list', async () => {
    const folders = routeFolders().filter((f) => !NOT_V1.test(`${f}/`));
    expect(folders).toContain('utility-accounts');
    expect(folders).toContain('backoffice/polls');
    for (const folder of folders) {
      const mod = (await import(join(ROUTES_DIR, folder, 'index.ts'))) as { default?: unknown };
      expect(typeof mod.default, `server/routes/${folder}/index.ts: export default <plugin>`).toBe('function');
    }
    expect(existsSync(join(ROUTES_DIR, 'backoffice/index.ts'))).toBe(false);
    expect(existsSync(join(ROUTES_DIR, 'backoffice/autohooks.ts'))).toBe(true);
  });
});
