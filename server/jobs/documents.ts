/**
 * Document reminders (docs/rules.md R11.6): before a due date (something still to pay or sign)
 * and before a validity ends, the document's person gets an in-app notification and a push
 * (server/services/push.ts notifyUser), once per document and kind — the row is marked inside a
 * conditional update before notifying, so two runs never send it twice. Run hourly as the
 * `document-reminders` job (server/jobs/index.ts); tests call {@link sendDocumentReminders} with a
 * clock. Idempotency key: (document, `due`|`validity`) — the `due_reminded_at` /
 * `validity_reminded_at` column, claimed in one transaction with the document's history event.
 */
import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documentEvents, documents } from '../db/schema';
import { notifyUser } from '../services/push';
import { tFor } from '../i18n';
import { hotelToday } from '../../src/domain/bookings';
import { addDaysIso } from '../../src/domain/datetime';
import { DUE_REMINDER_DAYS, remindersDue, VALIDITY_REMINDER_DAYS } from '../../src/domain/documents';

const dmy = (d: string) => d.split('-').reverse().join('.');

/** Sends the reminders due now. @returns how many were sent. */
export async function sendDocumentReminders(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const today = hotelToday(now);
  const candidates = await app.db
    .select()
    .from(documents)
    .where(
      or(
        and(
          isNull(documents.dueRemindedAt),
          isNotNull(documents.dueOn),
          lte(documents.dueOn, addDaysIso(today, DUE_REMINDER_DAYS)),
        ),
        and(
          isNull(documents.validityRemindedAt),
          isNotNull(documents.validUntil),
          lte(documents.validUntil, addDaysIso(today, VALIDITY_REMINDER_DAYS)),
        ),
      ),
    );
  let sent = 0;
  for (const d of candidates) {
    for (const kind of remindersDue(d, today)) {
      const col = kind === 'due' ? documents.dueRemindedAt : documents.validityRemindedAt;
      const claimed = await app.db.transaction(async (tx) => {
        const r = await tx
          .update(documents)
          .set(kind === 'due' ? { dueRemindedAt: now } : { validityRemindedAt: now })
          .where(and(eq(documents.id, d.id), isNull(col)))
          .returning({ id: documents.id });
        if (r.length)
          await tx.insert(documentEvents).values({
            documentId: d.id,
            kind: kind === 'due' ? 'reminded_due' : 'reminded_validity',
            actor: null,
            at: now,
          });
        return r.length > 0;
      });
      if (!claimed) continue;
      const date = dmy(kind === 'due' ? d.dueOn! : d.validUntil!);
      const key = kind === 'due' ? 'documents.notices.dueSoon' : 'documents.notices.validityEnds';
      await notifyUser(app, d.userId, {
        title: { ru: tFor('ru')(key, { date }), en: tFor('en')(key, { date }) },
        body: { ru: `${d.name.ru} № ${d.number}`, en: `${d.name.en} № ${d.number}` },
        link: `/documents/${d.id}`,
      });
      sent++;
    }
  }
  return sent;
}
