/**
 * The guest register (журнал) of a period as XLSX (docs/rules.md R20.8): a period picker (this
 * month by default, at most 93 days, as the server checks) and the download. The server audits it.
 */
import { useState } from 'react';
import { DatePicker, Space } from 'antd';
import { useTranslate } from '@refinedev/core';
import dayjs from 'dayjs';
import { api } from '../../../src/contracts/api';
import { urlOf } from '../../../providers/endpoints';
import { DownloadButton } from '../../../src/components/backoffice/download-button';
import { hotelNow } from '../../../src/domain/hotel-time';
import { REGISTRATION_PERIOD_MAX_DAYS } from '../../../src/domain/guest-registration';

const R = 'backoffice-registration';

/** The period picker and the "Download XLSX" button (`registration-register` test id). */
export function RegisterExport() {
  const t = useTranslate();
  const [period, setPeriod] = useState<[string, string]>(() => [
    hotelNow().startOf('month').format('YYYY-MM-DD'),
    hotelNow().endOf('month').format('YYYY-MM-DD'),
  ]);
  const [from, to] = period;
  return (
    <Space wrap data-testid="registration-register">
      <label htmlFor="registration-period">{t(`${R}.fields.period`)}</label>
      <DatePicker.RangePicker
        id="registration-period"
        allowClear={false}
        format="DD.MM.YYYY"
        value={[dayjs(period[0]), dayjs(period[1])]}
        disabledDate={(d, { from }) => !!from && Math.abs(d.diff(from, 'day')) > REGISTRATION_PERIOD_MAX_DAYS}
        onChange={(v) => v?.[0] && v[1] && setPeriod([v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD')])}
      />
      <DownloadButton
        path={urlOf(api[R].register)}
        params={{ from, to }}
        fileName={`guest-register-${from}-${to}.xlsx`}
      >
        {t(`${R}.actions.download`)}
      </DownloadButton>
    </Space>
  );
}
