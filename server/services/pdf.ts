/**
 * PDF building blocks shared by every server-generated document (documents, owner statements,
 * voting protocols; docs/architecture.md § Outside services).
 *
 * Rendering uses pdfmake (over PDFKit) with the Roboto font files that ship inside the `pdfmake`
 * npm package (Cyrillic and Latin), read from node_modules: nothing is downloaded at runtime,
 * remote URLs are refused and local reads are limited to those font files.
 *
 * The document number (or any searchable key) belongs in `info.subject` / `info.keywords`: body
 * text is stored as glyph ids in compressed streams, the info dictionary as plain strings.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';

export type { Content, TDocumentDefinitions, TableCell };

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);

pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));

/** The shared look: A4, 40 pt margins, Roboto 10 pt, page numbers "n / total" in the footer. */
const base: Omit<TDocumentDefinitions, 'content'> = {
  pageSize: 'A4',
  pageMargins: [40, 48, 40, 48],
  defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
  styles: {
    title: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
    subtitle: { fontSize: 10, color: '#555555', margin: [0, 0, 0, 12] },
    heading: { fontSize: 12, bold: true, margin: [0, 12, 0, 6] },
    label: { color: '#555555' },
    th: { bold: true, fillColor: '#f0f0f0' },
    muted: { color: '#777777', fontSize: 8 },
  },
  footer: (page, pages) => ({
    text: `${page} / ${pages}`,
    alignment: 'right',
    style: 'muted',
    margin: [40, 16, 40, 0],
  }),
};

/**
 * Renders a pdfmake document definition to PDF bytes (starting with `%PDF`).
 * The shared page setup and styles are applied; the caller's values win.
 * @throws Error when the definition is invalid (a programming error, not user input).
 */
export async function renderPdf(def: TDocumentDefinitions): Promise<Buffer> {
  const merged: TDocumentDefinitions = { ...base, ...def, styles: { ...base.styles, ...def.styles } };
  return pdfmake.createPdf(merged).getBuffer();
}

/** Keeps only characters Roboto draws: Intl's narrow no-break space (U+202F) becomes U+00A0. */
export function pdfText(value: string): string {
  return value.replace(/\u202f/g, '\u00a0');
}

/** The title block: the company (issuer) line, the title and an optional subtitle. */
export function pdfHeader(issuer: string, title: string, subtitle?: string): Content[] {
  return [
    { text: pdfText(issuer), style: 'muted', margin: [0, 0, 0, 8] },
    { text: pdfText(title), style: 'title' },
    ...(subtitle ? [{ text: pdfText(subtitle), style: 'subtitle' } as Content] : []),
  ];
}

/** A two-column "label — value" table without borders (fields of a document or statement). */
export function pdfFields(rows: ReadonlyArray<readonly [label: string, value: string | null | undefined]>): Content {
  return {
    layout: 'noBorders',
    margin: [0, 0, 0, 8],
    table: {
      widths: [160, '*'],
      body: rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => [{ text: pdfText(label), style: 'label' }, { text: pdfText(String(value)) }]),
    },
  };
}

/**
 * A data table with a header row (grey) and light lines; `align` gives each column's alignment
 * (numbers right). Empty `rows` draw the header and one row with `empty`.
 */
export function pdfTable(
  headers: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
  opts: { widths?: Array<number | '*' | 'auto'>; align?: Array<'left' | 'right' | 'center'>; empty?: string } = {},
): Content {
  const align = (i: number) => opts.align?.[i] ?? 'left';
  const body: TableCell[][] = [
    headers.map((h, i) => ({ text: pdfText(h), style: 'th', alignment: align(i) })),
    ...rows.map((row) => row.map((cell, i) => ({ text: pdfText(String(cell)), alignment: align(i) }))),
  ];
  if (rows.length === 0)
    body.push([
      { text: pdfText(opts.empty ?? '—'), colSpan: headers.length, style: 'muted' },
      ...headers.slice(1).map(() => ({})),
    ]);
  return {
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 8],
    table: { headerRows: 1, widths: opts.widths ?? headers.map(() => '*'), body },
  };
}

/**
 * Money for a PDF: integer kopecks → `12 500 ₽` / `₽12,500` (kopecks only when non-zero;
 * docs/rules.md R8.1).
 */
export function pdfMoney(kopecks: number, lang: 'ru' | 'en'): string {
  const rub = kopecks / 100;
  const fmt = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'ru-RU', {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: Number.isInteger(rub) ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return pdfText(fmt.format(rub));
}

/** A date `YYYY-MM-DD` → `DD.MM.YYYY` (docs/rules.md R8.2); null → ''. */
export function pdfDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

/**
 * Sends PDF bytes: `application/pdf`, `inline` (viewable in an iframe) or `attachment`
 * (download), with an ASCII fallback file name and the UTF-8 one (RFC 6266 / 5987).
 */
export function sendPdf(reply: FastifyReply, bytes: Buffer, fileName: string, download = false): FastifyReply {
  return sendFile(reply, bytes, 'application/pdf', fileName, download);
}

/** Sends a file's bytes as `type`, like {@link sendPdf} (inline or attachment, both file names, never cached). */
export function sendFile(
  reply: FastifyReply,
  bytes: Buffer,
  type: string,
  fileName: string,
  download = false,
): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(type)
    .header(
      'Content-Disposition',
      `${download ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}
