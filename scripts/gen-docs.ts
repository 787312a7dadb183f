/**
 * Writes the office documents offered for download on /office (docs/architecture.md § Screens) as
 * small, valid
 * single-page PDF files under public/docs/ (no PDF library: the file is assembled by hand with a
 * correct cross-reference table). Texts are ASCII because the standard Helvetica font has no
 * Cyrillic. Run: `npx tsx scripts/gen-docs.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const docs: Record<string, string[]> = {
  'office-lease-contract': [
    'Grand Kvartal Business Centre',
    'Standard office lease agreement',
    'Offices of 20 to 79 sq. m, lease from one month.',
    'The full text is provided by the rental manager.',
  ],
  'office-price-list': [
    'Grand Kvartal Business Centre',
    'Price list',
    'Offices: from 1,200 RUB per sq. m a month.',
    'Meeting rooms (4-16 people): from 1,500 RUB an hour.',
    'Conference hall (up to 100 people): from 9,000 RUB an hour.',
  ],
  'office-floor-plans': [
    'Grand Kvartal Business Centre',
    'Floor plans',
    'Floors 2-9: offices; floor 2: coworking; floor 1: conference hall.',
  ],
  'conference-hall-rules': [
    'Grand Kvartal Business Centre',
    'Conference hall rental rules',
    'Up to 100 people. Book at least 3 days in advance.',
    'Catering and technical support on request.',
  ],
};

const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

/** A one-page A4 PDF 1.4 with `lines` of text. */
export function minimalPdf(lines: string[]): Buffer {
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    '24 TL',
    ...lines.map((l, i) => `${i === 1 ? '/F1 14 Tf ' : ''}(${esc(l)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const dir = join(process.cwd(), 'public/docs');
mkdirSync(dir, { recursive: true });
for (const [name, lines] of Object.entries(docs)) writeFileSync(join(dir, `${name}.pdf`), minimalPdf(lines));
console.log(`wrote ${Object.keys(docs).length} PDFs to ${dir}`);
