// @vitest-environment node
/**
 * The repository explains itself (docs/architecture.md § Conventions): comments and API
 * descriptions cite documents that are in the repository — `docs/rules.md` rule ids and
 * `docs/architecture.md` sections — never documents kept outside it. This test fails when a
 * tracked source file names an outside document, or cites a rule id or a section that the docs do
 * not have.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Tracked files whose text is code or comments (docs, data and landed migrations excluded). */
function sourceFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  return tracked.filter(
    (f) =>
      /\.(ts|tsx|js|mjs|cjs|css|html)$/.test(f) &&
      // Landed migrations are never edited (docs/architecture.md § Data).
      !f.startsWith('server/db/migrations/') &&
      f !== 'tests/unit/docs-references.test.ts',
  );
}

/** Names of documents outside the repository that comments must not cite. */
const OUTSIDE = [
  /\b(?:SPEC|ARCHITECTURE|STYLE|DESIGN)\.md\b/,
  /\.\.\/shared\//,
  /\bSPEC\s*§/,
  /\bSPEC's\b/,
  /\bDESIGN\s+"/,
];

/** Every rule id that docs/rules.md defines (`- **R5.4 …**`). */
function ruleIds(): Set<string> {
  return new Set([...read('docs/rules.md').matchAll(/^- \*\*(R\d+\.\d+)\b/gm)].map((m) => m[1]));
}

/** Areas of docs/rules.md (`## R5 …`). */
function ruleAreas(): Set<string> {
  return new Set([...read('docs/rules.md').matchAll(/^## (R\d+) /gm)].map((m) => m[1]));
}

/** Section titles of docs/architecture.md (`## Request path`). */
function architectureSections(): Set<string> {
  return new Set([...read('docs/architecture.md').matchAll(/^## (.+)$/gm)].map((m) => m[1].trim()));
}

describe('references in source files (docs/architecture.md § Conventions)', () => {
  const files = sourceFiles();
  const texts = files.map((f) => [f, read(f)] as const);

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(ruleIds().size).toBeGreaterThan(100);
  });

  it('cite no document kept outside the repository', () => {
    const found: string[] = [];
    for (const [f, text] of texts) {
      text.split('\n').forEach((line, i) => {
        if (OUTSIDE.some((re) => re.test(line))) found.push(`${f}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('cite only rule ids that docs/rules.md defines', () => {
    const ids = ruleIds();
    const areas = ruleAreas();
    const missing: string[] = [];
    for (const [f, text] of texts) {
      for (const m of text.matchAll(/\bR(\d{1,2})\.(\d{1,2})\b/g)) if (!ids.has(m[0])) missing.push(`${f}: ${m[0]}`);
      for (const m of text.matchAll(/rules\.md (R\d+)\b(?!\.\d)/g)) if (!areas.has(m[1])) missing.push(`${f}: ${m[1]}`);
    }
    expect(missing).toEqual([]);
  });

  it('cite only sections that docs/architecture.md has', () => {
    const sections = [...architectureSections()];
    const missing: string[] = [];
    for (const [f, text] of texts) {
      // Join comment lines, so a section name wrapped over two lines still reads as one.
      const flat = text.replace(/\n\s*(?:\*(?!\/)|\/\/)\s*/g, ' ');
      for (const m of flat.matchAll(/architecture\.md\s*§\s*(.{0,60})/g)) {
        if (!sections.some((s) => m[1].startsWith(s))) missing.push(`${f}: § ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
