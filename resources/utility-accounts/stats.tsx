/**
 * /bills/stats/{id} (docs/rules.md R10.8): GET app/v1/bills/{id}/stats drawn as a summary, then
 * one chart per meter kind (consumption against a year earlier) and one of charges against
 * payments; each chart switches to an accessible table, and the month is chosen at the top.
 * `@ant-design/charts` is loaded lazily here only (./components/stats-charts.tsx).
 */
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { Card, Segmented, Select, Skeleton, Space } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import { useEndpointQuery } from '../../providers/endpoints';
import { defaultStatsMonth } from '../../src/domain/utility-stats';
import { StatsSummary } from './components/stats-summary';
import { ConsumptionTable, MoneyTable } from './components/stats-table';
import { useBillFormat } from './components/use-account-format';
import { LinkButton } from '../../src/components/link-button';
import { ShowFailed } from '../../src/components/show-failed';
import { PageTitle } from '../../src/components/page-title';

const StatsChart = lazy(() => import('./components/stats-charts'));

type View = 'chart' | 'table';

/** A card holding a chart or, when switched, its table. */
function ChartCard({
  title,
  testId,
  chart,
  table,
}: {
  title: string;
  testId: string;
  chart: React.ReactNode;
  table: React.ReactNode;
}) {
  const t = useTranslate();
  const [view, setView] = useState<View>('chart');
  return (
    <Card
      size="small"
      data-testid={testId}
      title={<h2 style={{ fontSize: 18, margin: 0 }}>{title}</h2>}
      extra={
        <Segmented<View>
          aria-label={t('bills.stats.view')}
          value={view}
          onChange={setView}
          options={[
            { value: 'chart', label: t('bills.stats.chart') },
            { value: 'table', label: t('bills.stats.table') },
          ]}
        />
      }
      style={{ marginBottom: 16 }}
    >
      {view === 'chart' ? <Suspense fallback={<Skeleton active />}>{chart}</Suspense> : table}
    </Card>
  );
}

export default function BillStatsPage() {
  const { id } = useParams();
  const t = useTranslate();
  const f = useBillFormat();
  const { query } = useEndpointQuery(api['utility-accounts'].stats, { params: { id: id ?? '' }, enabled: !!id });
  const s = query.data?.data;
  const [picked, setPicked] = useState<string | null>(null);
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.isError || !s) {
    return (
      <ShowFailed
        query={query}
        notFound={t('bills.errors.notFound')}
        back={{ to: '/bills', label: t('bills.titles.list') }}
      />
    );
  }
  const month = picked && s.months.includes(picked) ? picked : defaultStatsMonth(s.consumption, s.months);
  return (
    <div>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 16 }}>
        <PageTitle>{t('bills.titles.stats', { number: s.number })}</PageTitle>
        <Space wrap>
          <label htmlFor="stats-month">{t('bills.fields.month')}</label>
          <Select
            id="stats-month"
            value={month}
            onChange={setPicked}
            style={{ width: 130 }}
            options={[...s.months].reverse().map((m) => ({ value: m, label: f.month(m) }))}
          />
          <LinkButton to={`/bills/${s.id}`} icon={<ArrowLeftOutlined />}>
            {t('bills.actions.backToAccount')}
          </LinkButton>
        </Space>
      </Space>
      <StatsSummary stats={s} month={month} />
      {s.consumption.map((series) => {
        const title = `${t(`bills.meter.${series.kind}`)}, ${t(`bills.unit.${series.unit}`)}`;
        return (
          <ChartCard
            key={series.kind}
            title={title}
            testId={`stats-${series.kind}`}
            chart={<StatsChart which="consumption" series={series} month={month} label={f.month} />}
            table={<ConsumptionTable series={series} month={month} caption={title} />}
          />
        );
      })}
      <ChartCard
        title={t('bills.stats.money')}
        testId="stats-money"
        chart={<StatsChart which="money" points={s.money} month={month} label={f.month} />}
        table={<MoneyTable points={s.money} month={month} caption={t('bills.stats.money')} />}
      />
    </div>
  );
}
