/** Status tags of an order (paid or not, then scheduled, done) and of a request (its timeline step; overdue in red). */
import { Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { OrderRow, RequestRow } from '../../contracts/services';

const ORDER_COLORS: Record<OrderRow['status'], string> = { awaiting_payment: 'orange', paid: 'green', scheduled: 'blue', done: 'default', cancelled: 'default', expired: 'default' };

export function OrderStatusTag({ order }: { order: Pick<OrderRow, 'status'> }) {
  const t = useTranslate();
  return <Tag color={ORDER_COLORS[order.status]} data-testid="order-status">{t(`requested-services.status.${order.status}`)}</Tag>;
}

export function RequestStatusTag({ request }: { request: Pick<RequestRow, 'status' | 'overdue'> }) {
  const t = useTranslate();
  return (
    <>
      <Tag color={request.status === 'rejected' ? 'red' : request.status === 'done' ? 'green' : 'blue'} data-testid="request-status">
        {t(`service-requests.status.${request.status}`)}
      </Tag>
      {request.overdue && <Tag color="red">{t('service-requests.hints.overdue')}</Tag>}
    </>
  );
}
