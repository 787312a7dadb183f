/**
 * The file of a lease's document (docs/rules.md R9.1, R11.4): a registration scan is the tenant's
 * upload as it was stored; the contract, an addendum and the termination are generated as a PDF
 * from the lease's facts with the shared building blocks of ./pdf.ts, like /documents/{id}. The
 * caller has scoped the lease first (server/routes/rents/repo.ts `ownRent`).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, leaseDocuments, objects, uploads, users } from '../db/schema';
import { readStoredFile, uploadKey } from './storage';
import { pdfDate, pdfFields, pdfHeader, pdfMoney, renderPdf } from './pdf';
import { pick, tFor, type Lang } from '../i18n';
import { rentPeriod } from '../../src/domain/rents';
import type { RentRecord } from './rents';

type LeaseDocumentRow = typeof leaseDocuments.$inferSelect;

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** A document's bytes, type and file name. */
export interface RentFile {
  bytes: Buffer;
  mime: string;
  fileName: string;
}

/**
 * The file of document `d` of lease `l` in `lang`; `name` is its name as the lease page shows it.
 * @throws Error when an uploaded scan is missing from storage (a 500: the bytes were lost).
 */
export async function rentDocumentFile(
  app: Pick<FastifyInstance, 'db' | 'storage'>,
  l: RentRecord,
  d: LeaseDocumentRow,
  name: string,
  lang: Lang,
): Promise<RentFile> {
  const t = tFor(lang);
  const title = t(`rents.documentKind.${d.kind}`);
  if (d.uploadId) {
    const u = await app.db.query.uploads.findFirst({
      where: eq(uploads.id, d.uploadId),
      columns: { name: true, kind: true },
    });
    return {
      bytes: await readStoredFile(app.storage, uploadKey(d.uploadId)),
      mime: MIME[u?.kind ?? 'pdf'] ?? 'application/octet-stream',
      fileName: u?.name ?? name,
    };
  }
  const [company, object, tenant] = await Promise.all([
    app.db.query.companies.findFirst({ where: eq(companies.id, l.companyId), columns: { name: true } }),
    app.db.query.objects.findFirst({ where: eq(objects.id, l.objectId), columns: { title: true, number: true } }),
    app.db.query.users.findFirst({
      where: eq(users.id, l.userId),
      columns: { surname: true, name: true, phone: true },
    }),
  ]);
  const f = (k: string) => t(`rents.fields.${k}`);
  const bytes = await renderPdf({
    info: { title: `${title} ${name}`, subject: name, creator: pick(company?.name, lang) },
    content: [
      ...pdfHeader(pick(company?.name, lang), title, name),
      pdfFields([
        [f('lease'), t('rents.titles.show', { id: l.id })],
        [f('object'), object ? `${pick(object.title, lang)} № ${object.number}` : null],
        [f('tenant'), [tenant?.surname, tenant?.name].filter(Boolean).join(' ') || tenant?.phone],
        [f('period'), rentPeriod(l.startDate, l.endedEarlyOn ?? l.endDate)],
        [f('moveOut'), d.kind === 'termination' ? pdfDate(l.endedEarlyOn) : null],
        [f('monthlyRent'), pdfMoney(l.monthlyRentKopecks, lang)],
        [f('deposit'), pdfMoney(l.depositKopecks, lang)],
        [f('paymentDay'), String(l.paymentDay)],
        [f('noticeDays'), String(l.noticeDays)],
        [f('date'), pdfDate(d.createdAt.toISOString())],
      ]),
    ],
  });
  return { bytes, mime: 'application/pdf', fileName: `${title} ${name}.pdf` };
}
