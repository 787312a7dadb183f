/**
 * The period bar of the report pages: an antd month range picker bound to the URL, links between
 * the report pages, and the PDF / XLSX export buttons (GET app/v1/reports/export, attachment).
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { App, Button, DatePicker, Segmented, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import dayjs from 'dayjs';
import { api } from '../../../src/contracts/api';
import { urlOf } from '../../../providers/endpoints';
import { downloadFile } from '../../../src/components/download-file';
import { useReportPeriod } from './use-report';

export function PeriodBar({ exportable }: { exportable: boolean }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const { from, to, setPeriod } = useReportPeriod();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const qs = `?from=${from}&to=${to}`;
  const download = async (format: 'pdf' | 'xlsx') => {
    setBusy(format);
    try {
      await downloadFile(urlOf(api.reports.export), { from, to, format }, `report-${from}-${to}.${format}`);
    } catch {
      void message.error(t('error.loadFailed'));
    } finally {
      setBusy(null);
    }
  };
  const here = pathname.replace(/\/$/, '');
  return (
    <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
      <Space wrap>
        <Segmented
          value={here}
          options={[
            { value: '/reports', label: <Link to="/reports">{t('reports.nav.statements')}</Link> },
            {
              value: '/reports/control-total',
              label: <Link to={`/reports/control-total${qs}`}>{t('reports.nav.controlTotal')}</Link>,
            },
            {
              value: '/reports/objects-total',
              label: <Link to={`/reports/objects-total${qs}`}>{t('reports.nav.objectsTotal')}</Link>,
            },
          ]}
        />
        {here !== '/reports' ? (
          <DatePicker.RangePicker
            picker="month"
            format="MM.YYYY"
            allowClear={false}
            aria-label={t('reports.fields.period')}
            data-testid="report-period"
            value={[dayjs(`${from}-01`), dayjs(`${to}-01`)]}
            onChange={(v) => v?.[0] && v[1] && setPeriod(v[0].format('YYYY-MM'), v[1].format('YYYY-MM'))}
          />
        ) : null}
      </Space>
      {exportable ? (
        <Space>
          <Button icon={<DownloadOutlined />} loading={busy === 'pdf'} onClick={() => download('pdf')}>
            {t('reports.actions.pdf')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} onClick={() => download('xlsx')}>
            {t('reports.actions.xlsx')}
          </Button>
        </Space>
      ) : null}
    </Space>
  );
}
