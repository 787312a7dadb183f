/** The live turnout of a poll (docs/rules.md R14.3): voted area of all, as a progress bar. */
import { Progress, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { PollRow } from '../../../src/contracts/polls';
import { useNumberFormat } from '../../../src/components/use-number-format';

export function Turnout({ turnout, size = 'default' }: { turnout: PollRow['turnout']; size?: 'small' | 'default' }) {
  const t = useTranslate();
  const n = useNumberFormat();
  return (
    <div data-testid="poll-turnout" data-percent={turnout.percent}>
      <Typography.Text type="secondary">
        {t('polls.fields.turnout')}:{' '}
        {t('polls.turnoutValue', {
          percent: n.number(turnout.percent, { maxFractionDigits: 1 }),
          voted: n.number(turnout.votedArea),
          total: n.number(turnout.totalArea),
        })}
      </Typography.Text>
      <Progress percent={turnout.percent} showInfo={false} size={size} aria-label={t('polls.fields.turnout')} />
    </div>
  );
}

/** The phase tag colour. */
export const phaseColor = { draft: 'default', upcoming: 'gold', open: 'green', ended: 'default' } as const;
