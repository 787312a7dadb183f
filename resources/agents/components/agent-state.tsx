/** A proxy's state as a coloured tag (docs/rules.md R12.3, R12.10). */
import { Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { ProxyState } from '../../../src/domain/agents';

const COLORS: Record<ProxyState, string> = {
  pending: 'blue',
  rejected: 'red',
  revoked: 'default',
  scheduled: 'cyan',
  active: 'green',
  expiring: 'orange',
  expired: 'default',
};

export function AgentStateTag({ state }: { state: ProxyState }) {
  const t = useTranslate();
  return <Tag color={COLORS[state]}>{t(`agents.state.${state}`)}</Tag>;
}
