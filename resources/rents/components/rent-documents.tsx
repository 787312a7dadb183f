/** A lease's documents (docs/rules.md R9.1) and its payments with their receipts (R9.4). */
import { Link } from 'react-router';
import { List, Table, Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { RentDetail, RentPaymentDto } from '../../../src/contracts/rents';
import { useRentFormat } from './use-rent-format';
import { formatServerTimestamp } from '../../../src/domain/datetime';

export function RentDocuments({ rent }: { rent: RentDetail }) {
  const t = useTranslate();
  return (
    <List
      size="small"
      dataSource={rent.documents}
      locale={{ emptyText: '—' }}
      renderItem={(d) => (
        <List.Item>
          <span>
            <Tag>{t(`rents.documentKind.${d.kind}`)}</Tag> {d.name}
          </span>
          <span>{d.createdAt.slice(9)}</span>
        </List.Item>
      )}
    />
  );
}

export function RentPayments({ rent }: { rent: RentDetail }) {
  const t = useTranslate();
  const f = useRentFormat();
  return (
    <Table<RentPaymentDto>
      size="small"
      rowKey="id"
      dataSource={rent.payments}
      pagination={{ pageSize: 12, hideOnSinglePage: true }}
      scroll={{ x: true }}
      columns={[
        { title: t('rents.fields.date'), dataIndex: 'createdAt', render: (v: string) => formatServerTimestamp(v) },
        { title: t('rents.fields.amount'), align: 'right', render: (_, p) => f.money(p.amountKopecks) },
        { title: t('rents.fields.method'), render: (_, p) => t(`rents.method.${p.method}`) },
        { title: t('rents.fields.state'), render: (_, p) => t(`payment.status.${p.status}`) },
        { title: '', render: (_, p) => (p.receiptUrl ? <Link to={p.receiptUrl}>{t('rents.actions.receipt')}</Link> : null) },
      ]}
    />
  );
}
