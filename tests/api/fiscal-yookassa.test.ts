// @vitest-environment node
/**
 * The YooKassa adapter's fiscal receipts (docs/rules.md R5.24) over a fake `fetch`: the payment
 * carries `receipt` (rubles with two decimals, quantity as a decimal, codes), a refund posts
 * /refunds with its receipt, the settlement posts /receipts with `settlements: [{ type:
 * 'prepayment' }]`, the registration is read from GET /receipts, and a 400 is an AcquirerError
 * with YooKassa's error body.
 */
import { describe, expect, it } from 'vitest';
import { AcquirerError, YooKassaPaymentService, type SentReceipt } from '../../server/services/payments';

type Init = { method: string; headers: Record<string, string>; body?: string };

function fakeYooKassa(replies: { status?: number; body: unknown }[]) {
  const calls: { url: string; init: Init }[] = [];
  const fake = async (url: string, init: Init) => {
    calls.push({ url, init });
    const r = replies.shift()!;
    const status = r.status ?? 200;
    return { ok: status < 300, status, json: async () => r.body };
  };
  return { calls, yk: new YooKassaPaymentService({ shopId: 'shop', secretKey: 'secret' }, fake) };
}

const receipt: SentReceipt = {
  customer: { email: 'guest@example.com' },
  items: [
    {
      description: 'Проживание, бронирование № GK-000001',
      quantity: 2,
      unitKopecks: 500_000,
      vatCode: 2,
      paymentMode: 'full_prepayment',
      paymentSubject: 'service',
    },
    {
      description: 'Завтрак',
      quantity: 2,
      unitKopecks: 60_025,
      vatCode: 11,
      paymentMode: 'full_prepayment',
      paymentSubject: 'service',
    },
  ],
  taxSystemCode: 1,
  date: '2026-12-05',
};
const wire = {
  customer: { email: 'guest@example.com' },
  items: [
    {
      description: 'Проживание, бронирование № GK-000001',
      quantity: '2.00',
      amount: { value: '5000.00', currency: 'RUB' },
      vat_code: 2,
      payment_mode: 'full_prepayment',
      payment_subject: 'service',
    },
    {
      description: 'Завтрак',
      quantity: '2.00',
      amount: { value: '600.25', currency: 'RUB' },
      vat_code: 11,
      payment_mode: 'full_prepayment',
      payment_subject: 'service',
    },
  ],
  tax_system_code: 1,
};

describe('YooKassa receipts (R5.24)', () => {
  it('sends the receipt with the payment, the refund and the settlement; reads the registration', async () => {
    const { calls, yk } = fakeYooKassa([
      { body: { id: 'yk-1', status: 'pending', confirmation: { confirmation_url: 'https://yoomoney.ru/x' } } },
      { body: { id: 'rf-1', status: 'succeeded' } },
      { body: { id: 'rc-2', type: 'payment', status: 'pending' } },
      {
        body: {
          items: [
            {
              id: 'rc-1',
              type: 'payment',
              status: 'succeeded',
              fiscal_storage_number: '9288000100115785',
              fiscal_document_number: '3997',
              fiscal_attribute: '2617603921',
              registered_at: '2026-12-05T06:00:05.000Z',
            },
          ],
        },
      },
    ]);
    await yk.create({
      paymentId: 1,
      amountKopecks: 1_120_050,
      idempotencyKey: 'k-1',
      description: 'GK-000001',
      returnUrl: 'https://site/bookings/1',
      receipt,
    });
    expect(JSON.parse(calls[0]!.init.body!).receipt).toEqual(wire);
    expect(
      await yk.refund({ providerPaymentId: 'yk-1', amountKopecks: 1_120_050, idempotencyKey: 'refund-1', receipt }),
    ).toEqual({ providerRefundId: 'rf-1', providerReceiptId: null });
    expect(calls[1]!.url).toBe('https://api.yookassa.ru/v3/refunds');
    expect(JSON.parse(calls[1]!.init.body!)).toEqual({
      payment_id: 'yk-1',
      amount: { value: '11200.50', currency: 'RUB' },
      receipt: wire,
    });
    await yk.settle({
      providerPaymentId: 'yk-1',
      idempotencyKey: 'settlement-1',
      receipt,
      prepaymentKopecks: 1_120_050,
    });
    expect(calls[2]!.url).toBe('https://api.yookassa.ru/v3/receipts');
    expect(JSON.parse(calls[2]!.init.body!)).toMatchObject({
      type: 'payment',
      payment_id: 'yk-1',
      send: true,
      settlements: [{ type: 'prepayment', amount: { value: '11200.50', currency: 'RUB' } }],
      customer: wire.customer,
      tax_system_code: 1,
    });
    expect(calls[2]!.init.headers['Idempotence-Key']).toBe('settlement-1');
    const [registered] = await yk.receipts('yk-1');
    expect(calls[3]!.url).toBe('https://api.yookassa.ru/v3/receipts?payment_id=yk-1');
    expect(registered).toMatchObject({
      id: 'rc-1',
      status: 'registered',
      fiscalStorageNumber: '9288000100115785',
      fiscalDocumentNumber: '3997',
      fiscalAttribute: '2617603921',
    });
  });

  it("a refused receipt is an AcquirerError with YooKassa's error body", async () => {
    const error = {
      type: 'error',
      id: 'ab12',
      code: 'invalid_request',
      description: 'Receipt is missing or illegal',
      parameter: 'receipt',
    };
    const { yk } = fakeYooKassa([{ status: 400, body: error }]);
    const refused = await yk
      .create({ paymentId: 2, amountKopecks: 100, idempotencyKey: 'k-2', description: 'x', returnUrl: '/', receipt })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AcquirerError);
    expect(refused).toMatchObject({ status: 400, body: error });
  });
});
