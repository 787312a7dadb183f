/**
 * "Download my data" as a readable PDF (docs/rules.md R7.11): a title, when it was made, then each
 * section under its translated title, each row as a "field — value" table (amounts as money).
 */
import { tFor, type Lang } from '../../i18n';
import { pdfFields, pdfHeader, pdfMoney, renderPdf, type Content } from '../pdf';
import { hotelDateTime } from '../../../src/domain/hotel-time';
import type { MyData, MyDataValue } from './index';

/** A value as one line of text: nested objects and arrays as compact JSON. */
const line = (v: MyDataValue): string | null =>
  v === null ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * One field as a readable line: the column's name in words (`checkIn` → `Check in`), an amount in
 * kopecks (`…Kopecks`) as money (R8.1), anything else as {@link line}.
 */
export function pdfField(key: string, v: MyDataValue, lang: Lang): readonly [string, string | null] {
  const money = key.endsWith('Kopecks') && typeof v === 'number';
  const words = (money ? key.slice(0, -'Kopecks'.length) : key).replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return [words.charAt(0).toUpperCase() + words.slice(1), money ? pdfMoney(v, lang) : line(v)];
}

/** The PDF of `data` in `lang`, for `person` (the name or phone shown under the title). */
export async function myDataPdf(data: MyData, lang: Lang, person: string): Promise<Buffer> {
  const t = tFor(lang);
  const content: Content[] = [
    ...pdfHeader(person, t('myData.title'), t('myData.generatedAt', { at: hotelDateTime(new Date(data.generatedAt)) })),
  ];
  for (const [key, rows] of Object.entries(data.sections)) {
    content.push({
      text: t(`myData.sections.${key}`, { defaultValue: key }),
      style: 'subtitle',
      margin: [0, 10, 0, 4],
    });
    if (!rows.length) content.push({ text: t('myData.none'), style: 'muted' });
    for (const row of rows) content.push(pdfFields(Object.entries(row).map(([k, v]) => pdfField(k, v, lang))));
  }
  return renderPdf({ info: { title: t('myData.title') }, content });
}
