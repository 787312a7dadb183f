/**
 * Post-build step: writes Brotli (.br, quality 11) and gzip (.gz, level 9) twins of the text
 * files in dist/, which the server sends as they are (@fastify/static `preCompressed`), so no
 * CPU is spent compressing static files per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(process.cwd(), process.argv[2] ?? 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name) && statSync(path).size >= 1024) {
      const body = readFileSync(path);
      const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      files += 1;
      before += body.length;
      after += br.length;
    }
  }
}
walk(root);
console.log(`compressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
