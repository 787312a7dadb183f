// @vitest-environment node
/**
 * Every number interpolated into a message is written by the message's language (docs/rules.md
 * R6.1, src/i18n-numbers.ts): each string of ru and en (the shell's and every area's) is rendered
 * by the server's translations and by the SPA's with each of its variables a number, and no raw
 * `12345.5` may come out — only identifiers (a year, an id, …) are left as they are.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tFor } from '../../server/i18n';
import i18n, { loadLanguage } from '../../src/i18n';
import { NOT_QUANTITIES } from '../../src/i18n-numbers';

const dir = join(process.cwd(), 'src/locales');
const read = (path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8')) as Record<string, unknown>;
const areas = readdirSync(join(dir, 'areas'), { withFileTypes: true }).filter((d) => d.isDirectory());

/** Every (key, string) of a language's files, plural suffixes taken off the key. */
function strings(lang: 'ru' | 'en'): [string, string][] {
  const out: [string, string][] = [];
  const walk = (o: unknown, path: string[]) => {
    if (typeof o === 'string') out.push([path.join('.').replace(/_(zero|one|two|few|many|other)$/, ''), o]);
    else if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) walk(v, [...path, k]);
  };
  walk(read(`${lang}.json`), []);
  for (const a of areas) walk(read(`areas/${a.name}/${lang}.json`), []);
  return out;
}

describe('numbers in messages (R6.1)', () => {
  for (const lang of ['ru', 'en'] as const) {
    const all = strings(lang).filter(([, s]) => s.includes('{{'));
    it(`writes every number of every ${lang} message by the language, on the server and the SPA`, async () => {
      expect(all.length).toBeGreaterThan(200);
      await loadLanguage(lang);
      await i18n.changeLanguage(lang);
      const raw: string[] = [];
      for (const [key, s] of all) {
        const vars = Object.fromEntries(
          [...s.matchAll(/{{\s*([\w.]+)/g)].map(([, v]) => [v, NOT_QUANTITIES.has(v) ? 'ID' : 12345.5]),
        );
        for (const text of [tFor(lang)(key, vars), i18n.t(key, vars)])
          if (text.includes('12345')) raw.push(`${key}: ${text}`);
      }
      expect(raw).toEqual([]);
      expect(tFor(lang)('bills.errors.lowerThanPrevious', { previous: 471.919 })).toContain(
        lang === 'ru' ? '471,919' : '471.919',
      );
      await i18n.changeLanguage('ru');
    });
  }
});
