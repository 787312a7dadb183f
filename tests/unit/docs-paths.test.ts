// @vitest-environment node
/**
 * The docs match the code (issue 27; docs/architecture.md § Conventions): every repository path
 * that `docs/*.md` and README.md name in backticks exists. A path is a backticked text that starts
 * with one of the repository's top-level folders (`src/…`, `server/…`, `resources/…`,
 * `providers/…`, `tests/…`, `scripts/…`, `docs/…`, `public/…`) or is a root config file; `<name>`,
 * `{id}`, `*` and `…` mark a pattern, which must match at least one tracked file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, repoRoot } from './repo-files';

const root = repoRoot;
const tracked = repoFiles();
const files = new Set(tracked);
const dirs = new Set(
  tracked.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const TOP = /^(src|server|resources|providers|tests|scripts|docs|public|\.ci)\//;
const ROOT_FILES = /^(package\.json|tsconfig\.json|README\.md|redocly\.yaml|[\w-]+\.config\.(ts|js))$/;

/** Backticked repository paths of one markdown text, with their line numbers. */
export function docPaths(text: string): { path: string; line: number }[] {
  const out: { path: string; line: number }[] = [];
  text.split('\n').forEach((l, i) => {
    for (const m of l.matchAll(/`([^`\s]+)`/g)) {
      const raw = m[1]
        .replace(/[),.;:]+$/, '')
        .replace(/#.*$/, '')
        .replace(/:\d+(-\d+)?$/, '');
      if (TOP.test(raw) || ROOT_FILES.test(raw)) out.push({ path: raw, line: i + 1 });
    }
  });
  return out;
}

/** Whether `p` names a tracked file or folder, or (as a pattern) matches one. */
export function exists(p: string): boolean {
  const clean = p.replace(/\/$/, '');
  if (files.has(clean) || dirs.has(clean)) return true;
  if (!/[<{*…]/.test(clean)) return false;
  const re = new RegExp(
    `^${clean
      .split(/(<[^>]+>|\{[^}]+\}|\*\*|\*|…)/)
      .map((part, i) => (i % 2 ? (part === '**' ? '.*' : '[^/]+') : part.replace(/[.+?^$()|[\]\\]/g, '\\$&')))
      .join('')}(/.*)?$`,
  );
  return tracked.some((f) => re.test(f)) || [...dirs].some((d) => re.test(d));
}

const docs = ['README.md', ...tracked.filter((f) => /^docs\/.+\.md$/.test(f))];

describe('paths the docs name', () => {
  it('finds the docs and their paths', () => {
    expect(docs.length).toBeGreaterThan(1);
    expect(docPaths(readFileSync(join(root, 'docs/architecture.md'), 'utf8')).length).toBeGreaterThan(50);
  });

  it('all exist in the repository', () => {
    const missing = docs.flatMap((d) =>
      docPaths(readFileSync(join(root, d), 'utf8'))
        .filter(({ path }) => !exists(path))
        .map(({ path, line }) => `${d}:${line} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('would notice a path that does not exist', () => {
    expect(exists('src/domain/utility-accounts.ts')).toBe(true);
    expect(exists('resources/<name>/index.ts')).toBe(true);
    expect(exists('src/domain/no-such-file.ts')).toBe(false);
    expect(docPaths('see `server/db/schema/nothing.ts`, and `npm test`')).toEqual([
      { path: 'server/db/schema/nothing.ts', line: 1 },
    ]);
  });
});
