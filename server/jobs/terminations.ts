/**
 * Terminations of the MC's management taking effect (docs/rules.md R12.11): on or after the
 * acceptance date of an approved termination (R12.6) the management agreement ends — the room
 * becomes self-administered, its agreement numbers are cleared (kept in the application as
 * `endedAgreements`), it leaves the MC's rental pool (`/backoffice/pool`) — and the owner is told
 * once, in the app (in the same transaction) and by push, in both languages. Before that date the availability engine
 * already keeps the nights from the acceptance date on off sale (R4.11). A conditional update of
 * the application (`payload.effectedOn` absent) claims each termination, so repeated or concurrent
 * runs apply it once (idempotency key: the application, by `payload.effectedOn`). Run hourly as
 * the `terminations` job (server/jobs/index.ts) and by tests with the app's clock.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, objects } from '../db/schema';
import { pushNotification, recordNotification } from '../services/push';
import { hotelToday } from '../../src/domain/hotel-time';

const dmy = (d: string) => d.split('-').reverse().join('.');

/** Applies the terminations due on `now`; @returns the ids of the rooms switched to self-administration. */
export async function applyTerminations(app: FastifyInstance, now: Date = app.clock.now()): Promise<number[]> {
  const today = hotelToday(now);
  const due = await app.db
    .select({ id: applications.id, objectId: applications.objectId, payload: applications.payload })
    .from(applications)
    .where(
      and(
        eq(applications.kind, 'terminate'),
        eq(applications.status, 'approved'),
        sql`${applications.objectId} is not null`,
        sql`not (${applications.payload} ? 'effectedOn') and not (${applications.payload} ? 'supersededBy')`,
        sql`${applications.payload}->>'desiredDate' <= ${today}`,
      ),
    );
  const switched: number[] = [];
  for (const a of due) {
    const date = dmy(String((a.payload as { desiredDate?: string }).desiredDate ?? today));
    const done = await app.db.transaction(async (tx) => {
      const [o] = await tx.select().from(objects).where(eq(objects.id, a.objectId!));
      const ended = { mcAgreementNo: o.mcAgreementNo, serviceAgreementNo: o.serviceAgreementNo };
      const [claimed] = await tx
        .update(applications)
        .set({
          payload: sql`${applications.payload} || ${JSON.stringify({ effectedOn: today, endedAgreements: [ended.mcAgreementNo, ended.serviceAgreementNo].filter(Boolean) })}::jsonb`,
        })
        .where(and(eq(applications.id, a.id), sql`not (${applications.payload} ? 'effectedOn')`))
        .returning({ id: applications.id });
      if (!claimed) return null;
      await tx
        .update(objects)
        .set({ management: 'self', mcAgreementNo: null, serviceAgreementNo: null })
        .where(eq(objects.id, o.id));
      const no = ended.mcAgreementNo ? ` № ${ended.mcAgreementNo}` : '';
      const notice = o.ownerId
        ? await recordNotification(app, tx, o.ownerId, {
            title: {
              ru: `Управление комнатой ${o.number} прекращено`,
              en: `Management of room ${o.number} has ended`,
            },
            body: {
              ru: `С ${date} договор управления${no} прекращён: комната ${o.number} снята из пула управляющей компании и переведена на самостоятельное управление.`,
              en: `From ${date} the management agreement${no} has ended: room ${o.number} has left the management company's pool and is self-administered.`,
            },
            link: `/my-rooms/${o.id}`,
          })
        : null;
      return { room: o, notice };
    });
    if (!done) continue;
    switched.push(done.room.id);
    if (done.notice) await pushNotification(app, done.notice);
  }
  return switched;
}
