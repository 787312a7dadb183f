/**
 * Transactional e-mail (docs/rules.md R22): {@link queueEmail} renders an e-mail once per event
 * into `email_outbox`, and the `email-outbox` job (server/jobs/index.ts) sends the due rows
 * through the adapter (./transport.ts) with back-off. The flow that causes an e-mail never waits
 * on SMTP and never fails because of it.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, emailOutbox, emailSettings, users } from '../../db/schema';
import { emailWanted, nextEmailAttempt, type EmailTemplateName } from '../../../src/domain/email';
import { renderEmail, type EmailCompany, type EmailTemplateData } from './templates';
import { EmailRefused } from './transport';

export { EmailRefused, LocalEmailService, SmtpEmailService, createEmailService, type EmailService } from './transport';

/** Who gets an e-mail: a person (their address, language and choices), or a bare address. */
export type EmailRecipient = { userId: number } | { address: string; language: 'ru' | 'en' };

/** What {@link queueEmail} takes. */
export interface QueueEmailInput<T extends EmailTemplateName = EmailTemplateName> {
  to: EmailRecipient;
  template: T;
  data: EmailTemplateData[T];
  /** The event, unique for all time (`booking-confirmed:42`): a second call with it sends nothing. */
  eventKey: string;
  /** The sender company for a bare address (default the demo company 1); a person's own otherwise. */
  companyId?: number;
}

/** The portal's origin for links: PUBLIC_URL, else the local server. */
export const portalOrigin = (app: FastifyInstance) => app.config.publicUrl || `http://localhost:${app.config.port}`;

/** The From of `company`'s e-mail: EMAIL_FROM, else the company's name and address. */
export function senderOf(app: FastifyInstance, company: EmailCompany): string {
  if (app.config.emailFrom) return app.config.emailFrom;
  return `"${company.name.ru.replace(/"/g, '')}" <${company.email || 'no-reply@localhost'}>`;
}

/** The company's name and contacts as the footer shows them. */
async function companyOf(app: FastifyInstance, id: number): Promise<EmailCompany | undefined> {
  return app.db.query.companies.findFirst({
    where: eq(companies.id, id),
    columns: { name: true, address: true, phones: true, email: true },
  });
}

/** The address, language and company of `to`, and whether they want `template`; null: nobody to write to. */
async function resolve(app: FastifyInstance, to: EmailRecipient, template: EmailTemplateName, companyId: number) {
  if ('address' in to) return { address: to.address, language: to.language, companyId, wanted: true, userId: null };
  const u = await app.db.query.users.findFirst({
    where: eq(users.id, to.userId),
    columns: { email: true, companyId: true, deletedAt: true },
  });
  if (!u?.email || u.deletedAt) return null;
  const s = await app.db.query.emailSettings.findFirst({ where: eq(emailSettings.userId, to.userId) });
  return {
    address: u.email,
    language: s?.language ?? 'ru',
    companyId: u.companyId,
    wanted: emailWanted(template, s?.off ?? []),
    userId: to.userId,
  };
}

/**
 * Queues `template` for `to` once per `eventKey` (docs/rules.md R22.4): rendered now in the
 * reader's language, inserted with ON CONFLICT DO NOTHING on the event key, so a repeat (or a
 * second instance) adds nothing. An optional e-mail the person switched off is recorded as
 * `skipped` (R22.3); a person without an address gets nothing. Never throws: a failure is logged.
 */
export async function queueEmail<T extends EmailTemplateName>(
  app: FastifyInstance,
  input: QueueEmailInput<T>,
): Promise<void> {
  try {
    const r = await resolve(app, input.to, input.template, input.companyId ?? 1);
    if (!r) return;
    const company = await companyOf(app, r.companyId);
    if (!company) return;
    const mail = renderEmail(input.template, input.data, r.language, company, portalOrigin(app));
    const now = app.clock.now();
    await app.db
      .insert(emailOutbox)
      .values({
        companyId: r.companyId,
        eventKey: input.eventKey,
        userId: r.userId,
        address: r.address,
        language: r.language,
        template: input.template,
        ...mail,
        status: r.wanted ? 'queued' : 'skipped',
        nextAttemptAt: now,
        createdAt: now,
      })
      .onConflictDoNothing({ target: emailOutbox.eventKey });
  } catch (e) {
    app.log.warn({ err: e, template: input.template, eventKey: input.eventKey }, 'e-mail not queued');
  }
}

/**
 * One run of the `email-outbox` job (docs/rules.md R22.5): sends up to `limit` due rows. Each row
 * is claimed by a conditional UPDATE that moves its next attempt 10 minutes on (a second worker
 * skips it; a crash mid-send retries it then). Sent → `sent` with the Message-ID; a permanent
 * refusal (5xx) → `failed` at once; a temporary one → retried after 1, 5, 30 min, 2 h, 6 h, then
 * `failed`. Resolves to the ids sent.
 */
export async function sendDueEmails(app: FastifyInstance, limit = 50): Promise<number[]> {
  const now = app.clock.now();
  const due = await app.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit);
  const sent: number[] = [];
  for (const { id } of due) {
    const [row] = await app.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + 10 * 60_000), attempts: sql`${emailOutbox.attempts} + 1` })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, now)))
      .returning();
    if (!row) continue;
    const company = await companyOf(app, row.companyId);
    try {
      const { messageId } = await app.email.send({
        from: senderOf(
          app,
          company ?? { name: { ru: 'Portal', en: 'Portal' }, address: { ru: '', en: '' }, phones: [], email: '' },
        ),
        to: row.address,
        subject: row.subject,
        html: row.html,
        text: row.text,
        attachments: row.attachments,
      });
      await app.db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: app.clock.now(), messageId, lastError: null })
        .where(eq(emailOutbox.id, id));
      sent.push(id);
    } catch (e) {
      const refused = e instanceof EmailRefused ? e : new EmailRefused(String((e as Error).message), false);
      const next = refused.permanent ? null : nextEmailAttempt(row.attempts, app.clock.now());
      await app.db
        .update(emailOutbox)
        .set({
          status: next ? 'queued' : 'failed',
          nextAttemptAt: next ?? row.nextAttemptAt,
          lastError: refused.message,
        })
        .where(eq(emailOutbox.id, id));
      // The outbox id and the SMTP reply only: no address, no content (R22.5).
      app.log.warn({ email: id, permanent: refused.permanent, reply: refused.message }, 'e-mail refused');
    }
  }
  return sent;
}
