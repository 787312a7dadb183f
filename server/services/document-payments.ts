/**
 * Paying a document (docs/rules.md R11.2, R5.21): its payment kind {@link DOCUMENT_PAYMENT_KIND}
 * and the kind's handler {@link documentPaymentTarget}. Starting a payment is the documents
 * resource's (server/routes/documents/repo.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { documentEvents, documents } from '../db/schema';
import { tFor } from '../i18n';
import type { PaymentKind } from './payments';
import { notifyUser } from './push';

/** The payment kind of documents (`payments.target_kind`). */
export const DOCUMENT_PAYMENT_KIND = 'document';

/**
 * The payable kind of a document (docs/rules.md R5.21, R11.2), registered by buildApp: a success
 * marks the document paid once and writes its `paid` event (a document already paid — by card or
 * marked paid by a manager — takes nothing and the amount is refunded, R5.23); a failure writes a
 * `payment_failed` event; the holder is told either way.
 */
export const documentPaymentTarget: PaymentKind = {
  kind: DOCUMENT_PAYMENT_KIND,
  fiscalItemKind: 'documents',
  async onResult(tx, payment, outcome) {
    const id = payment.targetId!;
    if (outcome === 'succeeded') {
      const done = await tx
        .update(documents)
        .set({ paidAt: payment.finishedAt ?? new Date() })
        .where(and(eq(documents.id, id), isNull(documents.paidAt)))
        .returning({ id: documents.id });
      if (done.length)
        await tx
          .insert(documentEvents)
          .values({ documentId: id, kind: 'paid', actor: null, at: payment.finishedAt ?? new Date() });
      return done.length > 0;
    } else {
      await tx
        .insert(documentEvents)
        .values({ documentId: id, kind: 'payment_failed', actor: null, at: payment.finishedAt ?? new Date() });
    }
  },
  async afterResult(app, payment, outcome) {
    const d = await app.db.query.documents.findFirst({ where: eq(documents.id, payment.targetId!) });
    if (!d) return;
    const key = outcome === 'succeeded' ? 'paid' : 'paymentFailed';
    const en = `${d.name.en} № ${d.number}`;
    const ru = `${d.name.ru} № ${d.number}`;
    await notifyUser(app, d.userId, {
      title: { ru: tFor('ru')(`documents.notices.${key}`), en: tFor('en')(`documents.notices.${key}`) },
      body: { ru, en },
      link: `/documents/${d.id}`,
    });
  },
  async describe(app, payment) {
    const d = await app.db.query.documents.findFirst({ where: eq(documents.id, payment.targetId!) });
    const n = d ? ` № ${d.number}` : '';
    return {
      label: { ru: `${d?.name.ru ?? 'Документ'}${n}`, en: `${d?.name.en ?? 'Document'}${n}` },
      returnPath: `/documents/${payment.targetId}`,
    };
  },
};
