/** Issue 28: the web app manifests in public/ are src/pwa/manifest.ts's, in both languages (regenerate: scripts/gen-icons.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestHref, webManifest } from '../../../src/pwa/manifest';
import { publicTheme } from '../../../src/theme';

describe('web app manifests', () => {
  it.each(['ru', 'en'] as const)('public%s is webManifest(%s)', (lang) => {
    const file = JSON.parse(readFileSync(join(process.cwd(), 'public', manifestHref(lang)), 'utf8'));
    expect(file).toEqual(JSON.parse(JSON.stringify(webManifest(lang))));
    expect(file).toMatchObject({ lang, display: 'standalone', scope: '/', id: '/' });
    expect(file.theme_color).toBe(publicTheme.token!.colorPrimary);
  });

  it('names the app in the page language; English pages link the English manifest, any other the Russian', () => {
    expect(webManifest('ru').short_name).toBe('Апарт-отель');
    expect(webManifest('en').short_name).toBe('Apart-hotel');
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
