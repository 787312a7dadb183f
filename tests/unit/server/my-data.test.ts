// @vitest-environment node
/**
 * The "download my data" rows (docs/rules.md R7.11): a row becomes JSON (dates as ISO strings,
 * bytes left out, the company id and the named secrets dropped) and a PDF field reads as words,
 * an amount in kopecks as money.
 */
import { describe, expect, it } from 'vitest';
import { toRows } from '../../../server/services/my-data/registry';
import { pdfField } from '../../../server/services/my-data/pdf';

describe('my data rows', () => {
  it('keeps the person’s values as JSON and drops what is not theirs to read', () => {
    const rows = toRows(
      [
        {
          id: 7,
          companyId: 1,
          claimTokenHash: 'abc',
          createdAt: new Date('2026-12-05T06:00:00Z'),
          pdf: new Uint8Array([1, 2]),
          contact: { name: 'Anna', at: new Date('2026-01-01T00:00:00Z') },
          tags: ['a', 1, true, null],
        },
      ],
      ['claimTokenHash'],
    );
    expect(rows).toEqual([
      {
        id: 7,
        createdAt: '2026-12-05T06:00:00.000Z',
        pdf: null,
        contact: { name: 'Anna', at: '2026-01-01T00:00:00.000Z' },
        tags: ['a', 1, true, null],
      },
    ]);
  });

  it('writes a field in words and an amount in kopecks as money', () => {
    expect(pdfField('checkIn', '2027-01-10', 'en')).toEqual(['Check in', '2027-01-10']);
    expect(pdfField('totalKopecks', 1_250_000, 'en')[0]).toBe('Total');
    expect(pdfField('totalKopecks', 1_250_000, 'en')[1]).toMatch(/12,500/);
    expect(pdfField('guests', { adults: 2 }, 'ru')).toEqual(['Guests', '{"adults":2}']);
    expect(pdfField('paidAt', null, 'ru')).toEqual(['Paid at', null]);
  });
});
