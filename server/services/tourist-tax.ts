/**
 * The tourist tax on the server (docs/rules.md R5.26): the company's rate table as the domain takes
 * it, the booking's tax again after a manager's decision on an exemption claim, and the monthly
 * report of stays by check-out (its XLSX is the basis of the city's declaration). The computation
 * itself is src/domain/tourist-tax.ts.
 */
import { addMonths } from '../../src/domain/backoffice';
import { and, asc, count, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import type { Db } from '../db/client';
import { bookingObjects, bookings, objects, touristTaxExemptions, touristTaxRates } from '../db/schema';
import { retaxStay, type TouristTaxRate } from '../../src/domain/tourist-tax';
import type { TouristTaxReport } from '../../src/contracts/backoffice-tourist-tax';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The company's rates by year, as {@link TouristTaxRate} rows (the domain's input). */
export async function companyTouristTaxRates(db: Db | Tx, companyId: number): Promise<TouristTaxRate[]> {
  const rows = await db
    .select()
    .from(touristTaxRates)
    .where(eq(touristTaxRates.companyId, companyId))
    .orderBy(asc(touristTaxRates.year));
  return rows.map((r) => ({ year: r.year, percent: Number(r.percent), minPerNightKopecks: r.minKopecksPerNight }));
}

/**
 * Recomputes a booking's tourist tax from its confirmed exemption claims at the rate it stored
 * (docs/rules.md R5.26): the tax, the stored price's tax and the total follow; on a paid booking
 * the total stays and the tax no longer owed becomes the refund due. A booking made
 * without a tax (before R5.26, or no rate) is left as it is. Inside the caller's transaction.
 */
export async function retaxBooking(tx: Tx, bookingId: number): Promise<void> {
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  const tax = b?.price.touristTax;
  if (!b || !tax) return;
  const [{ n }] = await tx
    .select({ n: count() })
    .from(touristTaxExemptions)
    .where(and(eq(touristTaxExemptions.bookingId, bookingId), eq(touristTaxExemptions.status, 'confirmed')));
  const next = retaxStay(tax, b.price.nights, Math.min(n, tax.guests));
  // Paid already: the total stays what was paid (the database keeps paid ≤ total) and the tax it
  // no longer owes becomes the refund due, paid back through the back office's refunds
  // (server/services/booking-decisions.ts `recordRefund`).
  const paid = b.status === 'paid';
  const owed = paid ? Math.max(0, b.touristTaxKopecks - next.kopecks) : 0;
  await tx
    .update(bookings)
    .set({
      price: { ...b.price, touristTax: next },
      touristTaxKopecks: next.kopecks,
      totalKopecks: paid ? b.totalKopecks : b.totalKopecks - b.touristTaxKopecks + next.kopecks,
      ...(owed > 0 ? { refundKopecks: (b.refundKopecks ?? 0) + owed } : {}),
    })
    .where(eq(bookings.id, bookingId));
}

/**
 * The stays settled in a month (check-out in it; docs/rules.md R5.26: the full settlement's day),
 * not cancelled, with a tax line: per booking and the total, kopecks.
 *
 * @param month - `YYYY-MM`.
 */
export async function touristTaxReport(db: Db, companyId: number, month: string): Promise<TouristTaxReport> {
  const from = `${month}-01`;
  const to = addMonths(from, 1);
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, companyId),
        gte(bookings.checkOut, from),
        lt(bookings.checkOut, to),
        ne(bookings.status, 'cancelled'),
      ),
    )
    .orderBy(asc(bookings.checkOut), asc(bookings.id));
  const titles = new Map<number, string[]>();
  if (rows.length) {
    const objs = await db
      .select({ bookingId: bookingObjects.bookingId, title: objects.number })
      .from(bookingObjects)
      .innerJoin(objects, eq(objects.id, bookingObjects.objectId))
      .where(
        inArray(
          bookingObjects.bookingId,
          rows.map((b) => b.id),
        ),
      );
    for (const o of objs) titles.set(o.bookingId, [...(titles.get(o.bookingId) ?? []), o.title]);
  }
  const list = rows
    .filter((b) => b.price.touristTax)
    .map((b) => {
      const tax = b.price.touristTax!;
      return {
        bookingId: b.id,
        number: b.number,
        guest: [b.contact.surname, b.contact.name, b.contact.patronymic].filter(Boolean).join(' '),
        objects: (titles.get(b.id) ?? []).join(', '),
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        nights: b.price.nights,
        baseKopecks: Math.round((tax.baseKopecks * (tax.guests - tax.exemptGuests)) / tax.guests),
        percent: tax.percent,
        taxKopecks: b.touristTaxKopecks,
        exemptGuests: tax.exemptGuests,
      };
    });
  return {
    month,
    rows: list,
    baseKopecks: list.reduce((s, r) => s + r.baseKopecks, 0),
    taxKopecks: list.reduce((s, r) => s + r.taxKopecks, 0),
  };
}

const rub = (kopecks: number) => Math.round(kopecks) / 100;
const MONEY_FMT = '#,##0.00';

/** The monthly report as an XLSX workbook: one sheet, a row per stay and the total row (rubles). */
export async function touristTaxXlsx(report: TouristTaxReport, t: TFunction): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(0);
  const ws = wb.addWorksheet(t('backoffice-tourist-tax.report.sheet'));
  const col = (key: string, width: number, money = false) => ({
    header: t(`backoffice-tourist-tax.report.${key}`),
    key,
    width,
    ...(money ? { style: { numFmt: MONEY_FMT } } : {}),
  });
  ws.columns = [
    col('number', 12),
    col('guest', 28),
    col('objects', 14),
    col('checkIn', 12),
    col('checkOut', 12),
    col('nights', 8),
    col('base', 14, true),
    col('percent', 8),
    col('tax', 14, true),
    col('exemptGuests', 10),
  ];
  for (const r of report.rows) ws.addRow({ ...r, base: rub(r.baseKopecks), tax: rub(r.taxKopecks) });
  ws.addRow({
    number: t('backoffice-tourist-tax.report.total'),
    base: rub(report.baseKopecks),
    tax: rub(report.taxKopecks),
  }).font = { bold: true };
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
