/** The i18n provider: ru default and fallback, en; stored in the lang cookie; <html lang>; dayjs follows. */
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { i18nProvider } from '../../../providers/i18n-provider';
import { getCookie } from '../../../providers/cookies';
import ru from '../../../src/locales/ru.json';
import en from '../../../src/locales/en.json';

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
