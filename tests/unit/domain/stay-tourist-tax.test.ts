/**
 * A booking's price with the tourist tax (docs/rules.md R5.26): src/domain/stay-price.ts `stayPrice`
 * over src/domain/tourist-tax.ts — the rate table as input, the check-out year's rate, the base
 * without breakfast and VAT, the floor, exemptions, only apartments, and the refund of the tax.
 */
import { describe, expect, it } from 'vitest';
import { cancellationRefund } from '../../../src/domain/bookings';
import { stayPrice } from '../../../src/domain/stay-price';
import { retaxStay, stayTouristTax, touristTaxBase, YEKATERINBURG_TOURIST_TAX } from '../../../src/domain/tourist-tax';

const rates = YEKATERINBURG_TOURIST_TAX;
const stay = (over: Partial<Parameters<typeof stayPrice>[0]> = {}) =>
  stayPrice({
    nights: 2,
    objects: [{ id: 1, pricePerNightKopecks: 450_000 }],
    guests: 2,
    checkOut: '2027-03-12',
    touristTaxRates: rates,
    ...over,
  });

describe('stayPrice: the tourist tax on top of a stay', () => {
  it('charges 3 % in 2027 when it beats the floor: 2 nights × 4 500 ₽ → 270 ₽ (floor 200 ₽)', () => {
    const p = stay();
    expect(p.touristTax).toMatchObject({ percent: 3, baseKopecks: 900_000, kopecks: 27_000 });
    expect(p.totalKopecks).toBe(927_000);
    expect(p.stayKopecks).toBe(900_000);
  });
  it('takes the floor of 100 ₽ a night when 3 % is less (2 nights × 2 000 ₽ → 120 ₽ < 200 ₽)', () => {
    const p = stay({ objects: [{ id: 1, pricePerNightKopecks: 200_000 }] });
    expect(p.touristTax?.kopecks).toBe(20_000);
    expect(p.totalKopecks).toBe(420_000);
  });
  it('charges a stay across New Year 2026→2027 at the check-out year’s rate (3 %, not 2 %)', () => {
    const p = stay({ checkOut: '2027-01-01', objects: [{ id: 1, pricePerNightKopecks: 1_000_000 }] });
    expect(p.touristTax?.percent).toBe(3);
    expect(p.touristTax?.kopecks).toBe(60_000);
    expect(
      stay({ checkOut: '2026-12-31', objects: [{ id: 1, pricePerNightKopecks: 1_000_000 }] }).touristTax?.kopecks,
    ).toBe(40_000);
  });
  it('leaves breakfast out of the base and keeps the tariff’s percent in it', () => {
    const p = stay({
      objects: [{ id: 1, pricePerNightKopecks: 1_000_000 }],
      perGuestNightKopecks: 65_000,
      tariffMultiplierPercent: 90,
    });
    expect(p.breakfastKopecks).toBe(260_000);
    expect(p.accommodationKopecks).toBe(1_800_000);
    expect(p.touristTax?.baseKopecks).toBe(1_800_000);
    expect(p.touristTax?.kopecks).toBe(54_000);
    expect(p.totalKopecks).toBe(1_800_000 + 260_000 + 54_000);
  });
  it('takes VAT out of the base when accommodation carries it (accommodationVatPercent)', () => {
    expect(touristTaxBase(1_220_000, 22)).toBe(1_000_000);
    expect(
      stay({ objects: [{ id: 1, pricePerNightKopecks: 1_220_000 }], accommodationVatPercent: 22 }).touristTax
        ?.baseKopecks,
    ).toBe(2_000_000);
  });
  it('takes an exempt guest’s share out, and no tax at all when every guest is exempt', () => {
    const big = { objects: [{ id: 1, pricePerNightKopecks: 2_000_000 }] };
    expect(stay({ ...big, exemptGuests: 1 }).touristTax?.kopecks).toBe(60_000);
    expect(stay({ ...big, exemptGuests: 2 }).touristTax?.kopecks).toBe(0);
    expect(stay({ ...big, exemptGuests: 2 }).totalKopecks).toBe(4_000_000);
  });
  it('recomputes a stored tax for a manager’s decision (retaxStay)', () => {
    const tax = stayTouristTax({
      accommodationKopecks: 4_000_000,
      accommodationVatPercent: 0,
      nights: 2,
      guests: 2,
      exemptGuests: 0,
      checkOut: '2027-05-01',
      rates,
    })!;
    expect(tax.kopecks).toBe(120_000);
    expect(retaxStay(tax, 2, 1).kopecks).toBe(60_000);
    expect(retaxStay(tax, 2, 2).kopecks).toBe(0);
  });
  it('has no tax for a year the table lacks, nor for offices and halls', () => {
    expect(stay({ checkOut: '2024-12-30' }).touristTax).toBeNull();
    expect(stay({ touristTaxRates: [] }).touristTax).toBeNull();
    expect(stay({ kinds: { 1: 'meeting_room' } }).touristTax).toBeNull();
    const mixed = stay({
      objects: [
        { id: 1, pricePerNightKopecks: 1_000_000 },
        { id: 2, pricePerNightKopecks: 5_000_000 },
      ],
      kinds: { 1: 'apartment', 2: 'conference_hall' },
    });
    expect(mixed.touristTax?.baseKopecks).toBe(2_000_000);
  });
});

describe('cancellationRefund: the tax goes back with the stay it was charged on', () => {
  it('returns everything on a refundable tariff and the tax alone on a non-refundable one', () => {
    expect(cancellationRefund(927_000, true, false, 27_000)).toBe(927_000);
    expect(cancellationRefund(927_000, false, false, 27_000)).toBe(27_000);
    expect(cancellationRefund(0, false, false, 27_000)).toBe(0);
    expect(cancellationRefund(927_000, false, true, 27_000)).toBe(927_000);
  });
});
