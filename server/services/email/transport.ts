/**
 * E-mail delivery (docs/rules.md R22; docs/architecture.md § Outside services): an interface with
 * the local outbox (default: kept in memory, readable at /api/dev/email-outbox outside production,
 * like the SMS outbox of server/services/sms.ts) and the SMTP adapter over nodemailer, chosen by
 * `SMTP_URL` alone.
 */
import nodemailer, { type Transporter } from 'nodemailer';

/** One message as the outbox job hands it over. */
export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; base64: string }[];
}

/**
 * An SMTP refusal (docs/rules.md R22.5): `permanent` for a 5xx reply (no such mailbox, refused),
 * else temporary (4xx, no connection, timeout) and the outbox tries again later. `message` holds the
 * server's code and reply, never the message.
 */
export class EmailRefused extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface EmailService {
  readonly name: 'local' | 'smtp';
  /** Sends `mail`; resolves to the Message-ID it was accepted under. @throws EmailRefused */
  send(mail: OutgoingEmail): Promise<{ messageId: string }>;
}

/** One message the local adapter "sent", as GET /api/dev/email-outbox shows it. */
export interface LocalEmailEntry extends OutgoingEmail {
  id: number;
  messageId: string;
  sentAt: string;
}

/** The local adapter: keeps every message in memory, newest last, at most 200. */
export class LocalEmailService implements EmailService {
  readonly name = 'local';
  readonly outbox: LocalEmailEntry[] = [];
  private seq = 0;

  async send(mail: OutgoingEmail): Promise<{ messageId: string }> {
    if (!/^[^\s@]+@[^\s@]+$/.test(mail.to)) throw new EmailRefused('550 5.1.3 Bad recipient address syntax', true);
    const id = ++this.seq;
    const messageId = `<local-${id}-${Date.now()}@localhost>`;
    this.outbox.push({ ...mail, id, messageId, sentAt: new Date().toISOString() });
    if (this.outbox.length > 200) this.outbox.shift();
    return { messageId };
  }
}

/** The SMTP adapter: one pooled nodemailer transport to `url` (`smtp://`, `smtps://`). */
export class SmtpEmailService implements EmailService {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(url: string) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: OutgoingEmail): Promise<{ messageId: string }> {
    try {
      const info = await this.transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.base64, 'base64'),
        })),
      });
      return { messageId: String(info.messageId) };
    } catch (e) {
      const err = e as { responseCode?: number; response?: string; code?: string; message?: string };
      const code = err.responseCode ?? 0;
      // 5xx is the server's final word (RFC 5321 § 4.2.1); anything else may pass later.
      throw new EmailRefused(
        (err.response || `${err.code ?? 'ERROR'} ${err.message ?? ''}`).slice(0, 300),
        code >= 500 && code < 600,
      );
    }
  }

  close(): void {
    this.transport.close();
  }
}

/** The adapter the configuration chooses: SMTP when `SMTP_URL` is set, else the local outbox. */
export function createEmailService(cfg: { smtpUrl?: string }): EmailService {
  return cfg.smtpUrl ? new SmtpEmailService(cfg.smtpUrl) : new LocalEmailService();
}
