/**
 * The installable app's web app manifests and PNG icons (docs/architecture.md § The installable
 * app). The manifests, public/manifest.ru.webmanifest and public/manifest.en.webmanifest, are
 * src/pwa/manifest.ts's `webManifest(lang)` (tests/unit/pwa/manifest.test.ts checks they match).
 * The icons are drawn
 * from the favicon's geometry (scripts/gen-images.ts) and rasterised by the Chromium the browser
 * tests use (/usr/bin/chromium or CHROMIUM_PATH), so no image library or download is needed:
 *
 *   npx tsx scripts/gen-icons.ts
 *
 * Writes public/icons/: `icon-192.png`, `icon-512.png` (purpose `any`: the favicon, rounded, on a
 * transparent ground), `maskable-192.png`, `maskable-512.png` (purpose `maskable`: full-bleed
 * brand colour, the drawing inside the central 80 % safe zone) and `apple-touch-icon.png`
 * (180 px, full-bleed: iOS rounds it itself). A standalone tool, run by hand when the art changes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { LANGUAGES } from '../src/locales/resources';
import { webManifest } from '../src/pwa/manifest';

const OUT = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'public', 'icons');
const BLUE = '#1f5f8b';

/** The favicon's drawing on its 64×64 grid, without the ground. */
const ART =
  '<rect x="10" y="50" width="44" height="4" fill="#efe4d2"/><rect x="14" y="24" width="14" height="26" fill="#9ab7cb"/>' +
  '<path d="M32 8l14 6v36H32z" fill="#ffffff"/><g fill="#0f2f46"><rect x="36" y="18" width="6" height="4"/>' +
  '<rect x="36" y="26" width="6" height="4"/><rect x="36" y="34" width="6" height="4"/><rect x="18" y="30" width="6" height="4"/>' +
  '<rect x="18" y="38" width="6" height="4"/></g><rect x="36" y="42" width="6" height="8" fill="#d9a84e"/>';

/** An icon `size` px square: `rounded` ground with corners (purpose any) or full bleed with the art scaled by `scale`. */
function svg(size: number, kind: 'any' | 'full', scale = 1): string {
  const ground =
    kind === 'any'
      ? `<rect width="64" height="64" rx="14" fill="${BLUE}"/>`
      : `<rect width="64" height="64" fill="${BLUE}"/>`;
  const shift = (64 - 64 * scale) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${ground}` +
    `<g transform="translate(${shift} ${shift}) scale(${scale})">${ART}</g></svg>`
  );
}

const icons: [string, number, string][] = [
  ['icon-192.png', 192, svg(192, 'any')],
  ['icon-512.png', 512, svg(512, 'any')],
  // The maskable safe zone is a circle of 40 % radius: the 64-unit art scaled to 70 % fits it.
  ['maskable-192.png', 192, svg(192, 'full', 0.7)],
  ['maskable-512.png', 512, svg(512, 'full', 0.7)],
  ['apple-touch-icon.png', 180, svg(180, 'full', 0.8)],
];

for (const lang of LANGUAGES) {
  writeFileSync(join(OUT, '..', `manifest.${lang}.webmanifest`), `${JSON.stringify(webManifest(lang), null, 2)}\n`);
  console.log(`public/manifest.${lang}.webmanifest`);
}
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [name, size, markup] of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${markup}`);
    await page.locator('svg').screenshot({ path: join(OUT, name), omitBackground: true });
    console.log(`public/icons/${name}`);
  }
} finally {
  await browser.close();
}
