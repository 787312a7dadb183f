/**
 * The utility bill's payment QR (ГОСТ Р 56042-2014; docs/rules.md R10.13) read back as a bank app
 * would: the QR image is taken out of the receipt's PDF (pdfjs-dist), decoded (jsQR), parsed with
 * `parsePaymentQrText` and every field compared with the bill and its provider's requisites; the
 * page's QR text (GET bills/{id}/payment-qr) carries the whole debt. Someone else's receipt is 404.
 * And the register number (docs/rules.md R6.15): managers only, validated, shown in the public
 * company record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEMO_USERS } from '../../server/db/seed';
import { parsePaymentQrText } from '../../src/domain/payment-qr';
import { H, login, TestClock, testApp, type TestApp, utilityAccounts } from './helpers';

const clock = new TestClock(new Date('2026-12-05T06:00:00Z'));
let testbed: TestApp;
let app: FastifyInstance;
let tenant: string;

beforeAll(async () => {
  testbed = await testApp({ clock });
  app = testbed.app;
  tenant = await login(app, DEMO_USERS.guest);
});
afterAll(async () => testbed?.close());

/** GET as `tok` (the tenant by default; null: no session). */
const get = (url: string, tok: string | null = tenant, lang: 'ru' | 'en' = 'ru') =>
  app.inject({ method: 'GET', url: `/api/app/v1/${url}`, headers: H(lang, tok ?? undefined) });

/** The first image drawn on the PDF's first page as RGBA pixels. */
async function firstImage(pdf: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const page = await doc.getPage(1);
  const ops = await page.getOperatorList();
  const at = ops.fnArray.findIndex((f) => f === OPS.paintImageXObject);
  expect(at).toBeGreaterThanOrEqual(0);
  const name = ops.argsArray[at][0] as string;
  const img = await new Promise<{ width: number; height: number; data: Uint8Array | Uint8ClampedArray }>((resolve) =>
    page.objs.get(name, resolve),
  );
  const px = img.width * img.height;
  if (img.data.length === px * 4)
    return { width: img.width, height: img.height, data: new Uint8ClampedArray(img.data) };
  // RGB (3 bytes a pixel) or grey (1): widen to RGBA for jsQR.
  const step = img.data.length / px;
  const rgba = new Uint8ClampedArray(px * 4);
  for (let i = 0; i < px; i++) {
    const r = img.data[i * step];
    rgba[i * 4] = r;
    rgba[i * 4 + 1] = step >= 3 ? img.data[i * step + 1] : r;
    rgba[i * 4 + 2] = step >= 3 ? img.data[i * step + 2] : r;
    rgba[i * 4 + 3] = 255;
  }
  return { width: img.width, height: img.height, data: rgba };
}

describe('the payment QR of a utility bill (R10.13)', () => {
  it("the receipt's PDF carries a QR whose every field matches the bill and its provider", async () => {
    const { water } = await utilityAccounts(app, tenant);
    const bill = (await get(`bills/${water.id}`)).json().data;
    const receipt = bill.receipts.find((r: { status: string }) => r.status !== 'paid') ?? bill.receipts[0];
    const provider = (await get('bills/requisites'))
      .json()
      .data.find((p: { accountNumbers: string[] }) => p.accountNumbers.includes(bill.number));
    const pdf = await get(`bills/${water.id}/receipts/${receipt.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const img = await firstImage(pdf.rawPayload);
    const code = jsQR(img.data, img.width, img.height);
    expect(code).not.toBeNull();
    expect(code!.data.startsWith('ST00012|')).toBe(true);
    const f = parsePaymentQrText(code!.data);
    const [y, m] = receipt.month.split('-');
    expect(f).toEqual({
      Name: provider.name,
      PersonalAcc: provider.account,
      BankName: [...provider.bankName].slice(0, 45).join(''),
      BIC: provider.bic,
      CorrespAcc: provider.corrAccount,
      PayeeINN: provider.inn,
      KPP: provider.kpp,
      Sum: String(receipt.totalKopecks - receipt.paidKopecks),
      Purpose: `Оплата ЖКУ, лицевой счёт ${bill.number}, период ${m}.${y}`,
      PersAcc: bill.number,
      PaymPeriod: `${m}${y}`,
    });
  });

  it("the page's QR text carries the whole debt for the latest receipt's month", async () => {
    const { water } = await utilityAccounts(app, tenant);
    const bill = (await get(`bills/${water.id}`)).json().data;
    const qr = (await get(`bills/${water.id}/payment-qr`, tenant, 'en')).json().data;
    const f = parsePaymentQrText(qr.text);
    expect(qr.sumKopecks).toBe(bill.debtKopecks);
    expect(f.Sum).toBe(String(bill.debtKopecks));
    expect(f.PersAcc).toBe(bill.number);
    expect(f.PaymPeriod).toBe(`${bill.receipts[0].month.slice(5, 7)}${bill.receipts[0].month.slice(0, 4)}`);
    expect(f.Purpose).toMatch(/^Utilities, account /);
  });

  it("someone else's account or receipt is 404, no session 401", async () => {
    const { water, power } = await utilityAccounts(app, tenant);
    const other = await login(app);
    expect((await get(`bills/${water.id}/payment-qr`, other)).statusCode).toBe(404);
    const receiptId = (await get(`bills/${water.id}`)).json().data.receipts[0].id;
    expect((await get(`bills/${water.id}/receipts/${receiptId}/pdf`, other)).statusCode).toBe(404);
    expect((await get(`bills/${power.id}/receipts/${receiptId}/pdf`)).statusCode).toBe(404);
    expect((await get(`bills/${water.id}/payment-qr`, null)).statusCode).toBe(401);
  });
});

describe('the register number of the accommodation facility (R6.15)', () => {
  const put = (tok: string, payload: object, lang: 'ru' | 'en' = 'en') =>
    app.inject({ method: 'PUT', url: '/api/app/v1/backoffice/company', headers: H(lang, tok), payload });

  it('is seeded and public in GET company', async () => {
    const c = (await get('company', null)).json().data;
    expect(c.registerNumber).toBe('С662025001234');
  });

  it('only a manager reads or sets it: 401 anonymous, 403 a guest', async () => {
    expect((await get('backoffice/company', null)).statusCode).toBe(401);
    expect((await get('backoffice/company', tenant)).statusCode).toBe(403);
    expect((await put(tenant, { registerNumber: 'С662025000001' })).statusCode).toBe(403);
  });

  it('a manager sets a valid number (shown publicly at once), a malformed one is 422 translated, empty clears', async () => {
    const manager = await login(app, DEMO_USERS.manager);
    expect((await get('backoffice/company', manager)).json().data.registerNumber).toBe('С662025001234');
    const bad = await put(manager, { registerNumber: '!!' }, 'ru');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.registerNumber[0]).toMatch(/\S/);
    const ok = await put(manager, { registerNumber: '  С66 2025 000777 ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.registerNumber).toBe('С66 2025 000777');
    expect((await get('company', null, 'en')).json().data.registerNumber).toBe('С66 2025 000777');
    expect((await put(manager, { registerNumber: '' })).json().data.registerNumber).toBeNull();
    expect((await get('company', null)).json().data.registerNumber).toBeNull();
    await put(manager, { registerNumber: 'С662025001234' });
  });
});
