/** The status tag of a service order: paid or not, then scheduled, done (docs/rules.md R15.5, R15.6). */
import { Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { OrderRow } from '../../../src/contracts/requested-services';

const ORDER_COLORS: Record<OrderRow['status'], string> = {
  awaiting_payment: 'orange',
  paid: 'green',
  scheduled: 'blue',
  done: 'default',
  cancelled: 'default',
  expired: 'default',
};

export function OrderStatusTag({ order }: { order: Pick<OrderRow, 'status'> }) {
  const t = useTranslate();
  return (
    <Tag color={ORDER_COLORS[order.status]} data-testid="order-status">
      {t(`requested-services.status.${order.status}`)}
    </Tag>
  );
}
