/**
 * The PDF of a document (docs/rules.md R11.4): an uploaded PDF when the MC attached one,
 * otherwise generated from the document's fields, lines and text with the shared building blocks
 * of ./pdf.ts (Cyrillic via Roboto). The document number goes into the PDF's subject so it can be
 * found in the file.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, documents, objects } from '../db/schema';
import { readStoredFile, uploadKey } from './storage';
import { pdfDate, pdfFields, pdfHeader, pdfMoney, pdfTable, renderPdf } from './pdf';
import { tFor, pick, type Lang } from '../i18n';
import { paymentTrack, signatureTrack } from '../../src/domain/documents';
import { toServerTimestamp } from '../../src/domain/datetime';

type DocumentRow = typeof documents.$inferSelect;

/**
 * The PDF bytes of `doc` in `lang` (labels translated, the name in that language).
 * @throws Error when an attached file is missing from storage (a 500: the bytes were lost).
 */
export async function documentPdf(
  app: Pick<FastifyInstance, 'db' | 'storage'>,
  doc: DocumentRow,
  lang: Lang,
): Promise<Buffer> {
  if (doc.fileId) return readStoredFile(app.storage, uploadKey(doc.fileId));
  const t = tFor(lang);
  const [company, object] = await Promise.all([
    app.db.query.companies.findFirst({ where: eq(companies.id, doc.companyId) }),
    doc.objectId ? app.db.query.objects.findFirst({ where: eq(objects.id, doc.objectId) }) : undefined,
  ]);
  const name = pick(doc.name, lang);
  const f = (k: string) => t(`documents.fields.${k}`);
  const pay = paymentTrack(doc);
  const sig = signatureTrack(doc);
  const lines = doc.body.lines ?? [];
  return renderPdf({
    info: {
      title: `${doc.number} ${name}`,
      subject: doc.number,
      keywords: doc.number,
      creator: pick(company?.name, lang),
    },
    content: [
      ...pdfHeader(pick(company?.name, lang), name, `${t(`documents.types.${doc.type}`)} № ${doc.number}`),
      pdfFields([
        [f('number'), doc.number],
        [f('object'), object ? `${pick(object.title, lang)} № ${object.number}` : null],
        [f('issuedOn'), pdfDate(doc.issuedOn)],
        [f('dueOn'), pdfDate(doc.dueOn)],
        [f('validUntil'), pdfDate(doc.validUntil)],
        [
          f('period'),
          doc.periodFrom || doc.periodUntil ? `${pdfDate(doc.periodFrom)} — ${pdfDate(doc.periodUntil)}` : null,
        ],
        [f('amount'), doc.amountKopecks ? pdfMoney(doc.amountKopecks, lang) : null],
        [f('payment'), pay === 'none' ? null : t(`documents.payment.${pay}`)],
        [f('signature'), sig === 'none' ? null : t(`documents.signature.${sig}`)],
        [f('signedAt'), doc.signedAt ? `${toServerTimestamp(doc.signedAt)} UTC, ${doc.signerName ?? ''}` : null],
      ]),
      ...(doc.body.text
        ? [{ text: pick(doc.body.text, lang), margin: [0, 4, 0, 8] as [number, number, number, number] }]
        : []),
      ...(lines.length
        ? [
            pdfTable(
              [f('line'), f('amount')],
              [
                ...lines.map((l) => [pick(l.label, lang), pdfMoney(l.amountKopecks, lang)]),
                [
                  f('total'),
                  pdfMoney(
                    lines.reduce((s, l) => s + l.amountKopecks, 0),
                    lang,
                  ),
                ],
              ],
              { widths: ['*', 120], align: ['left', 'right'] },
            ),
          ]
        : []),
      { text: t('documents.pdf.footer'), style: 'muted', margin: [0, 16, 0, 0] },
    ],
  });
}
