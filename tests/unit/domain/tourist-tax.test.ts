import { describe, expect, it } from 'vitest';
import { touristTax, touristTaxRateOn, YEKATERINBURG_TOURIST_TAX } from '../../../src/domain/tourist-tax';

const rate2027 = touristTaxRateOn(YEKATERINBURG_TOURIST_TAX, '2027-03-12');

describe('the tourist tax (Tax Code ch. 33.1)', () => {
  it('takes the rate of the settlement day: a stay from 30 December 2026 to 2 January 2027 settles at 3 %', () => {
    expect(touristTaxRateOn(YEKATERINBURG_TOURIST_TAX, '2026-12-31')?.percent).toBe(2);
    expect(touristTaxRateOn(YEKATERINBURG_TOURIST_TAX, '2027-01-02')?.percent).toBe(3);
    expect(touristTaxRateOn(YEKATERINBURG_TOURIST_TAX, '2031-06-01')?.percent).toBe(5);
    expect(touristTaxRateOn(YEKATERINBURG_TOURIST_TAX, '2024-12-31')).toBeNull();
  });
  it('is the rate of the price without VAT: 2 nights for 20 000 ₽ without VAT at 3 % = 600 ₽', () => {
    expect(touristTax({ baseKopecks: 2_000_000, nights: 2, guests: 2, exemptGuests: 0, rate: rate2027 })).toBe(60_000);
  });
  it('is never less than 100 ₽ a night of the stay (not per guest)', () => {
    expect(touristTax({ baseKopecks: 400_000, nights: 2, guests: 3, exemptGuests: 0, rate: rate2027 })).toBe(20_000);
  });
  it("leaves an exempt guest's share out of the base, and the floor still holds", () => {
    expect(touristTax({ baseKopecks: 3_000_000, nights: 3, guests: 2, exemptGuests: 1, rate: rate2027 })).toBe(45_000);
    expect(touristTax({ baseKopecks: 600_000, nights: 3, guests: 2, exemptGuests: 1, rate: rate2027 })).toBe(30_000);
  });
  it('is 0 when every guest is exempt (no minimum) or the city levied nothing', () => {
    expect(touristTax({ baseKopecks: 600_000, nights: 3, guests: 2, exemptGuests: 2, rate: rate2027 })).toBe(0);
    expect(touristTax({ baseKopecks: 600_000, nights: 3, guests: 2, exemptGuests: 0, rate: null })).toBe(0);
  });
  it('refuses impossible counts', () => {
    expect(() => touristTax({ baseKopecks: 1, nights: 1, guests: 1, exemptGuests: 2, rate: rate2027 })).toThrow(
      RangeError,
    );
    expect(() => touristTax({ baseKopecks: 1, nights: 0, guests: 1, exemptGuests: 0, rate: rate2027 })).toThrow(
      RangeError,
    );
  });
});
