/**
 * The owner's own stays in a room under the MC (docs/rules.md R12.7): the nights used of the yearly
 * cap, the stays (a future one can be freed, with a confirmation) and a range picker to block more
 * (POST app/v1/owner-rooms/{id}/stays; the server's message shows under the picker). Only the owner
 * blocks and frees dates (policy cell `owner-rooms.stays`); an agent sees the stays without them.
 */
import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { Alert, Button, DatePicker, List as AntList, Popconfirm, Space, Typography } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { OwnerRoomDetail } from '../../../src/contracts/owner-rooms';
import { formatDisplayDate } from '../../../src/domain/datetime';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';

export function OwnStays({ room, editable }: { room: OwnerRoomDetail; editable: boolean }) {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const adding = useEndpointMutation(api['owner-rooms'].addStay);
  const removing = useEndpointMutation(api['owner-rooms'].removeStay);
  if (room.management !== 'mc')
    return <Typography.Text type="secondary">{t('owner-rooms.hints.staysOnlyMc')}</Typography.Text>;
  const done = () => {
    setError(null);
    setRange(null);
    void invalidate({ resource: 'owner-rooms', id: room.id, invalidates: ['detail'] });
  };
  // The server's message is its first field's (a 422 names checkIn or checkOut of the one picker).
  const handlers = { onSuccess: done, onError: (e: { message: string }) => setError(e.message) };
  const year = room.today.slice(0, 4);
  const fmt = (d: string) => formatDisplayDate(d, 'full');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text>
        {t('owner-rooms.hints.staysLeft', { year, used: room.stayNights[year] ?? 0, cap: room.stayCap })}
      </Typography.Text>
      <AntList
        size="small"
        dataSource={room.stays}
        locale={{ emptyText: '—' }}
        renderItem={(s) => (
          <AntList.Item
            actions={
              editable && s.checkIn > room.today
                ? [
                    <Popconfirm
                      key="free"
                      title={t('owner-rooms.confirm.free')}
                      onConfirm={() => removing.mutate({ params: { id: room.id, stayId: s.id } }, handlers)}
                    >
                      <Button size="small">{t('owner-rooms.actions.free')}</Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            {fmt(s.checkIn)} – {fmt(s.checkOut)}
          </AntList.Item>
        )}
      />
      {editable ? (
        <Space wrap>
          <DatePicker.RangePicker
            format="DD.MM.YYYY"
            value={range}
            onChange={(v) => setRange(v as never)}
            aria-label={t('owner-rooms.fields.stayDates')}
          />
          <Button
            type="primary"
            disabled={!range?.[0] || !range?.[1]}
            loading={adding.isPending}
            onClick={() =>
              adding.mutate(
                {
                  params: { id: room.id },
                  body: { checkIn: range![0]!.format('YYYY-MM-DD'), checkOut: range![1]!.format('YYYY-MM-DD') },
                },
                handlers,
              )
            }
          >
            {t('owner-rooms.actions.block')}
          </Button>
        </Space>
      ) : (
        <Typography.Text type="secondary">{t('owner-rooms.hints.staysOwnerOnly')}</Typography.Text>
      )}
      {error ? <Alert type="error" showIcon message={error} /> : null}
    </Space>
  );
}
