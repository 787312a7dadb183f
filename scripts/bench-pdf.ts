/**
 * `npm run bench:pdf`: time to generate a document PDF on the server (docs/rules.md R11.4) —
 * the demo tenant's act (fields, lines, Cyrillic text) rendered 10 times after one warm-up on an
 * in-memory database; prints the median and the size.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { documents } from '../server/db/schema';
import { documentPdf } from '../server/services/document-pdf';

const app = await buildApp({ config: { dataDir: ':memory:' } });
const doc = await app.db.query.documents.findFirst({ where: eq(documents.type, 'act') });
if (!doc) throw new Error('no demo act');
await documentPdf(app, doc, 'ru');
const times: number[] = [];
let size = 0;
for (let i = 0; i < 10; i++) {
  const t0 = performance.now();
  size = (await documentPdf(app, doc, 'ru')).length;
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const median = (times[4] + times[5]) / 2;
console.log(
  `document PDF (${doc.number}): median of 10 = ${median.toFixed(1)} ms (min ${times[0].toFixed(1)}, max ${times[9].toFixed(1)}), ${(size / 1024).toFixed(1)} KB`,
);
await app.close();
