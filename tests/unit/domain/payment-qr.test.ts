import { describe, expect, it } from 'vitest';
import { parsePaymentQrText, PaymentQrError, paymentQrText } from '../../../src/domain/payment-qr';

const bill = {
  name: 'ООО «Энергосбыт»',
  personalAcc: '40702810900000000001',
  bankName: 'ПАО Сбербанк',
  bic: '046577674',
  correspAcc: '30101810500000000674',
  payeeInn: '6671000001',
  kpp: '667101001',
  sumKopecks: 345_678,
  purpose: 'Электроэнергия | октябрь 2026',
  persAcc: 'ЛС-0001',
  paymPeriod: '102026',
};

describe('the payment QR text (ГОСТ Р 56042-2014)', () => {
  it('writes the header, the required block in order, then the additional keys', () => {
    expect(paymentQrText(bill)).toBe(
      'ST00012|Name=ООО «Энергосбыт»|PersonalAcc=40702810900000000001|BankName=ПАО Сбербанк|BIC=046577674|' +
        'CorrespAcc=30101810500000000674|PayeeINN=6671000001|KPP=667101001|Sum=345678|' +
        'Purpose=Электроэнергия / октябрь 2026|PersAcc=ЛС-0001|PaymPeriod=102026',
    );
  });
  it('reads back every field a bank app needs', () => {
    const read = parsePaymentQrText(paymentQrText(bill));
    expect(read).toMatchObject({ PersonalAcc: bill.personalAcc, BIC: bill.bic, Sum: '345678', PaymPeriod: '102026' });
  });
  it('refuses a broken requisite with its key', () => {
    expect(() => paymentQrText({ ...bill, bic: '04657767' })).toThrow(PaymentQrError);
    expect(() => paymentQrText({ ...bill, personalAcc: '4070' })).toThrow(/PersonalAcc/);
    expect(() => paymentQrText({ ...bill, paymPeriod: '132026' })).toThrow(/PaymPeriod/);
    expect(() => paymentQrText({ ...bill, bankName: 'Б'.repeat(46) })).toThrow(/BankName/);
    expect(() => parsePaymentQrText('Name=x')).toThrow(PaymentQrError);
  });
});
