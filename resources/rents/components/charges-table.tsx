/**
 * The rent schedule (docs/rules.md R9.1, R9.3, R9.4): each monthly charge with its period, due
 * date, amount and state; the tenant pays an unpaid one by card (or, a legal entity, by bank
 * transfer). After an early end the cancelled charges leave the schedule, a charge the deposit
 * covered says so, and the settlement's lines follow the charges — what its confirmation promised.
 * A table on desktop, cards under 768 px (R8.6) so the state and Pay stay on screen.
 */
import { Button, Card, List, Space, Typography } from 'antd';
import { LazyTable } from '../../../src/components/lazy-table';
import { useTranslate } from '@refinedev/core';
import { useClientState } from '../../../src/components/client-state';
import type { RentChargeDto, RentDetail } from '../../../src/contracts/rents';
import { ChargeStateTag } from './rent-status';
import { SettlementLines } from './settlement-lines';
import { usePayCharge } from './use-pay-charge';
import { usePayMethod } from '../../../src/components/pay-method';
import { useRentFormat } from './use-rent-format';

/** Charges per page; the schedule opens on the page of the next charge. */
const PAGE = 12;

/** A charge's amount, with the part the deposit covered at an early end. */
function Amount({ c }: { c: RentChargeDto }) {
  const t = useTranslate();
  const f = useRentFormat();
  return (
    <>
      {f.money(c.amountKopecks)}
      {c.depositOffsetKopecks ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('rents.schedule.offset', { amount: f.money(c.depositOffsetKopecks) })}
        </Typography.Text>
      ) : null}
    </>
  );
}

export function ChargesTable({ rent, canPay }: { rent: RentDetail; canPay: boolean }) {
  const t = useTranslate();
  const f = useRentFormat();
  const { platform } = useClientState();
  const { method, choice, onPayError } = usePayMethod();
  const { pay, pending } = usePayCharge(rent.id, onPayError);
  const charges = rent.charges.filter((c) => c.state !== 'cancelled');
  const open = (c: RentChargeDto) => canPay && (c.state === 'unpaid' || c.state === 'overdue');
  const next = (c: RentChargeDto) => c.id === rent.nextCharge?.id;
  const payButtons = (c: RentChargeDto) => (
    <Space wrap>
      <Button
        type={next(c) ? 'primary' : 'default'}
        size="small"
        loading={pending}
        onClick={() => pay(c.id, method)}
        data-testid={`pay-charge-${c.id}`}
      >
        {t('rents.actions.pay')}
      </Button>
      {rent.payerType === 'legal' ? (
        <Button size="small" loading={pending} onClick={() => pay(c.id, 'bank_transfer')}>
          {t('rents.actions.payTransfer')}
        </Button>
      ) : null}
    </Space>
  );
  const pagination = {
    pageSize: PAGE,
    hideOnSinglePage: true,
    defaultCurrent: Math.floor(Math.max(0, charges.findIndex(next)) / PAGE) + 1,
  };
  return (
    <>
      {canPay && charges.some(open) ? <div style={{ marginBottom: 8 }}>{choice}</div> : null}
      {platform === 'mobile' ? (
        <List<RentChargeDto>
          data-testid="rent-charges"
          dataSource={charges}
          pagination={{ ...pagination, size: 'small', align: 'center' }}
          renderItem={(c) => (
            <Card
              size="small"
              style={{ marginBottom: 8 }}
              title={f.period(c.periodFrom, c.periodTo)}
              extra={<ChargeStateTag state={c.state} />}
            >
              <div>
                {t('rents.fields.dueDate')}: {f.date(c.dueDate)}
              </div>
              <div>
                {t('rents.fields.amount')}: <Amount c={c} />
              </div>
              {open(c) ? <div style={{ marginTop: 8 }}>{payButtons(c)}</div> : null}
            </Card>
          )}
        />
      ) : (
        <LazyTable<RentChargeDto>
          size="small"
          rowKey="id"
          dataSource={charges}
          pagination={pagination}
          scroll={{ x: true }}
          rowClassName={(c) => (next(c) ? 'rent-next-charge' : '')}
          columns={[
            { title: t('rents.fields.period'), render: (_, c) => f.period(c.periodFrom, c.periodTo) },
            { title: t('rents.fields.dueDate'), render: (_, c) => f.date(c.dueDate) },
            { title: t('rents.fields.amount'), align: 'right', render: (_, c) => <Amount c={c} /> },
            { title: t('rents.fields.state'), render: (_, c) => <ChargeStateTag state={c.state} /> },
            ...(canPay
              ? [{ title: '', render: (_: unknown, c: RentChargeDto) => (open(c) ? payButtons(c) : null) }]
              : []),
          ]}
        />
      )}
      {rent.settlement ? (
        <div style={{ marginTop: 12 }}>
          <Typography.Text strong>{t('rents.schedule.settlement')}</Typography.Text>
          <SettlementLines q={rent.settlement} testId="rent-settlement" />
        </div>
      ) : null}
    </>
  );
}
