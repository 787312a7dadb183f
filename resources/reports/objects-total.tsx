/**
 * /reports/objects-total/ (docs/rules.md R13.1, R13.4): per room under the MC — area, nights,
 * income, the MC fee, utilities, cleaning, repairs, expenses, amount payable — with the totals row,
 * and the PDF / XLSX export of the period. A table on desktop, cards on phones.
 */
import { Card, List as AntList, Table } from 'antd';
import { useTranslate } from '@refinedev/core';
import { useClientState } from '../../src/components/client-state';
import type { ReportObject } from '../../src/contracts/reports';
import { ReportPage } from './components/report-page';
import { useReportFormat } from './components/use-report';
import { InlineTable } from '../../src/components/inline-table';

const MONEY = [
  'incomeKopecks',
  'feeKopecks',
  'utilitiesKopecks',
  'cleaningKopecks',
  'repairsKopecks',
  'expensesKopecks',
  'payableKopecks',
] as const;

export default function ObjectsTotalPage() {
  const t = useTranslate();
  const f = useReportFormat();
  const { platform } = useClientState();
  const label = (k: (typeof MONEY)[number]) => t(`reports.fields.${k.replace('Kopecks', '')}`);
  return (
    <ReportPage title={t('reports.titles.objectsTotal')}>
      {(r) =>
        platform === 'mobile' ? (
          <AntList
            dataSource={[...r.objects, { ...r.totals, objectId: 0, number: t('reports.fields.total'), building: '' }]}
            renderItem={(o) => (
              <Card
                size="small"
                style={{ marginBottom: 12 }}
                title={`${o.number}${o.building ? ` · ${o.building}` : ''}`}
                data-testid="report-object-card"
              >
                <div>
                  {t('reports.fields.area')}: {f.area(o.area)}
                </div>
                <div>
                  {t('reports.fields.nights')}: {o.nights}
                </div>
                {MONEY.map((k) => (
                  <div key={k}>
                    {label(k)}: {f.money(o[k])}
                  </div>
                ))}
              </Card>
            )}
          />
        ) : (
          <InlineTable<ReportObject>
            rowKey="objectId"
            dataSource={r.objects}
            scroll={{ x: true }}
            data-testid="report-objects"
            columns={[
              { title: t('reports.fields.room'), dataIndex: 'number' },
              { title: t('reports.fields.building'), dataIndex: 'building' },
              { title: t('reports.fields.area'), align: 'right', render: (_, o) => f.area(o.area) },
              { title: t('reports.fields.nights'), align: 'right', dataIndex: 'nights' },
              ...MONEY.map((k) => ({
                title: label(k),
                align: 'right' as const,
                render: (_: unknown, o: ReportObject) => f.money(o[k]),
              })),
            ]}
            summary={() => (
              <Table.Summary.Row style={{ fontWeight: 600 }}>
                <Table.Summary.Cell index={0} colSpan={2}>
                  {t('reports.fields.total')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {f.area(r.totals.area)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {r.totals.nights}
                </Table.Summary.Cell>
                {MONEY.map((k, i) => (
                  <Table.Summary.Cell key={k} index={4 + i} align="right">
                    <span data-testid={k === 'payableKopecks' ? 'objects-total-payable' : undefined}>
                      {f.money(r.totals[k])}
                    </span>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            )}
          />
        )
      }
    </ReportPage>
  );
}
