/**
 * The report of the period in the URL (`?from=YYYY-MM&to=YYYY-MM`, default: the last 12 months
 * up to this one) through GET app/v1/reports, with formatting helpers (docs/rules.md R13.1, R13.5);
 * the export GET app/v1/reports/export downloads through src/components/download-file.ts.
 */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addMonths, isMonth } from '../../../src/domain/reports';
import { hotelToday } from '../../../src/domain/hotel-time';
import { formatMoney } from '../../../src/domain/money';
import { api } from '../../../src/contracts/api';
import { useEndpointQuery } from '../../../providers/endpoints';
import { formatNumber } from '../../../src/domain/numbers';

/** The period of the URL and a setter that keeps the other parameters. */
export function useReportPeriod() {
  const [params, setParams] = useSearchParams();
  const current = hotelToday().slice(0, 7);
  const rawFrom = params.get('from') ?? '';
  const rawTo = params.get('to') ?? '';
  const to = isMonth(rawTo) ? rawTo : current;
  const from = isMonth(rawFrom) && rawFrom <= to ? rawFrom : addMonths(to, -11);
  const setPeriod = (f: string, t: string) => {
    const next = new URLSearchParams(params);
    next.set('from', f);
    next.set('to', t);
    setParams(next, { replace: true });
  };
  return { from, to, setPeriod };
}

/** GET app/v1/reports for the period (`api.reports.report`); a failure is the page's own alert, no toast. */
export function useReport(from: string, to: string) {
  const { query } = useEndpointQuery(api.reports.report, { query: { from, to } });
  return query;
}

/** Money (docs/rules.md R8.1), months `MM.YYYY` (R8.2) and areas (R8.8) in the interface language. */
export function useReportFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  return {
    lang,
    money: (kopecks: number) => formatMoney(kopecks, lang),
    month: (m: string) => `${m.slice(5, 7)}.${m.slice(0, 4)}`,
    area: (a: number) => formatNumber(a, lang, { maxFractionDigits: 2 }),
  };
}
