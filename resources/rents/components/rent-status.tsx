/** Tags of a lease's status and a charge's state (docs/rules.md R9.1). */
import { Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { RentStatus } from '../../../src/domain/rents';
import type { RentChargeDto } from '../../../src/contracts/rents';

const RENT_COLORS: Record<RentStatus, string> = {
  upcoming: 'blue',
  active: 'green',
  ending: 'orange',
  ended: 'default',
  ended_early: 'default',
};
const CHARGE_COLORS: Record<RentChargeDto['state'], string> = {
  paid: 'green',
  unpaid: 'blue',
  overdue: 'red',
  cancelled: 'default',
  offset: 'cyan',
};

export function RentStatusTag({ status }: { status: RentStatus }) {
  const t = useTranslate();
  return <Tag color={RENT_COLORS[status]}>{t(`rents.status.${status}`)}</Tag>;
}

export function ChargeStateTag({ state }: { state: RentChargeDto['state'] }) {
  const t = useTranslate();
  return <Tag color={CHARGE_COLORS[state]}>{t(`rents.chargeState.${state}`)}</Tag>;
}
