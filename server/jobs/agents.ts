/**
 * Proxy expiry reminders (docs/rules.md R12.3): the owner is told 30 and 7 days before a verified,
 * unrevoked proxy expires — in the app and by push (server/services/push.ts), each reminder once.
 * Idempotency key: (proxy, 30|7), the `reminded30_at` / `reminded7_at` column, claimed by a
 * conditional update in the transaction that writes the in-app notice, so concurrent or repeated
 * runs send it once and a crash never loses it; the push follows the commit. Run hourly as the
 * `proxy-reminders` job (server/jobs/index.ts) and by tests with the app's clock.
 */
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { proxies, users } from '../db/schema';
import { pushNotification, recordNotification } from '../services/push';
import { fullName } from '../services/agents';
import { hotelToday } from '../../src/domain/hotel-time';
import { addDaysIso } from '../../src/domain/datetime';
import { reminderDue, type ProxyReminder } from '../../src/domain/agents';

const dmy = (d: string) => d.split('-').reverse().join('.');

/** Sends the reminders due on `now`; @returns `proxyId:days` of each sent. */
export async function sendProxyReminders(app: FastifyInstance, now: Date = app.clock.now()): Promise<string[]> {
  const today = hotelToday(now);
  const candidates = await app.db
    .select()
    .from(proxies)
    .where(
      and(
        eq(proxies.verification, 'verified'),
        isNull(proxies.revokedAt),
        gte(proxies.expiresOn, today),
        lte(proxies.expiresOn, addDaysIso(today, 30)),
      ),
    );
  const sent: string[] = [];
  for (const p of candidates) {
    const had: ProxyReminder[] = [...(p.reminded30At ? [30 as const] : []), ...(p.reminded7At ? [7 as const] : [])];
    const due = reminderDue(p.expiresOn, today, had);
    if (!due) continue;
    const col = due === 30 ? proxies.reminded30At : proxies.reminded7At;
    const agent = await app.db.query.users.findFirst({ where: eq(users.id, p.agentId) });
    const who = fullName(agent) || agent?.phone || '';
    const notice = await app.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(proxies)
        .set(due === 30 ? { reminded30At: now } : { reminded7At: now })
        .where(and(eq(proxies.id, p.id), isNull(col)))
        .returning({ id: proxies.id });
      if (!claimed) return null;
      return recordNotification(app, tx, p.ownerId, {
        title: { ru: `Доверенность истекает через ${due} дн.`, en: `A proxy expires in ${due} days` },
        body: {
          ru: `Доверенность № ${p.number} (${who}) действует до ${dmy(p.expiresOn)}. Оформите новую, чтобы агент не потерял доступ.`,
          en: `Proxy No. ${p.number} (${who}) is valid until ${dmy(p.expiresOn)}. Add a new one so the agent keeps access.`,
        },
        link: `/agents/${p.id}`,
      });
    });
    if (!notice) continue;
    await pushNotification(app, notice);
    sent.push(`${p.id}:${due}`);
  }
  return sent;
}
