/**
 * The conversations' public surface (docs/architecture.md § Layout): the account header's link to
 * /conversations with the unread staff messages (docs/rules.md R23.5; GET app/v1/conversations/unread),
 * refreshed every minute, on focus and on live events; shown to the roles the policy admits.
 */
import { Link } from 'react-router';
import { Badge } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import { useEndpointQuery } from '../../providers/endpoints';
import { useLiveEvent } from '../../providers/live-events';
import { api } from '../../src/contracts/api';
import { can, type Role } from '../../src/domain/access';

/** The header's link with the unread count (nothing for a role without conversations). */
export function ConversationsLink() {
  const { data: me } = useGetIdentity<{ role?: Role }>();
  return me?.role && can(me.role, 'conversations', 'list') ? <UnreadLink /> : null;
}

function UnreadLink() {
  const t = useTranslate();
  const { query } = useEndpointQuery(api.conversations.unread, { staleTime: 0, refetchInterval: 60_000 });
  useLiveEvent('conversation.message', () => void query.refetch());
  const unread = query.data?.data.unread ?? 0;
  return (
    <Link
      to="/conversations"
      aria-label={t('menu.conversations')}
      data-testid="conversations-link"
      className="bell-link"
    >
      <Badge count={unread} size="small" data-testid="conversations-unread" data-count={unread}>
        <MessageOutlined aria-hidden style={{ fontSize: 18, padding: 7 }} />
      </Badge>
    </Link>
  );
}
