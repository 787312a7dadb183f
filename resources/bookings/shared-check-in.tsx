/**
 * /check-in/{token} (docs/rules.md R20.2): a guest fills their own check-in data through the link
 * the booker shared, without an account (GET/PUT app/v1/check-in… with the token). Saved data is
 * never shown here: each guest's panel says only whether it is filled.
 */
import { useParams } from 'react-router';
import { Alert, Result, Skeleton } from 'antd';
import { useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import { useEndpointQuery } from '../../providers/endpoints';
import { CheckInGuests } from './components/check-in-guests';
import { SharedGuestForm } from './components/check-in-forms';

export default function SharedCheckInPage() {
  const { token = '' } = useParams();
  const t = useTranslate();
  const { query, result } = useEndpointQuery(api['check-in'].sharedShow, { query: { token } });
  const v = result.data;
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError || !v) return <Result status="warning" title={query.error?.message ?? t('checkIn.linkInvalid')} />;
  return (
    <div data-testid="shared-check-in" style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <h1 style={{ fontSize: 24 }}>{t('checkIn.sharedTitle', { number: v.number })}</h1>
      <p data-testid="check-in-counter">{t('checkInProgress.progress', { filled: v.filled, count: v.total })}</p>
      <p className="muted-inline">{t('checkIn.sharedPick')}</p>
      {v.scansRequired ? <p className="muted-inline">{t('checkIn.sharedScans')}</p> : null}
      {v.open ? null : <Alert type="info" showIcon message={t('checkIn.closed')} style={{ marginBottom: 16 }} />}
      <CheckInGuests
        view={v}
        form={(g) => <SharedGuestForm key={g.index} token={token} guest={g} onSaved={() => void query.refetch()} />}
      />
    </div>
  );
}
