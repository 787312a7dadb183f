/**
 * The conflicts raised by imported spans (docs/rules.md R18.5), open first: the object, the
 * channel and its nights, our stay they overlap (a booking links to its page), when it was raised,
 * and "Acknowledge" — or who acknowledged it, when, with the note. Filtered by state; the whole
 * company's, or one object's.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Radio, Space, Table, Tag, Typography } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { ConflictRow } from '../../../src/contracts/backoffice-channels';
import { formatDisplayDate, formatServerTimestamp } from '../../../src/domain/datetime';
import { AcknowledgeButton } from './acknowledge-button';
import { useEndpointTable } from '../../../providers/endpoint-tables';
import { api } from '../../../src/contracts/api';

const RESOURCE = 'backoffice-channel-conflicts';
type Status = 'open' | 'acknowledged' | 'all';

/** `DD.MM.YYYY – DD.MM.YYYY` of a half-open span of nights. */
export const nightsText = (checkIn: string, checkOut: string) =>
  `${formatDisplayDate(checkIn, 'full')} – ${formatDisplayDate(checkOut, 'full')}`;

export function ConflictsTable({ objectId, onChange }: { objectId?: number; onChange?: () => void }) {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const [status, setStatus] = useState<Status>('open');
  const { tableProps } = useEndpointTable(api['backoffice-channels'].conflicts, {
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    filters: {
      permanent: [
        ...(objectId ? [{ field: 'objectId', operator: 'eq' as const, value: objectId }] : []),
        ...(status === 'all' ? [] : [{ field: 'status', operator: 'eq' as const, value: status }]),
      ],
    },
  });
  const done = () => {
    void invalidate({ resource: RESOURCE, invalidates: ['list'] });
    onChange?.();
  };
  const stay = (r: ConflictRow) => {
    const label = t(`backoffice-channels.conflicts.kinds.${r.kind}`, { number: r.refNumber ?? `#${r.refId}` });
    return (
      <>
        {r.kind === 'booking' ? <Link to={`/backoffice/bookings/${r.refId}`}>{label}</Link> : label}
        <div className="muted-inline">{nightsText(r.refCheckIn, r.refCheckOut)}</div>
      </>
    );
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="conflicts">
      <Radio.Group
        value={status}
        onChange={(e) => setStatus(e.target.value as Status)}
        optionType="button"
        size="small"
        aria-label={t('backoffice-channels.tabs.conflicts')}
        options={(['open', 'acknowledged', 'all'] as const).map((s) => ({
          value: s,
          label: t(`backoffice-channels.conflicts.filter.${s}`),
        }))}
      />
      <Table<ConflictRow>
        {...tableProps}
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        locale={{ emptyText: t('backoffice-channels.conflicts.empty') }}
        columns={[
          ...(objectId
            ? []
            : [
                {
                  title: t('backoffice-channels.fields.object'),
                  render: (_: unknown, r: ConflictRow) => (
                    <Link to={`/backoffice/channels/${r.objectId}`}>{r.objectNumber}</Link>
                  ),
                },
              ]),
          {
            title: t('backoffice-channels.fields.channel'),
            render: (_, r) => (
              <>
                {r.channel}
                <div className="muted-inline">{nightsText(r.spanCheckIn, r.spanCheckOut)}</div>
              </>
            ),
          },
          { title: t('backoffice-channels.fields.stay'), render: (_, r) => stay(r) },
          {
            title: t('backoffice-channels.fields.createdAt'),
            dataIndex: 'createdAt',
            render: (v: string) => formatServerTimestamp(v),
          },
          {
            title: t('backoffice-channels.fields.status'),
            render: (_, r) =>
              r.acknowledgedAt ? (
                <Space direction="vertical" size={0}>
                  <Tag color="default">{t('backoffice-channels.conflicts.state.acknowledged')}</Tag>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatServerTimestamp(r.acknowledgedAt)} · {r.acknowledgedByName}
                  </Typography.Text>
                  {r.note ? <Typography.Text style={{ fontSize: 12 }}>{r.note}</Typography.Text> : null}
                </Space>
              ) : (
                <Space>
                  <Tag color="error">{t('backoffice-channels.conflicts.state.open')}</Tag>
                  <AcknowledgeButton id={r.id} onDone={done} />
                </Space>
              ),
          },
        ]}
      />
    </Space>
  );
}
