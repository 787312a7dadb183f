/**
 * The back office sider's "Reviews" icon with the reviews waiting for moderation (docs/rules.md
 * R23.15, R24.4; GET app/v1/backoffice/reviews/pending-count): the same query as the list's
 * heading, so a moderation action's refetch there updates it; also on focus and every minute.
 */
import { StarOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { useEndpointQuery } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';
import { SiderBadge } from '../../src/components/sider-badge';

/** The icon Refine's sider draws for `backoffice-reviews` (antd's menu passes `className`). */
export function ReviewsSiderIcon({ className }: { className?: string }) {
  const t = useTranslate();
  const { query } = useEndpointQuery(api['backoffice-reviews'].pendingCount, { refetchInterval: 60_000 });
  const pending = query.data?.data.count ?? 0;
  return (
    <SiderBadge
      className={className}
      icon={<StarOutlined />}
      count={pending}
      label={t('menu.backoffice-reviews')}
      description={pending ? t('siderBadges.reviews', { count: pending }) : ''}
      testId="sider-reviews-badge"
    />
  );
}
