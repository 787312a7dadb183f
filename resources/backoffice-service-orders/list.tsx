/**
 * /backoffice/service-orders (docs/rules.md R15.5, R16.2): the orders of one day (today by
 * default), grouped by slot, on `useTable` with a date filter; a paid order is marked scheduled or
 * done (PATCH, audited).
 */
import { DatePicker, Button, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { List } from '@refinedev/antd';
import { useTranslate, useUpdate } from '@refinedev/core';
import type { BoOrderRow } from '../../src/contracts/requested-services';
import { OrderStatusTag } from '../requested-services/components/status';
import { useServiceFormat } from '../requested-services/components/use-format';
import { formatPhone } from '../../src/domain/phone';
import { hotelToday } from '../../src/domain/hotel-time';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';

export default function ServiceOrdersOfDay() {
  const t = useTranslate();
  const f = useServiceFormat();
  const { tableProps, filters, setFilters } = useEndpointTable(api['backoffice-services'].orderList, {
    pagination: { pageSize: 200 },
    filters: { initial: [{ field: 'date', operator: 'eq', value: hotelToday() }] },
    syncWithLocation: true,
  });
  const { mutate } = useUpdate();
  const day = (filters.find((x) => 'field' in x && x.field === 'date')?.value as string | undefined) ?? hotelToday();
  const mark = (id: number, status: 'scheduled' | 'done') =>
    mutate({
      resource: 'backoffice-service-orders',
      id,
      values: { status },
      successNotification: () => ({ type: 'success', message: t('backoffice-services.hints.saved') }),
    });
  return (
    <List title={t('backoffice-service-orders.titles.list')}>
      <DatePicker
        format="DD.MM.YYYY"
        value={dayjs(day)}
        allowClear={false}
        onChange={(d) => setFilters([{ field: 'date', operator: 'eq', value: d.format('YYYY-MM-DD') }], 'replace')}
        aria-label={t('backoffice-services.fields.day')}
        style={{ marginBottom: 12 }}
      />
      <Table<BoOrderRow>
        {...tableProps}
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        locale={{ emptyText: t('backoffice-services.hints.noOrders') }}
      >
        <Table.Column<BoOrderRow>
          dataIndex="slot"
          title={t('requested-services.fields.slot')}
          render={(v: string | null) => v ?? t('backoffice-services.hints.noSlot')}
        />
        <Table.Column<BoOrderRow>
          dataIndex="serviceTitle"
          title={t('requested-services.fields.service')}
          render={(v, r) => (r.optionTitle ? `${v} · ${r.optionTitle}` : v)}
        />
        <Table.Column<BoOrderRow> dataIndex="persons" title={t('requested-services.fields.persons')} />
        <Table.Column<BoOrderRow>
          dataIndex="guest"
          title={t('backoffice-services.fields.guest')}
          render={(v, r) => `${v} ${r.phone ? formatPhone(r.phone) : ''}`}
        />
        <Table.Column<BoOrderRow> dataIndex="comment" title={t('requested-services.fields.comment')} />
        <Table.Column<BoOrderRow>
          dataIndex="totalKopecks"
          title={t('requested-services.fields.total')}
          render={(v: number) => f.money(v)}
        />
        <Table.Column<BoOrderRow>
          dataIndex="status"
          title={t('requested-services.fields.status')}
          render={(_, r) => <OrderStatusTag order={r} />}
        />
        <Table.Column<BoOrderRow>
          key="actions"
          render={(_, r) =>
            ['paid', 'scheduled'].includes(r.status) ? (
              <Space>
                {r.status === 'paid' && (
                  <Button size="small" onClick={() => mark(r.id, 'scheduled')}>
                    {t('backoffice-services.actions.scheduled')}
                  </Button>
                )}
                <Button size="small" type="primary" onClick={() => mark(r.id, 'done')}>
                  {t('backoffice-services.actions.done')}
                </Button>
              </Space>
            ) : null
          }
        />
      </Table>
    </List>
  );
}
