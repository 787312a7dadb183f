/**
 * The back-office dashboard (issue #9): arrivals and departures today, occupancy for 30 days,
 * revenue this month and last, ADR and RevPAR, unpaid bookings near their deadline, new form
 * requests, and two charts at the bottom (lazy: @ant-design/charts loads only here, and only once
 * the charts come near the viewport, {@link WhenVisible}). The figures are drawn in a transition
 * (a deferred value), section after section, so the answer's arrival does not hold the main thread. Figures:
 * src/domain/backoffice.ts.
 */
import { lazy, Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Col, List as AntList, Row, Skeleton, Statistic } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import type { Dashboard } from '../../src/contracts/backoffice-dashboard';
import { api } from '../../src/contracts/api';
import { useEndpointQuery } from '../../providers/endpoints';
import { formatMoney } from '../../src/domain/money';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { useLocale } from '../../src/components/backoffice/use-locale';
import { useNumberFormat } from '../../src/components/use-number-format';
import { formatPhone } from '../../src/domain/phone';
import { WhenVisible } from '../../src/components/when-visible';
import { Progressive } from '../../src/components/progressive';

const DashboardCharts = lazy(() => import('./components/charts'));
/** The space under a section (the rows' own vertical gutter, 16 px). */
const SECTION = { marginBottom: 16 };
/** The charts' height in px (./components/charts.tsx). */
const CHART_HEIGHT = 240;

type StayRef = Dashboard['arrivals'][number];

function Stays({ title, rows, testId }: { title: string; rows: StayRef[]; testId: string }) {
  const t = useTranslate();
  return (
    <Card size="small" title={`${title}: ${rows.length}`} data-testid={testId}>
      <AntList
        size="small"
        dataSource={rows}
        locale={{ emptyText: t('backoffice-dashboard.fields.none') }}
        renderItem={(r) => (
          <AntList.Item>
            <Link to={`/backoffice/bookings/${r.id}`}>{r.number}</Link> · {r.guestName} · {r.objects.join(', ')}
          </AntList.Item>
        )}
      />
    </Card>
  );
}

export default function BackofficeDashboard() {
  const t = useTranslate();
  const lang = useLocale();
  const n = useNumberFormat();
  const { query } = useEndpointQuery(api['backoffice-dashboard'].show, {});
  const d = useDeferredValue(query.data?.data);
  const f = (k: string) => t(`backoffice-dashboard.fields.${k}`);
  const money = (k: number) => formatMoney(k, lang);
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('backoffice-common.loadFailed')}
        action={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return (
    <List title={t('backoffice-dashboard.titles.list')} canCreate={false}>
      {!d ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        // Four sections drawn in turn, each in a transition after the one before (issue 41 item 2,
        // src/components/progressive.tsx): the figures, today's stays, the lists, the charts.
        <Progressive>
          <Row gutter={[16, 16]} style={SECTION}>
            {(
              [
                ['occupancy30', n.percent(d.next30.occupancyPercent)],
                ['revenueThisMonth', money(d.thisMonth.revenueKopecks)],
                ['revenueLastMonth', money(d.lastMonth.revenueKopecks)],
                ['adr', money(d.thisMonth.adrKopecks)],
                ['revpar', money(d.thisMonth.revparKopecks)],
                ['requests', String(d.newRequests.count)],
              ] as const
            ).map(([k, v]) => (
              <Col key={k} xs={12} md={8} xl={4}>
                <Card size="small">
                  <Statistic title={f(k)} value={v} valueStyle={{ fontSize: 20 }} />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]} style={SECTION}>
            <Col xs={24} md={12}>
              <Stays title={f('arrivals')} rows={d.arrivals} testId="bo-arrivals" />
            </Col>
            <Col xs={24} md={12}>
              <Stays title={f('departures')} rows={d.departures} testId="bo-departures" />
            </Col>
          </Row>
          <Row gutter={[16, 16]} style={SECTION}>
            <Col xs={24} md={12}>
              <Card size="small" title={`${f('unpaid')}: ${d.unpaidNearDeadline.length}`}>
                <AntList
                  size="small"
                  dataSource={d.unpaidNearDeadline}
                  locale={{ emptyText: f('none') }}
                  renderItem={(r) => (
                    <AntList.Item>
                      <Link to={`/backoffice/bookings/${r.id}`}>{r.number}</Link> · {r.guestName} ·{' '}
                      {t('backoffice-dashboard.fields.due', {
                        amount: money(r.dueKopecks),
                        date: formatServerTimestamp(r.paymentDeadline),
                      })}
                    </AntList.Item>
                  )}
                />
              </Card>
            </Col>
            <Col xs={24} md={12}>
              <Card size="small" title={`${f('requests')}: ${d.newRequests.count}`}>
                <AntList
                  size="small"
                  dataSource={d.newRequests.latest}
                  locale={{ emptyText: f('none') }}
                  renderItem={(r) => (
                    <AntList.Item>
                      {formatServerTimestamp(r.createdAt)} · {r.name} · {formatPhone(r.phone)}
                    </AntList.Item>
                  )}
                />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            {(['occupancy', 'revenue'] as const).map((which) => (
              <Col key={which} xs={24} md={12}>
                <Card size="small" title={f(`${which}Chart`)}>
                  <WhenVisible height={CHART_HEIGHT}>
                    <Suspense fallback={<Skeleton active />}>
                      <DashboardCharts data={d} which={which} />
                    </Suspense>
                  </WhenVisible>
                </Card>
              </Col>
            ))}
          </Row>
        </Progressive>
      )}
    </List>
  );
}
