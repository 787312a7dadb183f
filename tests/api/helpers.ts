/** Shared helpers of the API tests: a controllable clock and SMS login through the local outbox. */
import type { FastifyInstance } from 'fastify';
import { LocalSmsService } from '../../server/services/sms';

/** A clock the test moves by hand. */
export class TestClock {
  constructor(public current: Date) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const H = (lang: 'ru' | 'en' = 'en', token?: string) => ({
  company: '1',
  devicelocale: lang,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

let seq = 0;
/** The newest one-time code the local SMS outbox holds for `phone`. */
export function lastCode(app: FastifyInstance, phone: string): string {
  return [...(app.sms as LocalSmsService).outbox].reverse().find((e) => e.phone === phone)!.code;
}

/**
 * Logs a fresh phone in; resolves to its bearer token. `extra` goes into the login body: `owner`,
 * or the mobile app's push `device` (an app session, docs/rules.md R2.13).
 */
export async function login(
  app: FastifyInstance,
  phone = `+7955${String(Date.now() % 1e6).padStart(6, '0')}${++seq % 10}`,
  extra: { owner?: boolean; device?: { type: 'web' | 'ios' | 'android'; token: string; installationId?: string } } = {},
): Promise<string> {
  const r1 = await app.inject({ method: 'POST', url: '/api/app/v1/auth/code', headers: H(), payload: { phone } });
  if (r1.statusCode >= 300) throw new Error(`code: ${r1.body}`);
  const r2 = await app.inject({
    method: 'POST',
    url: '/api/app/v1/auth/login',
    headers: H(),
    payload: { phone, code: lastCode(app, phone), ...extra },
  });
  if (r2.statusCode >= 300) throw new Error(`login: ${r2.body}`);
  return r2.json().data.token;
}

/**
 * Uploads a small PDF scan (`scan.pdf`) as the caller through `POST uploads` (docs/rules.md
 * R17.2); resolves to the upload's id. @throws Error with the answer when it is not 200/201.
 */
export async function uploadPdf(app: FastifyInstance, token: string): Promise<string> {
  const boundary = '----api-test-upload';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from('%PDF-1.4\n%%EOF'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const r = await app.inject({
    method: 'POST',
    url: '/api/app/v1/uploads',
    headers: { ...H('en', token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (r.statusCode !== 201 && r.statusCode !== 200) throw new Error(r.body);
  return r.json().data.id;
}
