/** The status tag of a repair, emergency or custom request: its timeline step, overdue in red (docs/rules.md R15.7). */
import { Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { RequestRow } from '../../../src/contracts/service-requests';

export function RequestStatusTag({ request }: { request: Pick<RequestRow, 'status' | 'overdue'> }) {
  const t = useTranslate();
  return (
    <>
      <Tag
        color={request.status === 'rejected' ? 'red' : request.status === 'done' ? 'green' : 'blue'}
        data-testid="request-status"
      >
        {t(`service-requests.status.${request.status}`)}
      </Tag>
      {request.overdue && <Tag color="red">{t('service-requests.hints.overdue')}</Tag>}
    </>
  );
}
