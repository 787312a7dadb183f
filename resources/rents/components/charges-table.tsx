/**
 * The rent schedule (docs/rules.md R9.1, R9.4): each monthly charge with its period, due date,
 * amount and state; the tenant pays an unpaid one by card (or, a legal entity, by bank transfer).
 */
import { Button, Space, Table } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { RentChargeDto, RentDetail } from '../../../src/contracts/rents';
import { ChargeStateTag } from './rent-status';
import { usePayCharge } from './use-pay-charge';
import { useRentFormat } from './use-rent-format';

/** Charges per page; the table opens on the page of the next charge. */
const PAGE = 12;

export function ChargesTable({ rent, canPay }: { rent: RentDetail; canPay: boolean }) {
  const t = useTranslate();
  const f = useRentFormat();
  const { pay, pending } = usePayCharge(rent.id);
  const open = (c: RentChargeDto) => c.state === 'unpaid' || c.state === 'overdue';
  return (
    <Table<RentChargeDto>
      size="small"
      rowKey="id"
      dataSource={rent.charges}
      pagination={{ pageSize: PAGE, hideOnSinglePage: true, defaultCurrent: Math.floor(Math.max(0, rent.charges.findIndex((c) => c.id === rent.nextCharge?.id)) / PAGE) + 1 }}
      scroll={{ x: true }}
      rowClassName={(c) => (c.id === rent.nextCharge?.id ? 'rent-next-charge' : '')}
      columns={[
        { title: t('rents.fields.period'), render: (_, c) => f.period(c.periodFrom, c.periodTo) },
        { title: t('rents.fields.dueDate'), render: (_, c) => f.date(c.dueDate) },
        { title: t('rents.fields.amount'), align: 'right', render: (_, c) => f.money(c.amountKopecks) },
        { title: t('rents.fields.state'), render: (_, c) => <ChargeStateTag state={c.state} /> },
        ...(canPay
          ? [
              {
                title: '',
                render: (_: unknown, c: RentChargeDto) =>
                  open(c) ? (
                    <Space wrap>
                      <Button type={c.id === rent.nextCharge?.id ? 'primary' : 'default'} size="small" loading={pending} onClick={() => pay(c.id)} data-testid={`pay-charge-${c.id}`}>
                        {t('rents.actions.pay')}
                      </Button>
                      {rent.payerType === 'legal' ? (
                        <Button size="small" loading={pending} onClick={() => pay(c.id, 'bank_transfer')}>
                          {t('rents.actions.payTransfer')}
                        </Button>
                      ) : null}
                    </Space>
                  ) : null,
              },
            ]
          : []),
      ]}
    />
  );
}
