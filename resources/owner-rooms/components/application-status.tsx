/** An application's state as a tag (docs/rules.md R12.2), with the rejection reason under it. */
import { Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { ApplicationRow } from '../../../src/contracts/applications';

const COLOURS = { under_consideration: 'gold', approved: 'green', rejected: 'red' } as const;

export function ApplicationStatus({ row }: { row: Pick<ApplicationRow, 'status' | 'reason'> }) {
  const t = useTranslate();
  return (
    <>
      <Tag color={COLOURS[row.status]} data-testid="application-status">
        {t(`applications.status.${row.status}`)}
      </Tag>
      {row.status === 'rejected' && row.reason ? (
        <div className="muted-inline">
          {t('applications.fields.reason')}: {row.reason}
        </div>
      ) : null}
    </>
  );
}
