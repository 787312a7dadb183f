/**
 * The tenant's block of /dashboard (src/pages/dashboard.tsx; docs/rules.md R9.6): what is due next, debts and alerts
 * (a reading window open, a rent payment due within 3 days) — each rent line named by the month it
 * pays for — from the caller's leases
 * (GET app/v1/rents) and utility accounts (GET app/v1/bills), shaped by src/domain/dashboard.ts.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Card, Col, List, Row, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import { hotelToday } from '../../../src/domain/hotel-time';
import { dashboardSummary, type DashItem } from '../../../src/domain/dashboard';
import { useRentFormat } from './use-rent-format';
import { useEndpointList } from '../../../providers/endpoints';
import { api } from '../../../src/contracts/api';

function Items({
  items,
  empty,
  danger,
  testId,
}: {
  items: DashItem[];
  empty: string;
  danger?: boolean;
  testId: string;
}) {
  const t = useTranslate();
  const f = useRentFormat();
  return (
    <List
      size="small"
      data-testid={testId}
      dataSource={items}
      locale={{ emptyText: empty }}
      renderItem={(i) => (
        <List.Item>
          <Link to={i.link}>
            {i.kind === 'rent'
              ? t(danger ? 'rents.dashboard.rentDebt' : 'rents.dashboard.rentDue', {
                  month: f.month(i.period!),
                  amount: f.money(i.amountKopecks),
                  date: f.date(i.date),
                })
              : danger
                ? t('rents.dashboard.billDebt', { amount: f.money(i.amountKopecks) })
                : t('rents.dashboard.billDue', { amount: f.money(i.amountKopecks), date: f.date(i.date) })}
          </Link>
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {i.label}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}

export function TenantSummary() {
  const t = useTranslate();
  const f = useRentFormat();
  const rents = useEndpointList(api.rents.list, { pagination: { pageSize: 50 }, errorNotification: false });
  const bills = useEndpointList(api['utility-accounts'].list, {
    pagination: { pageSize: 50 },
    errorNotification: false,
  });
  const rentRows = rents.result?.data ?? [];
  const billRows = bills.result?.data ?? [];
  if (!rentRows.length && !billRows.length) return null;
  const s = dashboardSummary(rentRows, billRows, hotelToday());
  const card = (title: string, body: ReactNode) => (
    <Col xs={24} md={8}>
      <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>} style={{ height: '100%' }}>
        {body}
      </Card>
    </Col>
  );
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
      {card(
        t('rents.dashboard.dueNext'),
        <Items items={s.dueNext} empty={t('rents.dashboard.nothingDue')} testId="dash-due-next" />,
      )}
      {card(
        t('rents.dashboard.debts'),
        <Items items={s.debts} empty={t('rents.dashboard.noDebts')} danger testId="dash-debts" />,
      )}
      {card(
        t('rents.dashboard.alerts'),
        s.alerts.length ? (
          <div data-testid="dash-alerts">
            {s.alerts.map((a) => (
              <Alert
                key={`${a.kind}-${a.id}`}
                type={a.kind === 'dueSoon' ? 'warning' : 'info'}
                showIcon
                style={{ marginBottom: 8 }}
                message={
                  <Link to={a.link}>
                    {a.kind === 'dueSoon'
                      ? t('rents.dashboard.alertDueSoon', { amount: f.money(a.amountKopecks), date: f.date(a.date) })
                      : t('rents.dashboard.alertWindow', { number: a.number, date: f.date(a.date) })}
                  </Link>
                }
              />
            ))}
          </div>
        ) : (
          <Typography.Text type="secondary">{t('rents.dashboard.noAlerts')}</Typography.Text>
        ),
      )}
    </Row>
  );
}
