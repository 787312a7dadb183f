/**
 * The conversations' public surface (docs/architecture.md § Layout): the account header's link to
 * /conversations with the unread staff messages (docs/rules.md R23.5; GET app/v1/conversations/unread),
 * refreshed every minute, on focus and on live events; shown to the roles the policy admits; and
 * the sider item's icon with the same count (R23.15).
 */
import { Link } from 'react-router';
import { Badge } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import { useEndpointQuery } from '../../providers/endpoints';
import { useLiveEvent } from '../../providers/live-events';
import { api } from '../../src/contracts/api';
import { can, type Role } from '../../src/domain/access';
import { SiderBadge } from '../../src/components/sider-badge';

/** The header's link with the unread count (nothing for a role without conversations). */
export function ConversationsLink() {
  const { data: me } = useGetIdentity<{ role?: Role }>();
  return me?.role && can(me.role, 'conversations', 'list') ? <UnreadLink /> : null;
}

/**
 * The person's unread staff messages (GET app/v1/conversations/unread, docs/rules.md R23.5): one
 * query the header and the sider share, polled every minute and refetched on live events (R23.9).
 */
function usePersonUnread(): number {
  const { query } = useEndpointQuery(api.conversations.unread, { staleTime: 0, refetchInterval: 60_000 });
  useLiveEvent('conversation.message', () => void query.refetch());
  useLiveEvent('conversation.read', () => void query.refetch());
  return query.data?.data.unread ?? 0;
}

function UnreadLink() {
  const t = useTranslate();
  const unread = usePersonUnread();
  return (
    <Link
      to="/conversations"
      aria-label={
        unread ? `${t('menu.conversations')}, ${t('siderBadges.messages', { count: unread })}` : t('menu.conversations')
      }
      data-testid="conversations-link"
      className="bell-link"
    >
      <Badge count={unread} size="small" data-testid="conversations-unread" data-count={unread}>
        <MessageOutlined aria-hidden style={{ fontSize: 18, padding: 7 }} />
      </Badge>
    </Link>
  );
}

/** The sider item's icon of /conversations with the unread count (docs/rules.md R23.15). */
export function ConversationsSiderIcon({ className }: { className?: string }) {
  const t = useTranslate();
  const unread = usePersonUnread();
  return (
    <SiderBadge
      className={className}
      icon={<MessageOutlined />}
      count={unread}
      label={t('menu.conversations')}
      description={unread ? t('siderBadges.messages', { count: unread }) : ''}
      testId="sider-conversations-badge"
    />
  );
}
