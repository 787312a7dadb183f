/**
 * Demo e-mail choices (docs/rules.md R22.3): the demo guest has switched the review invitations
 * off, so /profile "E-mails" shows one optional e-mail off beside the locked essential ones after
 * `npm start`. The e-mails themselves appear at /api/dev/email-outbox as soon as someone books with
 * an e-mail (the local adapter). Runs when the guest has no choices stored.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { emailSettings, users } from '../schema';
import { DEMO_USERS } from './users';

export async function seedEmailDemo(db: Db): Promise<void> {
  const guest = await db.query.users.findFirst({
    where: and(eq(users.phone, DEMO_USERS.guest), isNull(users.deletedAt)),
    columns: { id: true },
  });
  if (!guest) return;
  await db
    .insert(emailSettings)
    .values({ userId: guest.id, off: ['review-invitation'], language: 'ru' })
    .onConflictDoNothing({ target: emailSettings.userId });
}
