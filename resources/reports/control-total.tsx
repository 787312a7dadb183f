/**
 * /reports/control-total/ (docs/rules.md R13.1–R13.4): the period totals of the owner's rooms
 * under the MC — area, income, expenses (the fee formula shown), amount payable — a chart of
 * income and payable by month (lazy `@ant-design/charts`), and the itemised expenses with their
 * documents. Period in the URL; an empty period shows the not-built message.
 */
import { lazy, Suspense } from 'react';
import { Card, Col, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { ReportExpense } from '../../src/contracts/reports';
import { feeFormulaText } from '../../src/domain/reports';
import { ContentText } from '../../src/components/content-text';
import { ReportPage } from './components/report-page';
import { useReportFormat } from './components/use-report';

const ReportChart = lazy(() => import('./components/report-chart'));

export default function ControlTotalPage() {
  const t = useTranslate();
  const f = useReportFormat();
  return (
    <ReportPage title={t('reports.titles.controlTotal')}>
      {(r) => (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {(
              [
                ['area', `${f.area(r.totals.area)} ${t('reports.units.m2')}`],
                ['income', f.money(r.totals.incomeKopecks)],
                ['expenses', f.money(r.totals.expensesKopecks)],
                ['payable', f.money(r.totals.payableKopecks)],
              ] as const
            ).map(([k, v]) => (
              <Col key={k} xs={12} md={6}>
                <Card size="small">
                  <Statistic title={t(`reports.fields.${k}`)} value={v} data-testid={`report-total-${k}`} />
                </Card>
              </Col>
            ))}
          </Row>
          <Typography.Paragraph type="secondary">
            {t('reports.fields.fee')}: {f.money(r.totals.feeKopecks)} ({feeFormulaText(t, r)})
          </Typography.Paragraph>
          <Card size="small" title={t('reports.sections.chart')} style={{ marginBottom: 16 }}>
            <Suspense fallback={<Skeleton active />}>
              <ReportChart months={r.months} label={f.month} />
            </Suspense>
          </Card>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {t('reports.sections.expenses')}
          </Typography.Title>
          <Table<ReportExpense>
            rowKey="id"
            size="small"
            dataSource={r.expenses}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: true }}
            columns={[
              { title: t('reports.fields.month'), render: (_, e) => f.month(e.month) },
              { title: t('reports.fields.room'), dataIndex: 'number' },
              { title: t('reports.fields.category'), render: (_, e) => t(`reports.category.${e.category}`) },
              { title: t('reports.fields.amount'), align: 'right', render: (_, e) => f.money(e.amountKopecks) },
              { title: t('reports.fields.document'), render: (_, e) => <ContentText text={e.document} /> },
            ]}
          />
        </>
      )}
    </ReportPage>
  );
}
