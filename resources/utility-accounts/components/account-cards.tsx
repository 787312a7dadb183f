/** The accounts as cards (phones, under 768 px; docs/rules.md R8.6), fed by the list's rows. */
import { Link } from 'react-router';
import { Card, Descriptions, Space } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { BillRow } from '../../../src/contracts/utility-accounts';
import { useBillFormat } from './use-account-format';
import { DebtTag } from './account-status';

export function BillCards({ rows }: { rows: BillRow[] }) {
  const t = useTranslate();
  const f = useBillFormat();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {rows.map((r) => (
        <Card
          key={r.id}
          size="small"
          title={<Link to={`/bills/${r.id}`}>{t('bills.fields.accountNumber', { number: r.number })}</Link>}
          extra={<DebtTag kopecks={r.debtKopecks} creditKopecks={r.creditKopecks} />}
        >
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('bills.fields.category')}>
              {t(`bills.category.${r.category}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('bills.fields.room')}>{r.objectTitle}</Descriptions.Item>
            <Descriptions.Item label={t('bills.fields.nextPayment')}>{f.date(r.nextPaymentDate)}</Descriptions.Item>
          </Descriptions>
        </Card>
      ))}
    </Space>
  );
}
