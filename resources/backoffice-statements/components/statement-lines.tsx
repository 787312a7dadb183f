/**
 * The review of one statement in the back office (docs/rules.md R13.1, R13.3, R13.5): its rooms
 * (income by night, the MC fee, utilities, cleaning, repairs, amount payable) and the itemised
 * expenses with their documents, from GET app/v1/backoffice/statements/{id}.
 */
import { Skeleton, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../src/domain/money';
import type { ReportExpense, ReportObject } from '../../../src/contracts/reports';
import { feeFormulaText } from '../../../src/domain/reports';
import { InlineTable } from '../../../src/components/inline-table';
import { useEndpointOne } from '../../../providers/endpoints';
import { api } from '../../../src/contracts/api';

export function StatementLines({ id }: { id: number }) {
  const t = useTranslate();
  const { i18n } = useTranslation();
  const money = (k: number) => formatMoney(k, i18n.language === 'en' ? 'en' : 'ru');
  const { result, query } = useEndpointOne(api['backoffice-statements'].show, { id });
  if (query.isLoading || !result) return <Skeleton active paragraph={{ rows: 3 }} />;
  const r = result.report;
  return (
    <div data-testid="statement-lines">
      <InlineTable<ReportObject>
        rowKey="objectId"
        dataSource={r.objects}
        scroll={{ x: true }}
        columns={[
          { title: t('reports.fields.room'), dataIndex: 'number' },
          { title: t('reports.fields.nights'), dataIndex: 'nights', align: 'right' },
          ...(
            [
              'incomeKopecks',
              'feeKopecks',
              'utilitiesKopecks',
              'cleaningKopecks',
              'repairsKopecks',
              'payableKopecks',
            ] as const
          ).map((k) => ({
            title: t(`reports.fields.${k.replace('Kopecks', '')}`),
            align: 'right' as const,
            render: (_: unknown, o: ReportObject) => money(o[k]),
          })),
        ]}
      />
      <Typography.Text type="secondary">{feeFormulaText(t, r)}</Typography.Text>
      <InlineTable<ReportExpense>
        rowKey="id"
        dataSource={r.expenses}
        style={{ marginTop: 8 }}
        columns={[
          { title: t('reports.fields.room'), dataIndex: 'number' },
          { title: t('reports.fields.category'), render: (_, e) => t(`reports.category.${e.category}`) },
          { title: t('reports.fields.amount'), align: 'right', render: (_, e) => money(e.amountKopecks) },
          { title: t('reports.fields.document'), dataIndex: 'document' },
        ]}
      />
    </div>
  );
}
