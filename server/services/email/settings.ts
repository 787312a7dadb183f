/** A person's e-mail choices (docs/rules.md R22.3; GET/PUT app/v1/profile/email). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailSettings, users } from '../../db/schema';
import { EMAIL_TEMPLATES, ESSENTIAL_EMAILS, emailWanted, type EmailTemplateName } from '../../../src/domain/email';
import type { EmailSettings } from '../../../src/contracts/profile';

/** User `userId`'s address, language and each template with whether it is sent. */
export async function emailSettingsOf(app: FastifyInstance, userId: number): Promise<EmailSettings> {
  const [u, s] = await Promise.all([
    app.db.query.users.findFirst({ where: eq(users.id, userId), columns: { email: true } }),
    app.db.query.emailSettings.findFirst({ where: eq(emailSettings.userId, userId) }),
  ]);
  const off = s?.off ?? [];
  return {
    address: u?.email || null,
    language: s?.language ?? 'ru',
    templates: EMAIL_TEMPLATES.map((template) => ({
      template,
      on: emailWanted(template, off),
      essential: ESSENTIAL_EMAILS.includes(template),
    })),
  };
}

/** Stores user `userId`'s switched-off optional templates and language (one row per person). */
export async function saveEmailSettings(
  app: FastifyInstance,
  userId: number,
  off: EmailTemplateName[],
  language: 'ru' | 'en',
): Promise<void> {
  const values = {
    off: [...new Set(off)].filter((t) => !ESSENTIAL_EMAILS.includes(t)),
    language,
    updatedAt: app.clock.now(),
  };
  await app.db
    .insert(emailSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: emailSettings.userId, set: values });
}
