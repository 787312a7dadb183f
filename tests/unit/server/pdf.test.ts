// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pdfDate, pdfHeader, pdfMoney, pdfTable, renderPdf } from '../../../server/services/pdf';

describe('PDF building blocks (server/services/pdf.ts)', () => {
  it('renders Cyrillic text to a PDF whose info carries the searchable number', async () => {
    const bytes = await renderPdf({
      info: { title: 'Акт', subject: 'ACT-2026-17' },
      content: [
        ...pdfHeader('ООО «Апарт»', 'Акт оказанных услуг'),
        pdfTable(['Услуга', 'Сумма'], [['Уборка', pdfMoney(150050, 'ru')]]),
      ],
    });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.includes('ACT-2026-17')).toBe(true);
    // The embedded font is Roboto (a subset), not a standard 14 font without Cyrillic.
    expect(bytes.includes('Roboto')).toBe(true);
  });

  it('formats money and dates the way the app does (docs/rules.md R8.1, R8.2)', () => {
    expect(pdfMoney(1250000, 'ru')).toBe('12\u00a0500\u00a0₽');
    expect(pdfMoney(150050, 'en')).toBe('RUB\u00a01,500.50');
    expect(pdfDate('2026-03-05')).toBe('05.03.2026');
    expect(pdfDate(null)).toBe('');
  });
});
