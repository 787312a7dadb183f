/**
 * A lease's facts (docs/rules.md R9.1) and its verbs: extend (R9.2) and end early (R9.3), each
 * behind its confirmation, for the tenant and the owner alike. The two dialogs (and the date
 * picker in them) load when first opened, not with the page (docs/architecture.md § The SPA).
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { RentDetail } from '../../../src/contracts/rents';
import { RentStatusTag } from './rent-status';
import { useRentFormat } from './use-rent-format';

const ExtendModal = lazy(() => import('./extend-modal').then((m) => ({ default: m.ExtendModal })));
const EndModal = lazy(() => import('./end-modal').then((m) => ({ default: m.EndModal })));

export function RentSummary({ rent: r }: { rent: RentDetail }) {
  const t = useTranslate();
  const f = useRentFormat();
  const [dialog, setDialog] = useState<'extend' | 'end' | null>(null);
  // A dialog stays mounted once opened, so it closes with its animation.
  const [opened, setOpened] = useState<ReadonlySet<'extend' | 'end'>>(new Set());
  const open = (d: 'extend' | 'end') => {
    setDialog(d);
    setOpened((o) => new Set(o).add(d));
  };
  const live = r.status !== 'ended' && r.status !== 'ended_early' && !r.endedEarlyOn;
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('rents.fields.object')}>{r.objectTitle}</Descriptions.Item>
        <Descriptions.Item label={t('rents.fields.status')}>
          <span data-testid="rent-status">
            <RentStatusTag status={r.status} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('rents.fields.tenant')}>
          {`${r.tenantName ?? ''} ${r.isTenant ? '' : r.tenantPhone}`.trim() || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('rents.fields.period')}>
          <span data-testid="rent-period">{f.period(r.startDate, r.endedEarlyOn ?? r.endDate)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('rents.fields.monthlyRent')}>{f.money(r.monthlyRentKopecks)}</Descriptions.Item>
        <Descriptions.Item label={t('rents.fields.deposit')}>{f.money(r.depositKopecks)}</Descriptions.Item>
        <Descriptions.Item label={t('rents.fields.paymentDay')}>{r.paymentDay}</Descriptions.Item>
        <Descriptions.Item label={t('rents.fields.payerType')}>{t(`rents.payerType.${r.payerType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('rents.fields.nextCharge')}>
          {r.nextCharge ? `${f.money(r.nextCharge.amountKopecks)} · ${f.date(r.nextCharge.dueDate)}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('rents.fields.debt')}>
          {r.debtKopecks > 0 ? <Typography.Text type="danger">{f.money(r.debtKopecks)}</Typography.Text> : '—'}
        </Descriptions.Item>
      </Descriptions>
      {live ? (
        <Space wrap style={{ marginTop: 12 }}>
          <Button onClick={() => open('extend')}>{t('rents.actions.extend')}</Button>
          <Button danger onClick={() => open('end')}>
            {t('rents.actions.endEarly')}
          </Button>
        </Space>
      ) : null}
      <Suspense fallback={null}>
        {opened.has('extend') ? (
          <ExtendModal rent={r} open={dialog === 'extend'} onClose={() => setDialog(null)} />
        ) : null}
        {opened.has('end') ? <EndModal rent={r} open={dialog === 'end'} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </Card>
  );
}
