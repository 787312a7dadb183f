/**
 * `npx tsx scripts/firebase-size.ts` after `npx vite build` (docs/architecture.md § The SPA:
 * Firebase loads lazily): the gzip JS that
 * Firebase messaging adds to the account area, and proof that none of it is in the landing's
 * initial JS. Reads the Vite manifest (dist/.vite/manifest.json) like scripts/size.ts: a route's
 * initial JS is the static-import closure of index.html plus its lazy page chunk.
 * Exits 1 when a Firebase chunk (or providers/push.ts) is in the landing's initial closure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = join(process.cwd(), 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.add(manifest[key].file);
    manifest[key].imports?.forEach(walk);
  };
  keys.forEach(walk);
  return files;
}

const isFirebase = (key: string) => /node_modules\/(firebase|@firebase)\//.test(key);
const firebaseKeys = Object.keys(manifest).filter(isFirebase);
const firebaseFiles = closure(firebaseKeys);
// Chunks shared with the rest of the app (the entry) are not Firebase's own.
for (const f of closure(['index.html'])) firebaseFiles.delete(f);
const pushKey = Object.keys(manifest).find((k) => manifest[k].dynamicImports?.some(isFirebase));
const firebaseBytes = [...firebaseFiles].reduce((s, f) => s + gz(f), 0);

console.log('Firebase chunks (loaded by providers/push.ts with import(), only once notifications are granted):');
for (const f of firebaseFiles) console.log(`  ${f.padEnd(40)} ${kb(gz(f)).padStart(9)}`);
console.log(`  total${' '.repeat(35)} ${kb(firebaseBytes).padStart(9)}`);
if (pushKey)
  console.log(
    `providers/push.ts chunk: ${manifest[pushKey].file} ${kb(gz(manifest[pushKey].file))} (imported by the account layout)`,
  );

const landing = closure(['index.html', 'src/pages/landing.tsx']);
const account = closure(['index.html', 'src/layouts/account-layout.tsx']);
const inLanding = [...firebaseFiles, ...(pushKey ? [manifest[pushKey].file] : [])].filter((f) => landing.has(f));
const inAccountInitial = [...firebaseFiles].filter((f) => account.has(f));
console.log(
  `landing initial JS: ${landing.size} files; Firebase or push files among them: ${inLanding.length ? inLanding.join(', ') : 'none'}`,
);
console.log(
  `account layout initial JS: Firebase files among them: ${inAccountInitial.length ? inAccountInitial.join(', ') : 'none (lazy)'}`,
);
process.exitCode = inLanding.length ? 1 : 0;
