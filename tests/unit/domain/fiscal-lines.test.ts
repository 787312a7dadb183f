/**
 * The lines of a fiscal receipt (docs/rules.md R5.24, R5.25; src/domain/fiscal-lines.ts): the items
 * add up to the payment to the kopeck, a partial payment splits every part in proportion with the
 * remainder on the last item, the VAT code is the one in force on the day, the tourist tax is
 * without VAT, and the company's settings fall back to the general system.
 */
import { describe, expect, it } from 'vitest';
import { lineTotal, receiptProblems } from '../../../src/domain/fiscal';
import {
  bookingParts,
  GENERAL_SYSTEM,
  lineWithVat,
  receiptLines,
  splitInProportion,
  taxSettingsOn,
  type TaxSettings,
} from '../../../src/domain/fiscal-lines';

const parts = bookingParts(
  { accommodationKopecks: 1_000_000, breakfastKopecks: 120_000, touristTaxKopecks: 20_000 },
  2,
  'B-1',
);
const total = (lines: ReturnType<typeof receiptLines>) => lines.reduce((s, l) => s + lineTotal(l), 0);

describe('receiptLines (R5.24)', () => {
  it('a whole payment: one item per part, quantities of nights, adding up', () => {
    const lines = receiptLines(parts, 1_140_000, {
      date: '2026-03-01',
      mode: 'full_prepayment',
      settings: GENERAL_SYSTEM,
    });
    expect(lines.map((l) => [l.description, l.quantity, l.unitKopecks, l.vatCode])).toEqual([
      ['Проживание, бронирование № B-1', 2, 500_000, 11],
      ['Завтрак', 2, 60_000, 11],
      ['Туристический налог', 1, 20_000, 1],
    ]);
    expect(lines.every((l) => l.paymentMode === 'full_prepayment' && l.paymentSubject === 'service')).toBe(true);
    expect(total(lines)).toBe(1_140_000);
    expect(receiptProblems({ customer: { email: 'a@b.ru' }, items: lines }, 1_140_000, '2026-03-01')).toEqual([]);
  });

  it('offices and halls are a lease of premises (item kind rent, the main rate), apartments accommodation', () => {
    const settings: TaxSettings = { ...GENERAL_SYSTEM, vat: { ...GENERAL_SYSTEM.vat, accommodation: '0' } };
    const lines = receiptLines(
      bookingParts(
        { accommodationKopecks: 400_000, premisesKopecks: 600_000, breakfastKopecks: 0, touristTaxKopecks: 0 },
        2,
        'B-3',
      ),
      1_000_000,
      { date: '2026-03-01', mode: 'full_prepayment', settings },
    );
    expect(lines.map((l) => [l.description, l.unitKopecks, l.vatCode])).toEqual([
      ['Проживание, бронирование № B-3', 200_000, 2],
      ['Аренда помещения, бронирование № B-3', 300_000, 11],
    ]);
  });

  it('a partial payment splits every part in proportion, the remainder on the last item', () => {
    const lines = receiptLines(parts, 333_333, { date: '2026-03-01', mode: 'full_payment', settings: GENERAL_SYSTEM });
    expect(total(lines)).toBe(333_333);
    expect(lines.map(lineTotal)).toEqual([292_397, 35_087, 5_849]);
    expect(lines[0]!.quantity).toBe(1);
    expect(splitInProportion([1, 1, 1], 100)).toEqual([33, 33, 34]);
    expect(splitInProportion([5, 0], 3)).toEqual([3, 0]);
  });

  it('VAT by date: 20 % (code 4) on 31.12.2025, 22 % (code 11) on 01.01.2026', () => {
    const on = (date: string) =>
      receiptLines(parts.slice(0, 1), 1_000_000, { date, mode: 'full_payment', settings: GENERAL_SYSTEM });
    expect(on('2025-12-31')[0]!.vatCode).toBe(4);
    expect(on('2026-01-01')[0]!.vatCode).toBe(11);
    expect(lineWithVat(on('2025-12-31')[0]!).vatKopecks).toBe(166_667);
    expect(lineWithVat(on('2026-01-01')[0]!).vatKopecks).toBe(180_328);
  });

  it("takes the company's settings in force on the day, else the general system", () => {
    const rows: TaxSettings[] = [
      { from: '2025-01-01', taxSystemCode: 1, vat: { ...GENERAL_SYSTEM.vat, accommodation: '0' } },
      { from: '2027-01-01', taxSystemCode: 2, vat: { ...GENERAL_SYSTEM.vat, accommodation: 'none' } },
    ];
    expect(taxSettingsOn(rows, '2024-06-01')).toBe(GENERAL_SYSTEM);
    expect(taxSettingsOn(rows, '2026-12-31').vat.accommodation).toBe('0');
    expect(taxSettingsOn(rows, '2027-01-01').taxSystemCode).toBe(2);
    const lines = receiptLines(parts, 1_140_000, {
      date: '2026-06-01',
      mode: 'full_payment',
      settings: taxSettingsOn(rows, '2026-06-01'),
    });
    expect(lines.map((l) => l.vatCode)).toEqual([2, 11, 1]);
  });

  it('prints no item for a part of 0 (no breakfast, no tourist tax)', () => {
    const lines = receiptLines(
      bookingParts({ accommodationKopecks: 700_001, breakfastKopecks: 0, touristTaxKopecks: 0 }, 3, 'B-2'),
      700_001,
      { date: '2026-03-01', mode: 'full_payment', settings: GENERAL_SYSTEM },
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 1, unitKopecks: 700_001 });
  });
});
