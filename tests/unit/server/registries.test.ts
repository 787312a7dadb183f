/**
 * The registries a new resource does not edit by hand (issue 36; docs/architecture.md § How to add
 * a resource): the OpenAPI tags come from the contracts (`apiTag` beside the endpoints), the
 * contracts' and the schema's index files are written by `npm run api:table`, and the document's
 * paths come in one stable order whatever order the routes register in.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiTags, endpoints } from '../../../src/contracts/index';
import { openApiTransformObject } from '../../../server/openapi';

const root = join(import.meta.dirname, '../../..');

describe('OpenAPI tags from the contracts', () => {
  it('every tag an endpoint carries is declared once, by a contract file (apiTag)', () => {
    const declared = apiTags.map((t) => t.name);
    expect(new Set(declared).size, 'a tag declared twice').toBe(declared.length);
    const used = new Set(
      Object.values(endpoints).flatMap((group) =>
        Object.values(group as Record<string, { tags: readonly string[] }>).flatMap((e) => [...e.tags]),
      ),
    );
    expect([...used].filter((t) => !declared.includes(t))).toEqual([]);
    for (const t of apiTags) expect(t.description, t.name).toMatch(/\S/);
  });

  it('server/openapi.ts keeps no list of tags of its own', () => {
    const src = readFileSync(join(root, 'server/openapi.ts'), 'utf8');
    // One quoted key with a text value per line is a hand-kept registry (TAG_DESCRIPTIONS was one).
    expect(src.match(/^\s+'?[\w-]+'?: '[^']*\(R\d/gm) ?? []).toEqual([]);
    expect(src).not.toMatch(/TAG_DESCRIPTIONS/);
  });

  it('the document lists each used tag with its contract description, the paths sorted', () => {
    const op = (tag: string) => ({ get: { tags: [tag] } });
    const doc = openApiTransformObject({
      openapiObject: { paths: { '/b': op('bills'), '/a': op('dev'), '/c': op('nowhere') } },
    } as never) as unknown as { paths: Record<string, unknown>; tags: { name: string; description?: string }[] };
    expect(Object.keys(doc.paths)).toEqual(['/a', '/b', '/c']);
    expect(doc.tags).toEqual([
      { name: 'dev', description: apiTags.find((t) => t.name === 'dev')!.description },
      { name: 'bills', description: apiTags.find((t) => t.name === 'bills')!.description },
      { name: 'nowhere' },
    ]);
  });
});

describe('generated registries', () => {
  it('src/contracts/index.ts, server/db/schema/index.ts and src/contracts/api.ts are what npm run api:table writes', () => {
    const out = execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/api-table.ts', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(out).toContain('up to date');
  }, 60_000);
});
