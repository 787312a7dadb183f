/**
 * /backoffice/registration (docs/rules.md R20.4–R20.8): the registration desk. A day's arrivals and
 * departures, each guest with the notice owed (a foreigner's arrival or departure, a Russian's
 * registration or its removal), its due date on the production calendar and its state; the
 * notices past their deadline; the guest register of a period as XLSX. Each listing is audited.
 */
import { useState } from 'react';
import { Alert, Card, DatePicker, Space, Tabs } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import dayjs from 'dayjs';
import { api } from '../../src/contracts/api';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { hotelNow } from '../../src/domain/hotel-time';
import { DeskTable } from './components/desk-table';
import { RegisterExport } from './components/register-export';

const R = 'backoffice-registration';

/** One event's rows of a day (arrivals or departures), 50 a page. */
function EventTable({ day, event }: { day: string; event: 'arrival' | 'departure' }) {
  const t = useTranslate();
  const { tableProps, tableQuery } = useEndpointTable(api[R].list, {
    pagination: { pageSize: 50 },
    filters: {
      permanent: [
        { field: 'from', operator: 'eq', value: day },
        { field: 'to', operator: 'eq', value: day },
        { field: 'event', operator: 'eq', value: event },
      ],
    },
  });
  return (
    <DeskTable
      testId={event === 'arrival' ? 'registration-arrivals' : 'registration-departures'}
      rows={tableProps.dataSource ?? []}
      loading={!!tableProps.loading}
      pagination={tableProps.pagination}
      onChange={tableProps.onChange}
      empty={t(`${R}.messages.empty`)}
      onChanged={() => void tableQuery.refetch()}
    />
  );
}

/** A day's arrivals and departures, in two tables (`registration-arrivals`, `registration-departures`). */
function DayView() {
  const t = useTranslate();
  const [day, setDay] = useState(() => hotelNow().format('YYYY-MM-DD'));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <label htmlFor="registration-day">{t(`${R}.fields.day`)}</label>
        <DatePicker
          id="registration-day"
          allowClear={false}
          value={dayjs(day)}
          format="DD.MM.YYYY"
          onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
        />
      </Space>
      <Card size="small" title={t(`${R}.titles.arrivals`)}>
        <EventTable key={day} day={day} event="arrival" />
      </Card>
      <Card size="small" title={t(`${R}.titles.departures`)}>
        <EventTable key={day} day={day} event="departure" />
      </Card>
    </Space>
  );
}

/** The notices past their deadline (`registration-overdue`), latest first, 50 a page. */
function OverdueView() {
  const t = useTranslate();
  const { tableProps, tableQuery } = useEndpointTable(api[R].overdue, { pagination: { pageSize: 50 } });
  return (
    <DeskTable
      testId="registration-overdue"
      rows={tableProps.dataSource ?? []}
      loading={!!tableProps.loading}
      pagination={tableProps.pagination}
      onChange={tableProps.onChange}
      empty={t(`${R}.messages.noOverdue`)}
      showDate
      onChanged={() => void tableQuery.refetch()}
    />
  );
}

export default function BackofficeRegistration() {
  const t = useTranslate();
  return (
    <List title={t(`${R}.titles.list`)}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t(`${R}.hint`)} />
        <Tabs
          destroyOnHidden
          items={[
            {
              key: 'day',
              label: t(`${R}.titles.arrivals`) + ' / ' + t(`${R}.titles.departures`),
              children: <DayView />,
            },
            { key: 'overdue', label: t(`${R}.titles.overdue`), children: <OverdueView /> },
          ]}
        />
        <Card size="small" title={t(`${R}.titles.register`)}>
          <RegisterExport />
        </Card>
      </Space>
    </List>
  );
}
