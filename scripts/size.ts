/**
 * `npm run size`: the initial JS and CSS (gzip) of public routes, read from the Vite manifest of
 * the last build (dist/.vite/manifest.json). A route's initial code is the entry chunk's static
 * import closure plus its lazy page chunk's closure; the browser hydrates a server-rendered `/`
 * once that is loaded. `/ + sections` adds what the sections below the hero load (in parallel,
 * hydrated when they arrive: the antd theme and the sections' components). Budget
 * (docs/architecture.md § The SPA): landing initial JS ≤ {@link BUDGET_KB} KB gzip; `npm test`
 * runs this after the build, so going over fails the test run.
 * Usage: `npm run size [-- src/pages/x.tsx …]`; exits 1 when the landing is over budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = process.env.SIZE_DIST ?? join(process.cwd(), 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

function closure(keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const c = manifest[key];
    if (!c) throw new Error(`not in the manifest: ${key}`);
    js.add(c.file);
    c.css?.forEach((f) => css.add(f));
    c.imports?.forEach(walk);
  };
  keys.forEach(walk);
  return { js, css };
}

/**
 * The landing's initial JS budget in KB gzip (issue 15: ≤ 150; docs/architecture.md § The SPA),
 * lowered as the shell loses weight, never raised.
 */
export const BUDGET_KB = 150;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const routes: Record<string, string> = {
  '/ (landing)': 'src/pages/landing.tsx',
  '/login': 'src/pages/login.tsx',
  ...Object.fromEntries(process.argv.slice(2).map((p) => [p, p])),
};
for (const [name, key] of [
  ['/objects', 'src/pages/objects/search.tsx'],
  ['/objects/{id}/order', 'resources/bookings/order.tsx'],
] as const) {
  if (manifest[key]) routes[name] = key;
}

let landingJs = 0;
console.log('route'.padEnd(24), 'JS gzip'.padStart(10), 'CSS gzip'.padStart(10), ' files');
for (const [name, page] of Object.entries(routes)) {
  const { js, css } = closure(['index.html', page]);
  const jsSize = [...js].reduce((s, f) => s + gz(f), 0);
  const cssSize = [...css].reduce((s, f) => s + gz(f), 0);
  if (page === 'src/pages/landing.tsx') landingJs = jsSize;
  console.log(name.padEnd(24), kb(jsSize).padStart(10), kb(cssSize).padStart(10), ` ${js.size} JS`);
}
const sections = closure([
  'index.html',
  'src/pages/landing.tsx',
  'src/pages/site/sections.tsx',
  'src/components/themed.tsx',
]).js;
console.log(
  '/ + sections'.padEnd(24),
  kb([...sections].reduce((s, f) => s + gz(f), 0)).padStart(10),
  ''.padStart(10),
  ` ${sections.size} JS`,
);
const budget = BUDGET_KB * 1024;
console.log(`landing budget: ${kb(landingJs)} of ${kb(budget)} — ${landingJs <= budget ? 'OK' : 'OVER'}`);
process.exitCode = landingJs <= budget ? 0 : 1;
