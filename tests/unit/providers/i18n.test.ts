/** The i18n provider: ru default and fallback, en; stored in the lang cookie; <html lang>; dayjs follows. */
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { i18nProvider } from '../../../providers/i18n-provider';
import { getCookie } from '../../../providers/cookies';
import { readFileSync } from 'node:fs';
import { LOCALE_AREAS } from '../../../src/locales/areas';

// Read from disk: i18next merges the areas' bundles into the objects it was given (tests/unit/setup.ts loads them).
const json = (path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Record<string, unknown>;
const ru = json('../../../src/locales/ru.json');
const en = json('../../../src/locales/en.json');

describe('i18nProvider', () => {
  it('starts in Russian with <html lang="ru">', () => {
    expect(i18nProvider.getLocale()).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(i18nProvider.translate('auth.incorrectCode')).toBe('Неверный код');
  });

  it('switches to English, stores it in the lang cookie and moves dayjs and <html lang>', async () => {
    await i18nProvider.changeLocale('en');
    expect(getCookie('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(dayjs.locale()).toBe('en');
    expect(i18nProvider.translate('auth.incorrectCode')).toBe('Incorrect code');
    await i18nProvider.changeLocale('ru');
    expect(dayjs.locale()).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('falls back to Russian for an unknown language and a missing key', async () => {
    await i18nProvider.changeLocale('de');
    expect(i18nProvider.translate('auth.incorrectCode')).toBe('Неверный код');
    await i18nProvider.changeLocale('ru');
    expect(i18nProvider.translate('no.such.key', undefined, 'Запасной текст')).toBe('Запасной текст');
  });

  it('uses Russian plural forms', () => {
    expect(i18nProvider.translate('auth.codeTooOften', { count: 1 })).toContain('1 секунду');
    expect(i18nProvider.translate('auth.codeTooOften', { count: 3 })).toContain('3 секунды');
    expect(i18nProvider.translate('auth.codeTooOften', { count: 25 })).toContain('25 секунд');
  });

  it('has the same keys in ru and en', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]));
    const strip = (k: string) => k.replace(/_(one|few|many|other)$/, '');
    expect(new Set(keys(en).map(strip))).toEqual(new Set(keys(ru).map(strip)));
  });
});

describe('area strings (src/locales/areas/<area>/{ru,en}.json)', () => {
  const files = import.meta.glob<Record<string, unknown>>(
    ['../../../src/locales/areas/*/ru.json', '../../../src/locales/areas/*/en.json'],
    { eager: true, import: 'default' },
  );
  const menus = import.meta.glob<Record<string, unknown>>('../../../src/locales/areas/*/menu.json', {
    eager: true,
    import: 'default',
  });
  const areas = [...new Set(Object.keys(files).map((p) => p.split('/').at(-2)!))];
  const keys = (o: object, p = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`.replace(/_(zero|one|few|many|other)$/, '')],
    );
  const unique = (o: object) => [...new Set(keys(o))].sort();

  it('are found by their folders, and every area a screen loads has one', () => {
    expect([...LOCALE_AREAS].sort()).toEqual([...areas].sort());
    const sources = import.meta.glob<string>(
      ['../../../src/**/*.{ts,tsx}', '../../../resources/**/*.{ts,tsx}', '../../../providers/**/*.{ts,tsx}'],
      { eager: true, query: '?raw', import: 'default' },
    );
    const named = Object.values(sources).flatMap((src) =>
      [...src.matchAll(/\b(?:lazyPages|loadAreas)\(([^)]*)\)/g)].flatMap((m) =>
        [...m[1].matchAll(/'([^']+)'/g)].map((x) => x[1]),
      ),
    );
    expect(named.length).toBeGreaterThan(10);
    expect([...new Set(named)].filter((a) => !areas.includes(a))).toEqual([]);
  });

  it("a sider label in an area's own menu.json is its resource's, in ru and en, and not in the account's strings too", () => {
    const accountMenu = (files['../../../src/locales/areas/account/ru.json']!.menu ?? {}) as Record<string, string>;
    for (const [file, label] of Object.entries(menus)) {
      const area = file.split('/').at(-2)!;
      expect(Object.keys(label).sort(), file).toEqual(['en', 'ru']);
      for (const lang of ['ru', 'en']) expect(label[lang], `${file} ${lang}`).toMatch(/\S/);
      expect(accountMenu[area], `menu.${area} in account/ru.json and ${file}`).toBeUndefined();
    }
  });

  it.each(areas)('%s has ru and en with the same keys, none shared with the shell or another area', (area) => {
    const areaRu = files[`../../../src/locales/areas/${area}/ru.json`];
    const areaEn = files[`../../../src/locales/areas/${area}/en.json`];
    expect(areaRu, `${area}/ru.json`).toBeTruthy();
    expect(areaEn, `${area}/en.json`).toBeTruthy();
    expect(unique(areaEn!)).toEqual(unique(areaRu!));
    const taken = areas
      .filter((a) => a !== area)
      .flatMap((a) => Object.keys(files[`../../../src/locales/areas/${a}/ru.json`]!))
      .concat(Object.keys(ru));
    for (const top of Object.keys(areaRu!))
      expect(taken, `${area}: "${top}" is the shell's or another area's`).not.toContain(top);
  });
});
