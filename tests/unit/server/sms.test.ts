/** The SMS service adapters: the local outbox and SMS.RU's sms/send and code/call APIs (fake fetch). */
import { describe, expect, it } from 'vitest';
import { createSmsService, LocalSmsService, SmsRuService } from '../../../server/services/sms';

function fakeFetch(body: unknown, ok = true) {
  const calls: string[] = [];
  const fn = async (url: string) => {
    calls.push(url);
    return { ok, json: async () => body };
  };
  return { fn, calls };
}

describe('SmsRuService', () => {
  it('sends an SMS through sms/send with the api_id', async () => {
    const f = fakeFetch({ status: 'OK', sms: { '79123456789': { status: 'OK' } } });
    await new SmsRuService('key-1', f.fn, 'https://sms.test').sendSms('+79123456789', 'Код: 123456');
    const url = new URL(f.calls[0]);
    expect(url.pathname).toBe('/sms/send');
    expect(url.searchParams.get('to')).toBe('79123456789');
    expect(url.searchParams.get('msg')).toBe('Код: 123456');
    expect(url.searchParams.get('api_id')).toBe('key-1');
  });

  it('fails when SMS.RU refuses the message', async () => {
    const f = fakeFetch({
      status: 'OK',
      sms: { '79123456789': { status: 'ERROR', status_text: 'Недостаточно средств' } },
    });
    await expect(new SmsRuService('k', f.fn).sendSms('+79123456789', 'x')).rejects.toThrow('Недостаточно средств');
    const g = fakeFetch({ status: 'ERROR', status_text: 'Неверный api_id' });
    await expect(new SmsRuService('k', g.fn).sendSms('+79123456789', 'x')).rejects.toThrow('Неверный api_id');
  });

  it('returns the 4 digits of the calling number from code/call', async () => {
    const f = fakeFetch({ status: 'OK', code: '4821', call_id: '1' });
    expect(await new SmsRuService('k', f.fn, 'https://sms.test').callWithCode('+79123456789')).toEqual({
      code: '4821',
    });
    expect(new URL(f.calls[0]).pathname).toBe('/code/call');
  });
});

describe('createSmsService', () => {
  it('chooses the adapter by configuration', () => {
    expect(createSmsService({ smsProvider: 'local' })).toBeInstanceOf(LocalSmsService);
    expect(createSmsService({ smsProvider: 'smsru', smsRuApiId: 'k' })).toBeInstanceOf(SmsRuService);
    expect(() => createSmsService({ smsProvider: 'smsru' })).toThrow(/SMSRU_API_ID/);
  });

  it('keeps what the local adapter sends, newest last', async () => {
    const box = new LocalSmsService();
    await box.sendSms('+79123456789', 'Код: 1', '1');
    const { code } = await box.callWithCode('+79123456789');
    expect(box.outbox.map((e) => e.kind)).toEqual(['sms', 'call']);
    expect(box.outbox[1].caller!.endsWith(code)).toBe(true);
  });
});
