/**
 * The back office sider's "Inbox" icon with its badge (docs/rules.md R23.15; GET
 * app/v1/backoffice/inbox/counts, R23.5): the conversations with unread person messages, red
 * while any conversation is past its first-reply target without a reply (R23.6), a red dot when
 * only such overdue ones remain. Refetched on live events (R23.9), on focus and every minute.
 */
import { InboxOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { useEndpointQuery } from '../../providers/endpoints';
import { useLiveEvent } from '../../providers/live-events';
import { api } from '../../src/contracts/api';
import { SiderBadge } from '../../src/components/sider-badge';

/** The icon Refine's sider draws for `backoffice-inbox` (antd's menu passes `className`). */
export function InboxSiderIcon({ className }: { className?: string }) {
  const t = useTranslate();
  const { query } = useEndpointQuery(api['backoffice-inbox'].counts, { staleTime: 0, refetchInterval: 60_000 });
  useLiveEvent('conversation.message', () => void query.refetch());
  useLiveEvent('conversation.read', () => void query.refetch());
  const unread = query.data?.data.unread ?? 0;
  const late = (query.data?.data.overdueUnanswered ?? 0) > 0;
  const description = [
    unread ? t('siderBadges.conversations', { count: unread }) : '',
    late ? t('siderBadges.overdue') : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <SiderBadge
      className={className}
      icon={<InboxOutlined />}
      count={unread}
      dot={late}
      tone={late ? 'red' : 'blue'}
      label={t('menu.backoffice-inbox')}
      description={description}
      testId="sider-inbox-badge"
    />
  );
}
