/**
 * Files of the owner reports and the voting protocol (docs/rules.md R13.5, R14.4): a report's
 * XLSX (exceljs: rooms, months, itemised expenses; money in rubles with kopecks as numbers so a
 * spreadsheet can sum them) and PDF (server/services/pdf.ts building blocks), and a poll's
 * protocol PDF without voters' personal data. `t` is the caller's translation function.
 */
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { TFunction } from 'i18next';
import type { Lang } from '../i18n';
import { pdfFields, pdfHeader, pdfMoney, pdfTable, renderPdf, type Content } from './pdf';
import type { ReportData } from '../../src/contracts/reports';
import { feeFormulaText } from '../../src/domain/reports';
import type { PollQuestion } from '../db/schema';
import type { Tally } from '../../src/domain/polls';

/** Kopecks as rubles with kopecks, a number a spreadsheet sums. */
export const rub = (kopecks: number) => Math.round(kopecks) / 100;
/** The workbooks' money format: rubles with two decimals and thousands grouped. */
export const MONEY_FMT = '#,##0.00';

/** `MM.YYYY` of a month `YYYY-MM` (docs/rules.md R8.2). */
export const monthLabel = (m: string) => `${m.slice(5, 7)}.${m.slice(0, 4)}`;

/** The expense category's label. */
const category = (t: TFunction, c: string) => t(`reports.category.${c}`);

/** The report as an XLSX workbook: sheets "rooms", "months" and "expenses". */
export async function reportXlsx(data: ReportData, t: TFunction): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = t('reports.file.creator');
  wb.created = new Date(0);
  const money = [
    'incomeKopecks',
    'feeKopecks',
    'utilitiesKopecks',
    'cleaningKopecks',
    'repairsKopecks',
    'expensesKopecks',
    'payableKopecks',
  ] as const;

  const rooms = wb.addWorksheet(t('reports.file.sheetRooms'));
  rooms.columns = [
    { header: t('reports.fields.room'), key: 'number', width: 10 },
    { header: t('reports.fields.building'), key: 'building', width: 24 },
    { header: t('reports.fields.area'), key: 'area', width: 10 },
    { header: t('reports.fields.nights'), key: 'nights', width: 8 },
    ...money.map((k) => ({
      header: t(`reports.fields.${k.replace('Kopecks', '')}`),
      key: k,
      width: 16,
      style: { numFmt: MONEY_FMT },
    })),
  ];
  for (const o of data.objects) rooms.addRow({ ...o, ...Object.fromEntries(money.map((k) => [k, rub(o[k])])) });
  rooms.addRow({
    number: t('reports.fields.total'),
    area: data.totals.area,
    nights: data.totals.nights,
    ...Object.fromEntries(money.map((k) => [k, rub(data.totals[k])])),
  }).font = { bold: true };
  rooms.getRow(1).font = { bold: true };

  const months = wb.addWorksheet(t('reports.file.sheetMonths'));
  months.columns = [
    { header: t('reports.fields.month'), key: 'month', width: 12 },
    { header: t('reports.fields.income'), key: 'income', width: 16, style: { numFmt: MONEY_FMT } },
    { header: t('reports.fields.payable'), key: 'payable', width: 16, style: { numFmt: MONEY_FMT } },
  ];
  for (const m of data.months)
    months.addRow({ month: monthLabel(m.month), income: rub(m.incomeKopecks), payable: rub(m.payableKopecks) });
  months.getRow(1).font = { bold: true };

  const exp = wb.addWorksheet(t('reports.file.sheetExpenses'));
  exp.columns = [
    { header: t('reports.fields.month'), key: 'month', width: 12 },
    { header: t('reports.fields.room'), key: 'number', width: 10 },
    { header: t('reports.fields.category'), key: 'category', width: 20 },
    { header: t('reports.fields.amount'), key: 'amount', width: 16, style: { numFmt: MONEY_FMT } },
    { header: t('reports.fields.document'), key: 'document', width: 40 },
  ];
  for (const e of data.expenses)
    exp.addRow({
      month: monthLabel(e.month),
      number: e.number,
      category: category(t, e.category),
      amount: rub(e.amountKopecks),
      document: e.document,
    });
  exp.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The report as a PDF: period, totals, rooms, months, itemised expenses. */
export async function reportPdf(
  data: ReportData,
  t: TFunction,
  lang: Lang,
  issuer: string,
  owner: string,
): Promise<Buffer> {
  const m = (k: number) => pdfMoney(k, lang);
  const period = `${monthLabel(data.from)} — ${monthLabel(data.to)}`;
  const content: Content[] = [
    ...pdfHeader(issuer, t('reports.file.title'), period),
    pdfFields([
      [t('reports.fields.owner'), owner],
      [t('reports.fields.period'), period],
      [t('reports.fields.area'), `${data.totals.area} ${t('reports.units.m2')}`],
      [t('reports.fields.income'), m(data.totals.incomeKopecks)],
      [t('reports.fields.fee'), `${m(data.totals.feeKopecks)} (${feeFormulaText(t, data)})`],
      [t('reports.fields.expenses'), m(data.totals.expensesKopecks)],
      [t('reports.fields.payable'), m(data.totals.payableKopecks)],
    ]),
    { text: t('reports.sections.objects'), style: 'heading' },
    pdfTable(
      [
        t('reports.fields.room'),
        t('reports.fields.area'),
        t('reports.fields.nights'),
        t('reports.fields.income'),
        t('reports.fields.expenses'),
        t('reports.fields.payable'),
      ],
      [
        ...data.objects.map((o) => [
          o.number,
          o.area,
          o.nights,
          m(o.incomeKopecks),
          m(o.expensesKopecks),
          m(o.payableKopecks),
        ]),
        [
          t('reports.fields.total'),
          data.totals.area,
          data.totals.nights,
          m(data.totals.incomeKopecks),
          m(data.totals.expensesKopecks),
          m(data.totals.payableKopecks),
        ],
      ],
      { align: ['left', 'right', 'right', 'right', 'right', 'right'] },
    ),
    { text: t('reports.sections.months'), style: 'heading' },
    pdfTable(
      [t('reports.fields.month'), t('reports.fields.income'), t('reports.fields.payable')],
      data.months.map((x) => [monthLabel(x.month), m(x.incomeKopecks), m(x.payableKopecks)]),
      { align: ['left', 'right', 'right'] },
    ),
    { text: t('reports.sections.expenses'), style: 'heading' },
    pdfTable(
      [
        t('reports.fields.month'),
        t('reports.fields.room'),
        t('reports.fields.category'),
        t('reports.fields.amount'),
        t('reports.fields.document'),
      ],
      data.expenses.map((e) => [
        monthLabel(e.month),
        e.number,
        category(t, e.category),
        m(e.amountKopecks),
        e.document,
      ]),
      {
        widths: [50, 40, 80, 70, '*'],
        align: ['left', 'left', 'left', 'right', 'left'],
        empty: t('reports.noExpenses'),
      },
    ),
  ];
  return renderPdf({ content, info: { title: t('reports.file.title'), subject: period } });
}

/** The voting protocol PDF (docs/rules.md R14.4): questions, rules, quorum, tallies by area; no voters' names. */
export async function protocolPdf(
  poll: {
    id: number;
    title: string;
    description: string;
    startsAt: string;
    endsAt: string;
    questions: PollQuestion[];
    results: Tally[];
    rooms: number;
    votedRooms: number;
  },
  t: TFunction,
  issuer: string,
): Promise<Buffer> {
  const content: Content[] = [
    ...pdfHeader(issuer, t('polls.protocol.title', { id: poll.id }), poll.title),
    pdfFields([
      [t('polls.fields.description'), poll.description],
      [t('polls.fields.startsAt'), poll.startsAt],
      [t('polls.fields.endsAt'), poll.endsAt],
      [
        t('polls.fields.electorate'),
        t('polls.protocol.electorate', { rooms: poll.rooms, area: poll.results[0]?.totalArea ?? 0 }),
      ],
      [t('polls.fields.votedRooms'), String(poll.votedRooms)],
    ]),
  ];
  poll.questions.forEach((q, i) => {
    const r = poll.results[i];
    content.push(
      { text: `${i + 1}. ${q.text}`, style: 'heading' },
      pdfFields([
        [t('polls.fields.rule'), t(`polls.rules.${q.rule}`)],
        [t('polls.fields.quorum'), t('polls.quorumValue', { percent: q.quorumPercent })],
        [t('polls.fields.for'), `${r.forArea} ${t('polls.units.m2')} (${r.forPercentOfCast}% / ${r.forPercentOfAll}%)`],
        [t('polls.fields.against'), `${r.againstArea} ${t('polls.units.m2')}`],
        [t('polls.fields.turnout'), `${r.turnoutPercent}%`],
        [t('polls.fields.quorumMet'), t(r.quorumMet ? 'polls.yes' : 'polls.no')],
        [t('polls.fields.decision'), t(r.accepted ? 'polls.decision.accepted' : 'polls.decision.rejected')],
      ]),
    );
  });
  return renderPdf({ content, info: { title: t('polls.protocol.title', { id: poll.id }), subject: poll.title } });
}

/** Sends a generated file as an attachment (`Content-Disposition: attachment`, UTF-8 name). */
export function sendAttachment(reply: FastifyReply, bytes: Buffer, type: string, fileName: string): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
