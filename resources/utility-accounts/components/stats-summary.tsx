/**
 * The plain-language summary of /bills/stats/{id} (docs/rules.md R10.8): per meter kind, the
 * chosen month against the same month a year earlier ("Hot water for 03.2026 is 18 % above
 * 03.2025"), and what was charged and paid over the months shown (i18next plurals).
 */
import { Alert, Space, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { BillStats } from '../../../src/contracts/utility-accounts';
import { moneyTotals, summaryFacts } from '../../../src/domain/utility-stats';
import { addMonths } from '../../../src/domain/utility-accounts';
import { useBillFormat } from './use-account-format';

export function StatsSummary({ stats, month }: { stats: BillStats; month: string }) {
  const t = useTranslate();
  const f = useBillFormat();
  const unitOf = new Map(stats.consumption.map((s) => [s.kind, s.unit]));
  const facts = summaryFacts(stats.consumption, month);
  const totals = moneyTotals(stats.money);
  return (
    <Alert
      type="info"
      style={{ marginBottom: 16 }}
      data-testid="stats-summary"
      message={
        <Space direction="vertical" size={2}>
          {facts.map((x) => (
            <Typography.Text key={x.kind}>
              {t(`bills.stats.summary.${x.trend}`, {
                service: t(`bills.meter.${x.kind}`),
                month: f.month(x.month),
                lastYearMonth: f.month(addMonths(x.month, -12)),
                percent: 'percent' in x ? x.percent : 0,
                volume: 'volume' in x ? f.volume(x.volume, unitOf.get(x.kind)!) : '',
              })}
            </Typography.Text>
          ))}
          <Typography.Text>
            {t('bills.stats.summary.money', {
              count: stats.money.length,
              charged: f.money(totals.chargedKopecks),
              paid: f.money(totals.paidKopecks),
            })}
          </Typography.Text>
        </Space>
      }
    />
  );
}
