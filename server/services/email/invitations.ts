/**
 * The e-mails of the conversations and the reviews (docs/rules.md R22.1, R23.8, R24.8): the unread
 * reply from the management company and the invitation to review a stay. Both are optional
 * e-mails a person may switch off in the profile (R22.3), queued once per event (R22.4).
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingObjects, objects } from '../../db/schema';
import { tFor } from '../../i18n';
import { queueEmail } from './index';

/**
 * Queues `conversation-reply` to the person of conversation `conversationId`: a staff reply has
 * waited unread for the R23.8 delay. `messageId` is the newest reply told of (the event key), and
 * `preview` its text (cut to 200 characters). Never throws.
 */
export async function emailUnreadReply(
  app: FastifyInstance,
  input: { userId: number; conversationId: number; messageId: number; preview: string },
): Promise<void> {
  const title = { ru: tFor('ru')('conversations.email.title'), en: tFor('en')('conversations.email.title') };
  await queueEmail(app, {
    to: { userId: input.userId },
    template: 'conversation-reply',
    data: {
      conversationId: input.conversationId,
      title,
      preview: input.preview.slice(0, 200),
      link: `/conversations/${input.conversationId}`,
    },
    eventKey: `conversation-reply:${input.messageId}`,
  });
}

/**
 * Queues `review-invitation` to the guest of booking `bookingId` (R24.8), the stay's objects as
 * its title ("Апартаменты № 12, Апартаменты № 14"). Never throws: {@link queueEmail} logs.
 */
export async function emailReviewInvitation(
  app: FastifyInstance,
  input: { userId: number; bookingId: number; checkOut: string },
): Promise<void> {
  const objs = await app.db
    .select({ title: objects.title, number: objects.number })
    .from(bookingObjects)
    .innerJoin(objects, eq(objects.id, bookingObjects.objectId))
    .where(inArray(bookingObjects.bookingId, [input.bookingId]));
  const name = (lang: 'ru' | 'en') => objs.map((o) => `${o.title[lang] || o.title.ru} № ${o.number}`).join(', ');
  await queueEmail(app, {
    to: { userId: input.userId },
    template: 'review-invitation',
    data: {
      bookingId: input.bookingId,
      objectTitle: { ru: name('ru'), en: name('en') },
      checkOut: input.checkOut,
      link: `/bookings/${input.bookingId}#review`,
    },
    eventKey: `review-invitation:${input.bookingId}`,
  });
}
