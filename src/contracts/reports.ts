/**
 * Owner reports and monthly statements (docs/rules.md R13.1–R13.5): GET app/v1/reports (the
 * period report), GET app/v1/reports/export (PDF or XLSX), GET app/v1/reports/statements (the
 * owner's published statements), and the back office's app/v1/backoffice/statements…
 * Money in integer kopecks, areas in m², months `YYYY-MM`.
 */
import { z } from 'zod';
import { id, idParams, isoMonth, listQuery } from './common';
import { EXPENSE_CATEGORIES, MAX_REPORT_MONTHS, STATEMENT_STATUSES, monthsBetween } from '../domain/reports';
import { apiTag, endpoint } from './endpoint';

/** A month `YYYY-MM`. */
export const month = isoMonth;

/** The period of a report: months `from`..`to`, inclusive, at most {@link MAX_REPORT_MONTHS}. */
export const reportQuery = z.object({ from: month, to: month, objectId: id.optional() }).superRefine((q, ctx) => {
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports.errors.periodOrder' });
  else if (monthsBetween(q.from, q.to).length > MAX_REPORT_MONTHS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports.errors.periodTooLong' });
});
export type ReportQuery = z.infer<typeof reportQuery>;

/** Export format. */
export const reportExportQuery = z
  .object({ from: month, to: month, format: z.enum(['pdf', 'xlsx']) })
  .superRefine((q, ctx) => {
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports.errors.periodOrder' });
    else if (monthsBetween(q.from, q.to).length > MAX_REPORT_MONTHS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports.errors.periodTooLong' });
  });

const totals = {
  area: z.number(),
  nights: z.number().int(),
  incomeKopecks: z.number().int(),
  feeKopecks: z.number().int(),
  utilitiesKopecks: z.number().int(),
  cleaningKopecks: z.number().int(),
  repairsKopecks: z.number().int(),
  expensesKopecks: z.number().int(),
  payableKopecks: z.number().int(),
};

/** One room's line. */
export const reportObject = z.object({
  objectId: z.number().int(),
  number: z.string(),
  building: z.string(),
  /** The room's management fee by its agreement: this % of its income by night (R13.1). */
  feePercent: z.number(),
  ...totals,
});
export type ReportObject = z.infer<typeof reportObject>;

/** Totals of the period. */
export const reportTotals = z.object(totals);
export type ReportTotals = z.infer<typeof reportTotals>;

/** An itemised expense with its document. */
export const reportExpense = z.object({
  id: z.number().int(),
  objectId: z.number().int(),
  number: z.string(),
  month: z.string(),
  category: z.enum([...EXPENSE_CATEGORIES, 'fee']),
  amountKopecks: z.number().int(),
  document: z.string(),
});
export type ReportExpense = z.infer<typeof reportExpense>;

/** One month of the chart series. */
export const reportMonth = z.object({
  month: z.string(),
  incomeKopecks: z.number().int(),
  payableKopecks: z.number().int(),
});
export type ReportMonth = z.infer<typeof reportMonth>;

/** The report of a period (docs/rules.md R13.1): per room, in total, by month; `built` false when nothing is in it. */
export const reportData = z.object({
  from: z.string(),
  to: z.string(),
  built: z.boolean(),
  /** The management fee formula: this % of the income by night; null when the rooms' agreements differ (see each room's). */
  feePercent: z.number().nullable(),
  objects: z.array(reportObject),
  totals: reportTotals,
  months: z.array(reportMonth),
  expenses: z.array(reportExpense),
  /** The last period with data, offered when this one is empty (docs/rules.md R13.4). */
  lastWithData: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type ReportData = z.infer<typeof reportData>;
export const reportResponse = z.object({ data: reportData });

/** A monthly statement row. */
export const statementRow = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  month: z.string(),
  status: z.enum(STATEMENT_STATUSES),
  incomeKopecks: z.number().int(),
  expensesKopecks: z.number().int(),
  payableKopecks: z.number().int(),
  publishedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type StatementRow = z.infer<typeof statementRow>;
export const statementDetail = statementRow.extend({ report: reportData });
export type StatementDetail = z.infer<typeof statementDetail>;

export const statementListQuery = listQuery.extend({
  month: month.optional(),
  status: z.enum(STATEMENT_STATUSES).optional(),
});
export const statementList = z.object({
  data: z.object({
    data: z.array(statementRow),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  }),
});
export const statementResponse = z.object({ data: statementDetail });
/** Back office: build (or rebuild) the drafts of a month. */
export const statementGenerate = z.object({ month });
export const statementGenerated = z.object({
  data: z.object({ created: z.number().int(), updated: z.number().int(), skipped: z.number().int() }),
});

/** The OpenAPI tag `reports` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const reportsTag = apiTag('reports', "Owners' reports and monthly statements (R13)");
const tags = [reportsTag.name];

/** The endpoints of `reports` (docs/architecture.md § The typed seam); routes: server/routes/reports/. */
export const reportsEndpoints = {
  report: endpoint({
    method: 'get',
    path: '/reports',
    access: ['reports', 'list'],
    query: reportQuery,
    responses: { 200: reportResponse },
    summary: "The period report of the caller's rooms under the MC",
    tags,
  }),
  export: endpoint({
    method: 'get',
    path: '/reports/export',
    access: ['reports', 'export'],
    query: reportExportQuery,
    responses: {},
    summary: 'The period report as a PDF or XLSX attachment',
    tags,
  }),
  statements: endpoint({
    method: 'get',
    path: '/reports/statements',
    access: ['reports', 'list'],
    query: statementListQuery,
    responses: { 200: statementList },
    summary: "The caller's published monthly statements",
    tags,
  }),
  statement: endpoint({
    method: 'get',
    path: '/reports/statements/:id',
    access: ['reports', 'show'],
    params: idParams,
    responses: { 200: statementResponse },
    summary: 'One published monthly statement with its report',
    tags,
  }),
};
