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
import { useEndpointQuery } from '../../providers/endpoints';
import { hotelNow } from '../../src/domain/hotel-time';
import { DeskTable } from './components/desk-table';
import { RegisterExport } from './components/register-export';

const R = 'backoffice-registration';

/** A day's arrivals and departures, in two tables (`registration-arrivals`, `registration-departures`). */
function DayView() {
  const t = useTranslate();
  const [day, setDay] = useState(() => hotelNow().format('YYYY-MM-DD'));
  const { query } = useEndpointQuery(api[R].list, { query: { from: day, to: day } });
  const rows = query.data?.data ?? [];
  const refetch = () => void query.refetch();
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
        <DeskTable
          testId="registration-arrivals"
          rows={rows.filter((r) => r.event === 'arrival')}
          loading={query.isLoading}
          empty={t(`${R}.messages.empty`)}
          onChanged={refetch}
        />
      </Card>
      <Card size="small" title={t(`${R}.titles.departures`)}>
        <DeskTable
          testId="registration-departures"
          rows={rows.filter((r) => r.event === 'departure')}
          loading={query.isLoading}
          empty={t(`${R}.messages.empty`)}
          onChanged={refetch}
        />
      </Card>
    </Space>
  );
}

/** Every notice past its deadline (`registration-overdue`). */
function OverdueView() {
  const t = useTranslate();
  const { query } = useEndpointQuery(api[R].overdue, {});
  return (
    <DeskTable
      testId="registration-overdue"
      rows={query.data?.data ?? []}
      loading={query.isLoading}
      empty={t(`${R}.messages.noOverdue`)}
      showDate
      onChanged={() => void query.refetch()}
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
