/**
 * The mobile app's journey through a client generated from the server's OpenAPI document
 * (openapi-typescript types in ./schema.d.ts, written by tests/api/mobile-client.test.ts from
 * `app.swagger()`; openapi-fetch calls): log in with an `android` device, register the device again
 * (a token refresh), list bookings, pay a utility bill in the sandbox, accept the e-signature
 * agreement, ask for a signing code, sign
 * the document, see it signed with the evidence, and be refused when the same code is used twice
 * (docs/rules.md R2.13, R7.6, R10, R11.8).
 *
 * Only the generated client talks to the server; the SMS the phone would receive comes from
 * `readSms`. The test type-checks this file against the generated types, so a contract change that
 * would break the app breaks the test. Outside tsconfig.json (its types exist only once generated).
 */
import createClient from 'openapi-fetch';
import type { paths } from './schema';
import type { JourneyInput, JourneyResult } from './journey-types';
export type { JourneyInput, JourneyResult } from './journey-types';

/** Fails the journey with the server's `{ message }` when a call did not succeed. */
function must<T>(r: { data?: T; error?: unknown; response: Response }, step: string): T {
  if (r.data === undefined) throw new Error(`${step}: ${r.response.status} ${JSON.stringify(r.error)}`);
  return r.data;
}

/** Runs the journey; resolves to what each step answered. @throws Error naming the step that failed. */
export async function runJourney({ baseUrl, phone, documentId, readSms }: JourneyInput): Promise<JourneyResult> {
  const client = createClient<paths>({ baseUrl });
  let token = '';
  client.use({
    onRequest({ request }) {
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  });
  const header = { company: '1', devicelocale: 'en' } as const;
  const device = { type: 'android', token: 'fcm-journey-token-1', installationId: 'journey-pixel-8' } as const;

  must(await client.POST('/api/app/v1/auth/code', { params: { header }, body: { phone } }), 'auth/code');
  const login = must(
    await client.POST('/api/app/v1/auth/login', { params: { header }, body: { phone, code: readSms(phone), device } }),
    'auth/login',
  );
  token = login.data.token;

  const registered = must(await client.POST('/api/app/v1/device', { params: { header }, body: { ...device, token: 'fcm-journey-token-2' } }), 'device');

  const bookings = must(await client.GET('/api/app/v1/bookings', { params: { header, query: { _start: 0, _end: 20 } } }), 'bookings');

  const accounts = must(await client.GET('/api/app/v1/bills', { params: { header } }), 'bills');
  const owing = accounts.data.data.find((a) => a.debtKopecks > 0);
  if (!owing) throw new Error('bills: no account with a debt');
  const started = must(await client.POST('/api/app/v1/bills/{id}/pay', { params: { header, path: { id: owing.id } }, body: {} }), 'bills/pay');
  const paid = must(
    await client.POST('/api/app/v1/payments/{id}/sandbox', { params: { header, path: { id: started.data.paymentId } }, body: { outcome: 'succeeded' } }),
    'payments/sandbox',
  );

  // Before the first signing the app shows the e-signature agreement in force and records its acceptance (R11.9).
  const agreement = must(await client.GET('/api/app/v1/esign/agreement', { params: { header } }), 'esign/agreement');
  must(await client.POST('/api/app/v1/esign/acceptance', { params: { header }, body: { version: agreement.data.version } }), 'esign/acceptance');

  const path = { id: documentId };
  const code = must(await client.POST('/api/app/v1/documents/{id}/signature/code', { params: { header, path } }), 'signature/code');
  const sms = readSms(phone);
  const signed = must(await client.POST('/api/app/v1/documents/{id}/sign', { params: { header, path }, body: { code: sms } }), 'sign');
  const shown = must(await client.GET('/api/app/v1/documents/{id}', { params: { header, path } }), 'documents/{id}');

  const again = await client.POST('/api/app/v1/documents/{id}/sign', { params: { header, path }, body: { code: sms } });
  const refusal = (again.error ?? {}) as { message?: string };

  return {
    isNew: login.data.isNew,
    deviceId: registered.data.id,
    bookings: bookings.data.total,
    payment: { status: paid.data.status, amountKopecks: started.data.amountKopecks },
    codeChannel: code.data.channel,
    signed: { signature: signed.data.signature, signerName: signed.data.signerName, signatureHash: signed.data.signatureHash, evidence: signed.data.evidence },
    shown: { signature: shown.data.signature, signedAt: shown.data.signedAt, historyKinds: shown.data.history.map((h) => h.kind) },
    reuse: { status: again.response.status, message: refusal.message ?? '' },
  };
}
