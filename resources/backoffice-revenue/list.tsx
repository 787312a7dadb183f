/**
 * /backoffice/revenue (docs/rules.md R16.12): a year (the complex's current one by default) and a
 * building (every building by default), both in the address; ADR and RevPAR by month as a chart
 * with the month table under it; the pace of the next 90 nights against a year earlier as two
 * charts (nights, revenue) with the week table under them; both tables as XLSX.
 */
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Col, DatePicker, Empty, Row, Select, Skeleton, Space, Typography } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import dayjs from 'dayjs';
import { api } from '../../src/contracts/api';
import { urlOf, useEndpointQuery } from '../../providers/endpoints';
import { DownloadButton } from '../../src/components/backoffice/download-button';
import { formatDisplayDate } from '../../src/domain/datetime';
import { addDaysIso } from '../../src/domain/iso-days';
import { hotelToday } from '../../src/domain/hotel-time';
import { MonthTable, PaceTable, RevenueChart } from './components/revenue-tables';

const R = 'backoffice-revenue';

export default function RevenuePage() {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const year = /^\d{4}$/.test(params.get('year') ?? '') ? params.get('year')! : hotelToday().slice(0, 4);
  const buildingId = Number(params.get('buildingId')) || null;
  const set = (k: string, v: string | undefined) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    setParams(next, { replace: true });
  };
  const { query } = useEndpointQuery(api[R].list, { query: { year: Number(year) } });
  // Drawn in a transition (a deferred value): the answer's arrival does not hold the main thread.
  const data = useDeferredValue(query.data?.data);
  const months = data?.rows.filter((r) => r.buildingId === buildingId && r.month.length === 7) ?? [];
  const total = data?.rows.find((r) => r.month === String(data.year) && r.buildingId === buildingId);
  const pace = data?.pace;
  const last = (to: string) => formatDisplayDate(addDaysIso(to, -1), 'full');
  return (
    <List title={t(`${R}.titles.list`)} canCreate={false}>
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker
          picker="year"
          allowClear={false}
          value={dayjs(`${year}-01-01`)}
          format="YYYY"
          onChange={(d) => d && set('year', d.format('YYYY'))}
          aria-label={t(`${R}.fields.year`)}
        />
        <Select
          style={{ width: 240 }}
          aria-label={t(`${R}.fields.building`)}
          value={buildingId ?? 0}
          onChange={(v: number) => set('buildingId', v ? String(v) : undefined)}
          options={[
            { value: 0, label: t(`${R}.fields.allBuildings`) },
            ...(data?.buildings ?? []).map((b) => ({ value: b.id, label: b.name })),
          ]}
        />
        <DownloadButton path={urlOf(api[R].file)} params={{ year }} fileName={`revenue-${year}.xlsx`}>
          {t(`${R}.actions.download`)}
        </DownloadButton>
      </Space>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('backoffice-common.loadFailed')}
          action={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
        />
      ) : !data || !pace ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <Card size="small" title={t(`${R}.titles.months`)}>
              <Typography.Paragraph type="secondary">{t(`${R}.hints.months`)}</Typography.Paragraph>
              {months.some((r) => r.nightsSold > 0) ? (
                <RevenueChart which="months" rows={months} />
              ) : (
                <Empty description={t(`${R}.empty.months`)} />
              )}
              <MonthTable rows={months} total={total} />
            </Card>
          </Col>
          <Col span={24}>
            <Card size="small" title={t(`${R}.titles.pace`)}>
              <Typography.Paragraph type="secondary">
                {t(`${R}.hints.pace`, {
                  from: formatDisplayDate(pace.from, 'full'),
                  to: last(pace.to),
                  lastFrom: formatDisplayDate(pace.lastFrom, 'full'),
                  lastTo: last(pace.lastTo),
                })}
              </Typography.Paragraph>
              {pace.buckets.some((b) => b.nights || b.lastNights) ? (
                <Row gutter={16}>
                  {(['nights', 'revenue'] as const).map((which) => (
                    <Col key={which} xs={24} lg={12}>
                      <Typography.Text strong>{t(`${R}.charts.${which}`)}</Typography.Text>
                      <RevenueChart which={which} buckets={pace.buckets} />
                    </Col>
                  ))}
                </Row>
              ) : (
                <Empty description={t(`${R}.empty.pace`)} />
              )}
              <PaceTable buckets={pace.buckets} />
            </Card>
          </Col>
        </Row>
      )}
    </List>
  );
}
