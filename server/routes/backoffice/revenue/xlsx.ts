/**
 * The revenue report as a workbook (docs/rules.md R16.12): sheet "by month" — each month and
 * building, each month of every building, each building's year and the whole year — and sheet "pace" — the window's weeks this
 * year and a year earlier, with the total. Money in rubles with kopecks as numbers and occupancy as
 * a percent number, so a spreadsheet can sum and chart them (the helpers of
 * server/services/report-files.ts).
 */
import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import { MONEY_FMT, monthLabel, rub } from '../../../services/report-files';
import type { RevenueReport } from '../../../../src/contracts/backoffice-revenue';
import { formatDisplayDate } from '../../../../src/domain/datetime';
import { addDaysIso } from '../../../../src/domain/iso-days';

const R = 'backoffice-revenue';

/** A week `[from, to)` as `DD.MM.YYYY–DD.MM.YYYY` (its first and last night). */
export const weekLabel = (from: string, to: string) =>
  `${formatDisplayDate(from, 'full')}–${formatDisplayDate(addDaysIso(to, -1), 'full')}`;

/** The report's two tables as XLSX bytes; `t` translates in the caller's language. */
export async function revenueXlsx(report: RevenueReport, t: TFunction): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(0);
  const h = (k: string) => t(`${R}.fields.${k}`);
  const money = (key: string, header: string) => ({ header, key, width: 16, style: { numFmt: MONEY_FMT } });

  const months = wb.addWorksheet(t(`${R}.file.sheetMonths`));
  months.columns = [
    { header: h('month'), key: 'month', width: 12 },
    { header: h('building'), key: 'building', width: 26 },
    { header: h('nightsAvailable'), key: 'nightsAvailable', width: 14 },
    { header: h('nightsSold'), key: 'nightsSold', width: 14 },
    { header: h('occupancy'), key: 'occupancy', width: 12, style: { numFmt: '0.0' } },
    money('revenue', h('revenue')),
    money('adr', h('adr')),
    money('revpar', h('revpar')),
  ];
  const names = new Map(report.buildings.map((b) => [b.id, b.name]));
  for (const row of report.rows) {
    const year = row.month.length === 4;
    const added = months.addRow({
      month: year ? `${h('total')} ${row.month}` : monthLabel(row.month),
      building: row.buildingId === null ? h('allBuildings') : (names.get(row.buildingId) ?? ''),
      nightsAvailable: row.nightsAvailable,
      nightsSold: row.nightsSold,
      occupancy: row.occupancyPercent,
      revenue: rub(row.revenueKopecks),
      adr: rub(row.adrKopecks),
      revpar: rub(row.revparKopecks),
    });
    if (row.buildingId === null || year) added.font = { bold: true };
  }
  months.getRow(1).font = { bold: true };

  const pace = wb.addWorksheet(t(`${R}.file.sheetPace`));
  pace.columns = [
    { header: h('week'), key: 'week', width: 26 },
    { header: h('lastWeek'), key: 'lastWeek', width: 26 },
    { header: h('nights'), key: 'nights', width: 12 },
    { header: h('lastNights'), key: 'lastNights', width: 14 },
    money('revenue', h('paceRevenue')),
    money('lastRevenue', h('lastRevenue')),
  ];
  const sum = { nights: 0, lastNights: 0, revenue: 0, lastRevenue: 0 };
  for (const b of report.pace.buckets) {
    pace.addRow({
      week: weekLabel(b.from, b.to),
      lastWeek: weekLabel(b.lastFrom, b.lastTo),
      nights: b.nights,
      lastNights: b.lastNights,
      revenue: rub(b.revenueKopecks),
      lastRevenue: rub(b.lastRevenueKopecks),
    });
    sum.nights += b.nights;
    sum.lastNights += b.lastNights;
    sum.revenue += b.revenueKopecks;
    sum.lastRevenue += b.lastRevenueKopecks;
  }
  pace.addRow({
    week: h('total'),
    nights: sum.nights,
    lastNights: sum.lastNights,
    revenue: rub(sum.revenue),
    lastRevenue: rub(sum.lastRevenue),
  }).font = { bold: true };
  pace.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
