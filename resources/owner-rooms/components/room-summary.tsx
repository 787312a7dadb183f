/**
 * A room's facts and agreements (docs/rules.md R12.5, R13.1): building, floor, number, area,
 * management, agreement numbers or "not concluded", and the management agreement's fee percent.
 */
import { Descriptions, Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { OwnerRoomDetail } from '../../../src/contracts/owner-rooms';
import { useNumberFormat } from '../../../src/components/use-number-format';

export function RoomSummary({ room }: { room: OwnerRoomDetail }) {
  const t = useTranslate();
  const n = useNumberFormat();
  const agreement = (no: string | null) => (
    <span data-testid="agreement-no">{no ?? t('owner-rooms.notConcluded')}</span>
  );
  return (
    <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
      <Descriptions.Item label={t('owner-rooms.fields.building')}>{room.building}</Descriptions.Item>
      <Descriptions.Item label={t('owner-rooms.fields.floor')}>{room.floor}</Descriptions.Item>
      <Descriptions.Item label={t('owner-rooms.fields.number')}>{room.number}</Descriptions.Item>
      <Descriptions.Item label={t('owner-rooms.fields.area')}>{n.number(room.area)}</Descriptions.Item>
      <Descriptions.Item label={t('owner-rooms.fields.management')}>
        <Tag color={room.management === 'mc' ? 'blue' : 'default'}>
          {t(`owner-rooms.management.${room.management}`)}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('owner-rooms.fields.state')}>
        {t(`owner-rooms.state.${room.booked ? 'booked' : 'free'}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('owner-rooms.fields.mcAgreementNo')}>
        {agreement(room.mcAgreementNo)}
        {room.mcAgreementNo ? (
          <div data-testid="mc-fee-percent">{t('owner-rooms.feePercent', { percent: room.mcFeePercent })}</div>
        ) : null}
      </Descriptions.Item>
      <Descriptions.Item label={t('owner-rooms.fields.serviceAgreementNo')}>
        {agreement(room.serviceAgreementNo)}
      </Descriptions.Item>
      <Descriptions.Item label={t('owner-rooms.fields.noticeDays')}>{room.noticeDays}</Descriptions.Item>
      <Descriptions.Item label={t('owner-rooms.fields.tenant')}>{room.tenant ?? '—'}</Descriptions.Item>
    </Descriptions>
  );
}
