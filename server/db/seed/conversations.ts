/**
 * Demo conversations (docs/rules.md R23), times relative to `now`:
 * - the guest (+7 999 000-00-01): their lease's, with a staff reply left unread (waiting; its push
 *   already sent), and their first booking's, past the first-reply target and assigned to the demo
 *   manager (open);
 * - the owner (-02): their MC room's, written by the agent (-03) through its proxy and answered
 *   (closed), and a general question just written (open);
 * - the demo manager (-04): three quick replies in ru and en.
 * Runs once (when the company has no conversation).
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { bookings, conversationMessages, conversations, leases, quickReplies, users } from '../schema';
import { DEMO_USERS } from './users';
import { ownerDemoRoomIds } from './owner-rooms';
import { firstReplyDue } from '../../../src/domain/conversations';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Message = { by: number; side: 'person' | 'staff'; text: string; at: Date; lang?: 'ru' | 'en' };

/** Inserts a conversation with its messages, states and first-reply times derived from them. */
async function talk(
  db: Db,
  row: {
    companyId: number;
    userId: number;
    kind: (typeof conversations.$inferInsert)['kind'];
    subjectId: number | null;
  },
  messages: Message[],
  extra: { state?: 'closed'; assigneeId?: number } = {},
): Promise<void> {
  const first = messages.find((m) => m.side === 'person')?.at ?? null;
  const reply = messages.find((m) => m.side === 'staff')?.at ?? null;
  const last = messages[messages.length - 1];
  const [c] = await db
    .insert(conversations)
    .values({
      ...row,
      state: extra.state ?? (last.side === 'staff' ? 'waiting' : 'open'),
      assigneeId: extra.assigneeId ?? null,
      firstMessageAt: first,
      firstReplyDue: first ? firstReplyDue(first) : null,
      firstReplyAt: reply,
      lastMessageAt: last.at,
      createdAt: messages[0].at,
    })
    .returning({ id: conversations.id });
  await db.insert(conversationMessages).values(
    messages.map((m) => ({
      conversationId: c.id,
      authorId: m.by,
      side: m.side,
      text: m.text,
      lang: m.lang ?? 'ru',
      createdAt: m.at,
      // The demo's replies were told already (R23.8): the reminder job does not repeat them.
      notifiedAt: m.side === 'staff' ? m.at : null,
    })),
  );
}

/** The demo's conversations and quick replies (see the file's comment). */
export async function seedConversationsDemo(db: Db, now: Date = new Date()): Promise<void> {
  const phone = (p: string) => db.query.users.findFirst({ where: eq(users.phone, p) });
  const [guest, owner, agent, manager] = await Promise.all([
    phone(DEMO_USERS.guest),
    phone(DEMO_USERS.owner),
    phone(DEMO_USERS.agent),
    phone(DEMO_USERS.manager),
  ]);
  if (!guest || !owner || !manager) return;
  const companyId = guest.companyId;
  const [{ n }] = await db.select({ n: count() }).from(conversations).where(eq(conversations.companyId, companyId));
  if (n > 0) return;
  const ago = (ms: number) => new Date(now.getTime() - ms);

  const lease = await db.query.leases.findFirst({ where: eq(leases.userId, guest.id), orderBy: asc(leases.id) });
  if (lease)
    await talk(db, { companyId, userId: guest.id, kind: 'lease', subjectId: lease.id }, [
      { by: guest.id, side: 'person', text: 'Добрый день! Когда придёт квитанция за воду?', at: ago(26 * HOUR) },
      {
        by: manager.id,
        side: 'staff',
        text: 'Здравствуйте! Квитанция будет в личном кабинете до 5-го числа.',
        at: ago(25 * HOUR),
      },
    ]);
  const booking = await db.query.bookings.findFirst({
    where: and(eq(bookings.userId, guest.id), eq(bookings.companyId, companyId)),
    orderBy: asc(bookings.id),
  });
  if (booking)
    await talk(
      db,
      { companyId, userId: guest.id, kind: 'booking', subjectId: booking.id },
      // 40 hours ago: past its first-reply target at any hour the demo starts (R23.6: at most
      // 12 h 15 min from a message written after closing).
      [{ by: guest.id, side: 'person', text: 'Можно ли заехать пораньше, в 11:00?', at: ago(40 * HOUR) }],
      { assigneeId: manager.id },
    );

  const rooms = await ownerDemoRoomIds(db);
  if (rooms.mc)
    await talk(
      db,
      { companyId, userId: owner.id, kind: 'owner_room', subjectId: rooms.mc },
      [
        {
          by: agent?.id ?? owner.id,
          side: 'person',
          text: 'Прошу прислать акт уборки за прошлый месяц.',
          at: ago(50 * HOUR),
        },
        { by: manager.id, side: 'staff', text: 'Акт отправили в раздел «Документы».', at: ago(49 * HOUR) },
      ],
      { state: 'closed' },
    );
  await talk(db, { companyId, userId: owner.id, kind: 'general', subjectId: null }, [
    { by: owner.id, side: 'person', text: 'Hello! Is there parking for owners?', at: ago(5 * MINUTE), lang: 'en' },
  ]);

  await db.insert(quickReplies).values(
    [
      [
        'Приветствие',
        'Здравствуйте! Спасибо за обращение, уже разбираемся.',
        'Hello! Thank you for writing, we are on it.',
      ],
      ['Мастер', 'Мастер придёт в согласованное время.', 'The technician will come at the agreed time.'],
      [
        'Квитанции',
        'Квитанции появляются в личном кабинете до 5-го числа.',
        'Bills appear in your account by the 5th.',
      ],
    ].map(([title, ru, en]) => ({ companyId, userId: manager.id, title, text: { ru, en } })),
  );
}
