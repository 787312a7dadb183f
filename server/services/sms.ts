/**
 * SMS and call-code delivery (docs/rules.md R2.1: the code comes by SMS, or is the last 4 digits
 * of the
 * number that calls). An interface with the local outbox (default, used by tests and readable at
 * /api/dev/sms-outbox outside production) and the SMS.RU adapter (https://sms.ru/api).
 */
import { randomInt } from 'node:crypto';

/** One message the local adapter "sent". */
export interface OutboxEntry {
  id: number;
  phone: string;
  kind: 'sms' | 'call';
  /** The SMS text, or a description of the call. */
  text: string;
  /** The code the user must enter (for calls: the last 4 digits of the caller's number). */
  code: string;
  /** For calls: the number that called, E.164. */
  caller?: string;
  sentAt: string;
}

export interface SmsService {
  readonly name: string;
  /** Sends `text` to `phone` (E.164). @throws Error when the provider refuses. */
  sendSms(phone: string, text: string, code?: string): Promise<void>;
  /** Calls `phone`; resolves to the last 4 digits of the calling number. @throws Error when the provider refuses. */
  callWithCode(phone: string): Promise<{ code: string }>;
}

/** The local adapter: keeps every message in memory, newest last, at most 500. */
export class LocalSmsService implements SmsService {
  readonly name = 'local';
  readonly outbox: OutboxEntry[] = [];
  private seq = 0;

  /** @param log where to print each message (the demo has no real SMS), e.g. console.info. */
  constructor(private readonly log?: (line: string) => void) {}

  private push(e: Omit<OutboxEntry, 'id' | 'sentAt'>) {
    this.outbox.push({ ...e, id: ++this.seq, sentAt: new Date().toISOString() });
    if (this.outbox.length > 500) this.outbox.shift();
  }

  async sendSms(phone: string, text: string, code = ''): Promise<void> {
    this.push({ phone, kind: 'sms', text, code });
    if (this.log) this.log(`[local SMS] to ${phone}: ${text}`);
  }

  async callWithCode(phone: string): Promise<{ code: string }> {
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const caller = `+7900000${code}`;
    this.push({ phone, kind: 'call', text: `Call from ${caller}`, code, caller });
    if (this.log) this.log(`[local SMS] call to ${phone} from ${caller}`);
    return { code };
  }
}

type FetchLike = (url: string, init?: { method?: string }) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/**
 * SMS.RU adapter: `sms/send` for texts and `code/call` for call codes (the API answers with
 * the 4 digits it calls from). Chosen by `SMS_PROVIDER=smsru` with `SMSRU_API_ID`.
 */
export class SmsRuService implements SmsService {
  readonly name = 'smsru';
  constructor(
    private readonly apiId: string,
    private readonly fetchImpl: FetchLike = fetch as unknown as FetchLike,
    private readonly base = 'https://sms.ru',
  ) {}

  private async call(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const qs = new URLSearchParams({ ...params, api_id: this.apiId, json: '1' });
    const res = await this.fetchImpl(`${this.base}/${path}?${qs}`, { method: 'GET' });
    const body = (await res.json()) as Record<string, unknown>;
    if (!res.ok || body.status !== 'OK')
      throw new Error(`SMS.RU ${path} failed: ${String(body.status_text ?? body.status)}`);
    return body;
  }

  async sendSms(phone: string, text: string): Promise<void> {
    const body = await this.call('sms/send', { to: phone.replace(/^\+/, ''), msg: text });
    const sms = (body.sms as Record<string, { status?: string; status_text?: string }> | undefined) ?? {};
    const first = Object.values(sms)[0];
    if (first && first.status !== 'OK') throw new Error(`SMS.RU refused: ${first.status_text ?? ''}`);
  }

  async callWithCode(phone: string): Promise<{ code: string }> {
    const body = await this.call('code/call', { phone: phone.replace(/^\+/, '') });
    return { code: String(body.code) };
  }
}

/** Picks the adapter from configuration. @throws Error when smsru is chosen without an api_id. */
export function createSmsService(cfg: {
  smsProvider: 'local' | 'smsru';
  smsRuApiId?: string;
  logToConsole?: boolean;
}): SmsService {
  if (cfg.smsProvider === 'smsru') {
    if (!cfg.smsRuApiId) throw new Error('SMS_PROVIDER=smsru needs SMSRU_API_ID');
    return new SmsRuService(cfg.smsRuApiId);
  }
  return new LocalSmsService(cfg.logToConsole ? (l) => console.info(l) : undefined);
}
