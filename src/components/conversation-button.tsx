/**
 * "Conversation" on a booking, lease, service request or owner room page (docs/rules.md R23.1):
 * opens that subject's conversation with the management company, creating it on the first click
 * (POST app/v1/conversations/open), and goes to /conversations/{id}.
 */
import { Button } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { useEndpointMutation } from '../../providers/endpoints';
import { api } from '../contracts/api';
import type { ConversationKind } from '../domain/conversations';

/** The button for subject `subjectId` of `kind`: "Написать в УК" / "Message the management company" (`conversationButton`). */
export function ConversationButton({
  kind,
  subjectId,
}: {
  kind: Exclude<ConversationKind, 'general'>;
  subjectId: number;
}) {
  const t = useTranslate();
  const navigate = useNavigate();
  const open = useEndpointMutation(api.conversations.open);
  return (
    <Button
      icon={<MessageOutlined />}
      loading={open.isPending}
      data-testid="conversation-open"
      style={{ marginBottom: 16 }}
      onClick={() =>
        open.mutate(
          { body: { kind, subjectId }, errorNotification: (e) => ({ type: 'error', message: e?.message ?? '' }) },
          { onSuccess: (r) => void navigate(`/conversations/${r.data.id}`) },
        )
      }
    >
      {t('conversationButton')}
    </Button>
  );
}
