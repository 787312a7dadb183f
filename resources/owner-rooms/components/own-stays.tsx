/**
 * The owner's own stays in a room under the MC (docs/rules.md R12.7): the nights used of the yearly
 * cap, the stays (a future one can be freed, with a confirmation) and a range picker to block more
 * (POST app/v1/owner-rooms/{id}/stays; the server's message shows under the picker). Only the owner
 * blocks and frees dates (policy cell `owner-rooms.stays`); an agent sees the stays without them.
 */
import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { Alert, Button, DatePicker, Form, List as AntList, Popconfirm, Space, Typography } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { OwnerRoomDetail } from '../../../src/contracts/owner-rooms';
import { formatDisplayDate } from '../../../src/domain/datetime';
import { api } from '../../../src/contracts/api';
import { formGeneralError, useEndpointMutation } from '../../../providers/endpoints';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import { ErrorSlots } from '../../../src/components/error-slots';

/** The picker's value; the body's `checkIn`/`checkOut` come from it. */
interface Values {
  period: [Dayjs | null, Dayjs | null] | null;
}

export function OwnStays({ room, editable }: { room: OwnerRoomDetail; editable: boolean }) {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const [error, setError] = useState<string | null>(null);
  const refetch = () => void invalidate({ resource: 'owner-rooms', id: room.id, invalidates: ['detail'] });
  // Blocking dates is a form on the declared endpoint: the server's errors on checkIn/checkOut
  // stand under the picker (ErrorSlots), anything else beside it.
  const adding = useEndpointForm(api['owner-rooms'].addStay, {
    params: { id: room.id },
    toBody: (v: Values) => ({
      checkIn: v.period![0]!.format('YYYY-MM-DD'),
      checkOut: v.period![1]!.format('YYYY-MM-DD'),
    }),
    onMutationSuccess: () => {
      adding.form.resetFields();
      refetch();
    },
  });
  const period = Form.useWatch('period', adding.form);
  const removing = useEndpointMutation(api['owner-rooms'].removeStay);
  if (room.management !== 'mc')
    return <Typography.Text type="secondary">{t('owner-rooms.hints.staysOnlyMc')}</Typography.Text>;
  const freed = {
    onSuccess: () => {
      setError(null);
      refetch();
    },
    onError: (e: { message: string }) => setError(e.message),
  };
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
                      onConfirm={() => removing.mutate({ params: { id: room.id, stayId: s.id } }, freed)}
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
        <Form<Values> {...adding.formProps} layout="inline">
          <Form.Item label={t('owner-rooms.fields.stayDates')} htmlFor="own-stay-period">
            <Form.Item name="period" noStyle>
              <DatePicker.RangePicker id="own-stay-period" format="DD.MM.YYYY" />
            </Form.Item>
            <ErrorSlots names={['checkIn', 'checkOut']} of="period" />
          </Form.Item>
          <Button type="primary" htmlType="submit" disabled={!period?.[0] || !period?.[1]} loading={adding.formLoading}>
            {t('owner-rooms.actions.block')}
          </Button>
        </Form>
      ) : (
        <Typography.Text type="secondary">{t('owner-rooms.hints.staysOwnerOnly')}</Typography.Text>
      )}
      {formGeneralError(adding.mutation.error) ? (
        <Alert type="error" showIcon message={formGeneralError(adding.mutation.error)} />
      ) : null}
      {error ? <Alert type="error" showIcon message={error} /> : null}
    </Space>
  );
}
