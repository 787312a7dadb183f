/**
 * A real SMTP server for the e-mail tests (docs/rules.md R22): `smtp-server` on a free local port
 * takes the portal's mail and `mailparser` reads each message back into {@link SmtpInbox.received}.
 * {@link SmtpInbox.mode} makes it accept, refuse for good (550) or for now (421) at RCPT TO.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** A started test SMTP server. */
export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`, the portal's SMTP_URL. */
  url: string;
  /** Every message accepted, parsed, in order. */
  received: ParsedMail[];
  /** How RCPT TO is answered from now on. */
  mode: 'accept' | '550' | '421';
  close(): Promise<void>;
}

/** Starts an SMTP server on 127.0.0.1 (a free port) that keeps what it accepts. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const inbox = { received: [] as ParsedMail[], mode: 'accept' } as SmtpInbox;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, cb) {
      if (inbox.mode === 'accept') return cb();
      const e = Object.assign(new Error(inbox.mode === '550' ? 'No such user here' : 'Try again later'), {
        responseCode: Number(inbox.mode),
      });
      cb(e);
    },
    onData(stream, _session, cb) {
      simpleParser(stream)
        .then((m) => inbox.received.push(m))
        .then(() => cb(), cb);
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
  inbox.url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  inbox.close = () => new Promise<void>((ok) => smtp.close(() => ok()));
  return inbox;
}

/** The To of message `m` as text ('' when absent). */
export const toText = (m: ParsedMail | undefined) => (m?.to && 'text' in m.to ? m.to.text : '');
