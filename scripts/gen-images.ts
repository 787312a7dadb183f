/**
 * Deterministic generator of the portal's decorative SVG illustrations
 * (favicon, hero skyline, buildings, apartments/offices, news, partners, services).
 *
 *   npx tsx scripts/gen-images.ts
 *
 * A standalone tool, not part of the app: tsconfig.json and eslint.config.js exclude it.
 *
 * Plain Node, no dependencies. Every run produces byte-identical files: all
 * variation comes from a seeded PRNG keyed by the output file name.
 * Each SVG has viewBox, width/height and <title>; no external references,
 * fonts (only generic sans-serif in partner logos), scripts or raster images.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Scene } from './gen-images/kit';
import { files as cityFiles } from './gen-images/city';
import { files as apartmentsFiles } from './gen-images/apartments';
import { files as officesFiles } from './gen-images/offices';
import { files as cardsFiles } from './gen-images/cards';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');
const MAX_BYTES = 6 * 1024;

/** Every illustration: output path under public/ → the scene that draws it, in the order written. */
const files: Record<string, () => Scene> = { ...cityFiles, ...apartmentsFiles, ...officesFiles, ...cardsFiles };

// ================================================================== write ==
/** Minimal structural checks: balanced tags, required attributes, nothing external. */
function check(name: string, src: string): void {
  const fail = (why: string): never => {
    throw new Error(`${name}: ${why}`);
  };
  if (!/^<svg [^>]*viewBox="0 0 \d+ \d+"/.test(src) || !/ width="\d+" height="\d+"/.test(src))
    fail('missing viewBox/width/height');
  if (!/<svg [^>]*><title>[^<]+<\/title>/.test(src)) fail('missing <title>');
  if (/<(script|image|foreignObject|style)\b|@import|xlink:href|href="(?!#)|url\((?!#)/i.test(src))
    fail('external reference, script or raster');
  for (const m of src.matchAll(/font-family="([^"]*)"/g)) if (m[1] !== 'sans-serif') fail(`font ${m[1]}`);
  const stack: string[] = [];
  for (const m of src.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    if (m[1]) {
      if (stack.pop() !== m[2]) fail(`unbalanced </${m[2]}>`);
    } else if (!m[4]) stack.push(m[2]);
  }
  if (stack.length) fail(`unclosed <${stack.join('>, <')}>`);
  if (
    (src.match(/</g) ?? []).length !== (src.match(/<\/?[a-zA-Z][\w:-]*(?:\s+[\w:-]+="[^"<]*")*\s*\/?>/g) ?? []).length
  )
    fail('malformed tag');
}

let total = 0;
for (const [rel, make] of Object.entries(files)) {
  const src = make().render();
  check(rel, src);
  const bytes = Buffer.byteLength(src);
  if (bytes > MAX_BYTES) throw new Error(`${rel}: ${bytes} bytes exceeds ${MAX_BYTES}`);
  const file = join(PUBLIC, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, src);
  total += bytes;
  console.log(`${String(bytes).padStart(6)}  public/${rel}`);
}
console.log(`${String(total).padStart(6)}  total, ${Object.keys(files).length} files`);
