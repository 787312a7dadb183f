/**
 * The transport (docs/rules.md R1.1–R1.4; providers/http.ts): one test per rule, against a stub
 * axios adapter
 * that records what would go on the wire.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { request, toHttpError } from '../../../providers/http';
import { http } from '../../../providers/http-client';

let sent: InternalAxiosRequestConfig[] = [];
let reply: (config: InternalAxiosRequestConfig) => Promise<AxiosResponse> = async (config) => ({
  data: { data: 'ok' },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});
const stub: AxiosAdapter = async (config) => {
  sent.push(config);
  return reply(config);
};
const originalAdapter = http.defaults.adapter;

function clearCookies() {
  for (const c of document.cookie.split('; ')) {
    const name = c.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}
const last = () => sent[sent.length - 1];
const header = (name: string) => (last().headers as unknown as { get(n: string): unknown }).get(name);

beforeEach(() => {
  sent = [];
  http.defaults.adapter = stub;
  clearCookies();
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  reply = async (config) => ({ data: { data: 'ok' }, status: 200, statusText: 'OK', headers: {}, config });
});

describe('headers', () => {
  it('sends JSON content type, company 1 and deviceLocale ru by default', async () => {
    await request('get', 'app/v1/building');
    expect(header('Content-Type')).toBe('application/json');
    expect(header('company')).toBe('1');
    expect(header('deviceLocale')).toBe('ru');
    expect(last().baseURL).toBe('/api/');
    expect(last().url).toBe('app/v1/building');
  });

  it('takes deviceLocale from the lang cookie', async () => {
    document.cookie = 'lang=en; Path=/';
    await request('get', 'app/v1/building');
    expect(header('deviceLocale')).toBe('en');
  });

  it('sends no Authorization without a token cookie', async () => {
    await request('get', 'app/v1/building');
    expect(header('Authorization')).toBeUndefined();
  });

  it('sends Bearer from user-token, replaced by auth-token when present', async () => {
    document.cookie = 'user-token=user-abc; Path=/';
    await request('get', 'app/v1/push');
    expect(header('Authorization')).toBe('Bearer user-abc');
    document.cookie = 'auth-token=auth-xyz; Path=/';
    await request('get', 'app/v1/push');
    expect(header('Authorization')).toBe('Bearer auth-xyz');
  });

  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN', async () => {
    await request('post', 'app/v1/device', { type: 'web', token: 't' });
    expect(header('X-XSRF-TOKEN')).toBeUndefined();
    document.cookie = 'XSRF-TOKEN=xsrf-1; Path=/';
    await request('post', 'app/v1/device', { type: 'web', token: 't' });
    expect(header('X-XSRF-TOKEN')).toBe('xsrf-1');
  });
});

describe('timeout and status', () => {
  it('has no default timeout', async () => {
    await request('get', 'app/v1/building');
    expect(last().timeout).toBe(0);
  });

  it('treats 200–299 as success and anything else as failure', () => {
    const ok = http.defaults.validateStatus!;
    expect([200, 201, 204, 299].map(ok)).toEqual([true, true, true, true]);
    expect([199, 300, 301, 404, 500].map(ok)).toEqual([false, false, false, false, false]);
  });
});

describe('payloads', () => {
  it('GET sends the payload as query parameters without empty values', async () => {
    await request('get', 'app/v1/objects', {
      building: 2,
      priceMin: '',
      priceMax: null,
      q: undefined,
      zero: 0,
      no: false,
    });
    expect(last().params).toEqual({ building: 2, zero: 0, no: false });
    expect(last().data).toBeUndefined();
  });

  it('POST sends a JSON body without null values', async () => {
    await request('post', 'app/v1/callback', {
      name: 'Анна',
      phone: '+79123456789',
      comment: null,
      nested: { a: null, b: 1 },
    });
    expect(header('Content-Type')).toBe('application/json');
    expect(JSON.parse(last().data as string)).toEqual({ name: 'Анна', phone: '+79123456789', nested: { b: 1 } });
  });

  it('DELETE sends a JSON body without null values', async () => {
    await request('delete', 'app/v1/account', { code: '123456', reason: null });
    expect(last().method).toBe('delete');
    expect(JSON.parse(last().data as string)).toEqual({ code: '123456' });
  });

  it('sends FormData when a value is a File', async () => {
    const file = new File(['%PDF-1.4'], 'inn.pdf', { type: 'application/pdf' });
    await request('post', 'app/v1/bookings', { payerType: 'legal', tin: file, note: null });
    const body = last().data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('tin') as File).name).toBe('inn.pdf');
    expect(body.get('payerType')).toBe('legal');
    expect(body.has('note')).toBe(false);
  });

  it('sends FormData when a value is an array of files or a Blob', async () => {
    const a = new File(['a'], 'a.jpg', { type: 'image/jpeg' });
    const b = new Blob(['b'], { type: 'image/png' });
    await request('post', 'app/v1/documents', { scans: [a, b], agree: true });
    const body = last().data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.getAll('scans[]')).toHaveLength(2);
    expect(body.get('agree')).toBe('1');
  });
});

describe('responses', () => {
  it('resolves with the body on 2xx without message', async () => {
    await expect(request('get', 'app/v1/building')).resolves.toEqual({ data: 'ok' });
  });

  it('rejects with the whole response when a 2xx body has a message field', async () => {
    reply = async (config) => ({ data: { message: 'Недоступно' }, status: 200, statusText: 'OK', headers: {}, config });
    const err = await request('get', 'app/v1/building').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 200, data: { message: 'Недоступно' } });
    expect(err).not.toBeInstanceOf(Error);
  });

  it('rejects with the whole response when a 4xx body has a message field', async () => {
    reply = async (config) => {
      const response = {
        data: { message: 'Неверный код', errors: { code: ['Неверный код'] } },
        status: 422,
        statusText: '',
        headers: {},
        config,
      };
      throw new AxiosError('Request failed with status code 422', 'ERR_BAD_REQUEST', config, null, response);
    };
    const err = await request('post', 'app/v1/auth/login', { code: '1' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 422, data: { message: 'Неверный код' } });
    expect(toHttpError(err)).toEqual({ message: 'Неверный код', statusCode: 422, errors: { code: ['Неверный код'] } });
  });

  it('passes transport errors on unchanged', async () => {
    const network = new AxiosError('Network Error', 'ERR_NETWORK');
    reply = async () => {
      throw network;
    };
    const err = await request('get', 'app/v1/building').catch((e: unknown) => e);
    expect(err).toBe(network);
    expect(toHttpError(err)).toEqual({ message: 'Network Error', statusCode: 0 });
  });
});
