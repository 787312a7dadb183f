/**
 * The account's facts and paying its debt (docs/rules.md R10.1, R10.7): number, room, category,
 * PIB number, provider, debt, last and next payment; the debt paid whole or in part by card or SBP (R5.27)
 * (POST app/v1/bills/{id}/pay → the acquirer's page, then back to /bills/{id}?payment=<id>); a part
 * is payable only as `payableAmount` allows (R10.7: whole, or ≥ 1 ₽ leaving ≥ 1 ₽).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Descriptions, Space } from 'antd';
import { useTranslate } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';
import type { BillDetail } from '../../../src/contracts/utility-accounts';
import { MIN_PART_KOPECKS, payableAmount } from '../../../src/domain/utility-accounts';
import { DebtTag } from './account-status';
import { useBillFormat } from './use-account-format';
import { DecimalInput } from '../../../src/components/decimal-input';
import { goToAcquirer, usePayMethod } from '../../../src/components/pay-method';

export function BillSummary({ bill: b }: { bill: BillDetail }) {
  const t = useTranslate();
  const f = useBillFormat();
  const navigate = useNavigate();
  const [part, setPart] = useState<number | null>(null);
  const { mutate, isPending } = useEndpointMutation(api['utility-accounts'].pay);
  const { method, choice, onPayError } = usePayMethod();
  const pay = (amountKopecks?: number) =>
    mutate(
      { params: { id: b.id }, body: amountKopecks ? { amountKopecks, method } : { method } },
      {
        onSuccess: ({ data }) => goToAcquirer(data.confirmationUrl!, navigate),
        onError: (e) => onPayError(e, () => pay(amountKopecks)),
      },
    );
  const partKopecks = part === null ? 0 : Math.round(part * 100);
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('bills.fields.room')}>{b.objectTitle}</Descriptions.Item>
        <Descriptions.Item label={t('bills.fields.category')}>{t(`bills.category.${b.category}`)}</Descriptions.Item>
        <Descriptions.Item label={t('bills.fields.provider')}>{b.providerName}</Descriptions.Item>
        <Descriptions.Item label={t('bills.fields.pibNumber')}>{b.pibNumber ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('bills.fields.lastPayment')}>
          {b.lastPaymentKopecks !== null ? `${f.date(b.lastPaymentDate)} · ${f.money(b.lastPaymentKopecks)}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('bills.fields.nextPayment')}>{f.date(b.nextPaymentDate)}</Descriptions.Item>
        <Descriptions.Item label={t('bills.fields.debt')}>
          <span data-testid="bill-debt">
            <DebtTag kopecks={b.debtKopecks} creditKopecks={b.creditKopecks} />
          </span>
        </Descriptions.Item>
      </Descriptions>
      {b.debtKopecks > 0 ? (
        <Space wrap style={{ marginTop: 12 }}>
          {choice}
          <Button type="primary" size="large" loading={isPending} onClick={() => pay()}>
            {t('bills.actions.payDebt')} · {f.money(b.debtKopecks)}
          </Button>
          <DecimalInput
            min={Math.min(MIN_PART_KOPECKS, b.debtKopecks) / 100}
            max={b.debtKopecks / 100}
            precision={2}
            value={part}
            onChange={setPart}
            addonAfter="₽"
            aria-label={t('bills.fields.amount')}
          />
          <Button
            disabled={!payableAmount(partKopecks, b.debtKopecks)}
            loading={isPending}
            onClick={() => pay(partKopecks)}
          >
            {t('bills.actions.payPart')}
          </Button>
        </Space>
      ) : null}
    </Card>
  );
}
