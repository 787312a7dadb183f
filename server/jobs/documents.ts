/**
 * Document reminders (docs/rules.md R11.6): before a due date (something still to pay or sign)
 * and before a validity ends, the document's person gets an in-app notification and a push
 * (server/services/push.ts), once per document and kind. Idempotency key: (document,
 * `due`|`validity`) — the `due_reminded_at` / `validity_reminded_at` column, claimed by a
 * conditional update in one transaction with the document's history event and the in-app notice,
 * so two runs never send it twice and a crash never loses it; the push follows the commit. Run
 * hourly as the `document-reminders` job (server/jobs/index.ts); tests call
 * {@link sendDocumentReminders} with a clock.
 */
import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documentEvents, documents } from '../db/schema';
import { pushNotification, recordNotification } from '../services/push';
import { tFor } from '../i18n';
import { hotelToday } from '../../src/domain/hotel-time';
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
      const date = dmy(kind === 'due' ? d.dueOn! : d.validUntil!);
      const key = kind === 'due' ? 'documents.notices.dueSoon' : 'documents.notices.validityEnds';
      const notice = await app.db.transaction(async (tx) => {
        const r = await tx
          .update(documents)
          .set(kind === 'due' ? { dueRemindedAt: now } : { validityRemindedAt: now })
          .where(and(eq(documents.id, d.id), isNull(col)))
          .returning({ id: documents.id });
        if (!r.length) return null;
        await tx.insert(documentEvents).values({
          documentId: d.id,
          kind: kind === 'due' ? 'reminded_due' : 'reminded_validity',
          actor: null,
          at: now,
        });
        return recordNotification(app, tx, d.userId, {
          title: { ru: tFor('ru')(key, { date }), en: tFor('en')(key, { date }) },
          body: { ru: `${d.name.ru} № ${d.number}`, en: `${d.name.en} № ${d.number}` },
          link: `/documents/${d.id}`,
        });
      });
      if (!notice) continue;
      await pushNotification(app, notice);
      sent++;
    }
  }
  return sent;
}
