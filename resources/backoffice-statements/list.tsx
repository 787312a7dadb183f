/**
 * /backoffice/statements (docs/rules.md R13.5, R16.2): owners' statements of a month (in the URL)
 * with their state; build the month's drafts, review each (its rooms and itemised expenses, in an
 * expanded row), publish one (the owner is
 * notified) and mark it paid. Every action is audited on the server.
 */
import { useSearchParams } from 'react-router';
import { App, Button, DatePicker, Space, Table, Tag } from 'antd';
import { List } from '@refinedev/antd';
import { useInvalidate, useTranslate, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { hotelToday } from '../../src/domain/hotel-time';
import { addMonths, isMonth } from '../../src/domain/reports';
import { formatMoney } from '../../src/domain/money';
import type { StatementRow } from '../../src/contracts/reports';
import { api } from '../../src/contracts/api';
import { useEndpointMutation } from '../../providers/endpoints';
import { StatementLines } from './components/statement-lines';
import { useEndpointTable } from '../../providers/endpoint-tables';

const R = 'backoffice-statements';
const statusColor = { draft: 'default', published: 'blue', paid: 'green' } as const;

export default function StatementsPage() {
  const t = useTranslate();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const month = isMonth(params.get('month') ?? '') ? params.get('month')! : addMonths(hotelToday().slice(0, 7), -1);
  const { tableProps } = useEndpointTable(api['backoffice-statements'].list, {
    filters: { permanent: [{ field: 'month', operator: 'eq', value: month }] },
    pagination: { pageSize: 50 },
    syncWithLocation: false,
  });
  const generate = useEndpointMutation(api[R].generate);
  const publish = useEndpointMutation(api[R].publish);
  const pay = useEndpointMutation(api[R].pay);
  const refresh = () => void invalidate({ resource: R, invalidates: ['list'] });
  const failed = (e: HttpError) => void message.error(e.message);
  const onGenerate = () =>
    generate.mutate(
      { body: { month } },
      {
        onSuccess: ({ data }) => {
          void message.success(t('backoffice-statements.generated', data));
          refresh();
        },
        onError: failed,
      },
    );
  const move = (m: typeof publish, id: number) => m.mutate({ params: { id } }, { onSuccess: refresh, onError: failed });
  const money = (k: number) => formatMoney(k, lang);
  return (
    <List
      title={t('backoffice-statements.titles.list')}
      canCreate={false}
      headerButtons={
        <Button type="primary" loading={generate.isPending} onClick={onGenerate}>
          {t('backoffice-statements.actions.generate')}
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <DatePicker
          picker="month"
          format="MM.YYYY"
          allowClear={false}
          aria-label={t('backoffice-statements.fields.month')}
          value={dayjs(`${month}-01`)}
          onChange={(d) => d && setParams({ month: d.format('YYYY-MM') }, { replace: true })}
        />
      </Space>
      <Table<StatementRow>
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        expandable={{ expandedRowRender: (r) => <StatementLines id={r.id} /> }}
        columns={[
          { title: t('backoffice-statements.fields.owner'), dataIndex: 'ownerName' },
          {
            title: t('backoffice-statements.fields.month'),
            render: (_, r) => `${r.month.slice(5)}.${r.month.slice(0, 4)}`,
          },
          { title: t('backoffice-statements.fields.income'), align: 'right', render: (_, r) => money(r.incomeKopecks) },
          {
            title: t('backoffice-statements.fields.expenses'),
            align: 'right',
            render: (_, r) => money(r.expensesKopecks),
          },
          {
            title: t('backoffice-statements.fields.payable'),
            align: 'right',
            render: (_, r) => <strong>{money(r.payableKopecks)}</strong>,
          },
          {
            title: t('backoffice-statements.fields.status'),
            render: (_, r) => <Tag color={statusColor[r.status]}>{t(`reports.status.${r.status}`)}</Tag>,
          },
          {
            key: 'actions',
            render: (_, r) =>
              r.status === 'draft' ? (
                <Button size="small" onClick={() => move(publish, r.id)}>
                  {t('backoffice-statements.actions.publish')}
                </Button>
              ) : r.status === 'published' ? (
                <Button size="small" onClick={() => move(pay, r.id)}>
                  {t('backoffice-statements.actions.pay')}
                </Button>
              ) : null,
          },
        ]}
      />
    </List>
  );
}
