/** Issue 28: the web app manifests in public/ are src/pwa/manifest.ts's, in both languages (regenerate: scripts/gen-icons.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestHref, webManifest } from '../../../src/pwa/manifest';
import { publicTheme } from '../../../src/theme';
import { demoCompany } from '../../../server/db/seed/company';

describe('web app manifests', () => {
  it.each(['ru', 'en'] as const)('public%s is webManifest(%s)', (lang) => {
    const file = JSON.parse(readFileSync(join(process.cwd(), 'public', manifestHref(lang)), 'utf8'));
    expect(file).toEqual(JSON.parse(JSON.stringify(webManifest(lang))));
    expect(file).toMatchObject({ lang, display: 'standalone', scope: '/', id: '/' });
    expect(file.theme_color).toBe(publicTheme.token!.colorPrimary);
  });

  it('names the app in the page language; English pages link the English manifest, any other the Russian', () => {
    // Issue 35 item 18: the home-screen label is the hotel's name (the company's brand), not "Apart-hotel".
    expect(webManifest('ru').short_name).toBe('Гранд Квартал');
    expect(webManifest('en').short_name).toBe('Grand Kvartal');
    const brand = demoCompany.name as { ru: string; en: string };
    expect(brand.ru).toContain(webManifest('ru').short_name);
    expect(brand.en).toContain(webManifest('en').short_name);
    expect(webManifest('ru').name).toContain('Гранд Квартал');
    expect(manifestHref('en')).toBe('/manifest.en.webmanifest');
    expect(manifestHref('de')).toBe('/manifest.ru.webmanifest');
  });

  it('has maskable icons of 192 and 512 px', () => {
    const maskable = webManifest('ru')
      .icons.filter((i) => i.purpose === 'maskable')
      .map((i) => i.sizes);
    expect(maskable).toEqual(['192x192', '512x512']);
  });
});
