/**
 * The monthly tourist-tax report (docs/rules.md R5.26): a month picker (the month of check-out, the
 * day of the full settlement), the month's stays with base, rate and tax, the total, and the XLSX
 * download — the basis of the city's declaration.
 */
import { useState } from 'react';
import { DatePicker, Space, Table } from 'antd';
import { useTranslate } from '@refinedev/core';
import dayjs from 'dayjs';
import type { TouristTaxReportRow } from '../../../src/contracts/backoffice-tourist-tax';
import { api } from '../../../src/contracts/api';
import { urlOf, useEndpointQuery } from '../../../providers/endpoints';
import { DownloadButton } from '../../../src/components/backoffice/download-button';
import { formatMoney } from '../../../src/domain/money';
import { formatDisplayDate } from '../../../src/domain/datetime';
import { useLocale } from '../../../src/components/backoffice/use-locale';
import { hotelNow } from '../../../src/domain/hotel-time';

const R = 'backoffice-tourist-tax';

/** The report of a month, this month by default (`tourist-tax-report`, `tourist-tax-total` test ids). */
export function MonthlyReport() {
  const t = useTranslate();
  const lang = useLocale();
  const [month, setMonth] = useState(() => hotelNow().format('YYYY-MM'));
  const { query } = useEndpointQuery(api[R].report, { query: { month } });
  const report = query.data?.data;
  const h = (k: string) => t(`${R}.report.${k}`);
  const m = (k: number) => formatMoney(k, lang);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <label htmlFor="tourist-tax-month">{t(`${R}.fields.month`)}</label>
        <DatePicker
          id="tourist-tax-month"
          picker="month"
          allowClear={false}
          value={dayjs(`${month}-01`)}
          format="MM.YYYY"
          onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
        />
        <DownloadButton path={urlOf(api[R].reportFile)} params={{ month }} fileName={`tourist-tax-${month}.xlsx`}>
          {t(`${R}.actions.download`)}
        </DownloadButton>
      </Space>
      <Table<TouristTaxReportRow>
        data-testid="tourist-tax-report"
        size="small"
        rowKey="bookingId"
        loading={query.isLoading}
        dataSource={report?.rows ?? []}
        pagination={false}
        locale={{ emptyText: h('empty') }}
        columns={[
          { title: h('number'), dataIndex: 'number' },
          { title: h('guest'), dataIndex: 'guest' },
          { title: h('objects'), dataIndex: 'objects' },
          { title: h('checkIn'), render: (_, r) => formatDisplayDate(r.checkIn, 'full') },
          { title: h('checkOut'), render: (_, r) => formatDisplayDate(r.checkOut, 'full') },
          { title: h('nights'), dataIndex: 'nights', align: 'right' },
          { title: h('base'), align: 'right', render: (_, r) => m(r.baseKopecks) },
          { title: h('percent'), align: 'right', render: (_, r) => `${r.percent} %` },
          { title: h('tax'), align: 'right', render: (_, r) => m(r.taxKopecks) },
          { title: h('exemptGuests'), dataIndex: 'exemptGuests', align: 'right' },
        ]}
        summary={() =>
          report?.rows.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={6}>
                <strong>{h('total')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                {m(report.baseKopecks)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} />
              <Table.Summary.Cell index={8} align="right">
                <strong data-testid="tourist-tax-total">{m(report.taxKopecks)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={9} />
            </Table.Summary.Row>
          ) : null
        }
      />
    </Space>
  );
}
