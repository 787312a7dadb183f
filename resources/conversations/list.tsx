/**
 * /conversations (docs/rules.md R23.1, R23.5): the caller's conversations, the latest first — the
 * subject, state, the last message's preview and time, the unread count — and a button that
 * opens the general one.
 */
import { useNavigate } from 'react-router';
import { Badge, Button, List as AntList, Skeleton, Tag, Typography } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { useEndpointList, useEndpointMutation } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { LoadFailed } from '../../src/components/load-failed';
import { PageTitle } from '../../src/components/page-title';

export default function ConversationsListPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { result, query } = useEndpointList(api.conversations.list, { pagination: { pageSize: 100 } });
  const open = useEndpointMutation(api.conversations.open);
  const rows = result?.data ?? [];
  return (
    <List
      resource="conversations"
      breadcrumb={false}
      title={<PageTitle>{t('conversations.titles.list')}</PageTitle>}
      headerButtons={
        <Button
          type="primary"
          loading={open.isPending}
          onClick={() =>
            open.mutate(
              { body: { kind: 'general' } },
              { onSuccess: (r) => void navigate(`/conversations/${r.data.id}`) },
            )
          }
        >
          {t('conversations.actions.newGeneral')}
        </Button>
      }
    >
      {query.isError ? <LoadFailed onRetry={() => query.refetch()} /> : null}
      {query.isLoading ? <Skeleton active /> : null}
      {!query.isLoading && !rows.length && !query.isError ? <p>{t('conversations.hints.empty')}</p> : null}
      <AntList
        dataSource={rows}
        renderItem={(c) => (
          <AntList.Item
            data-testid="conversation-row"
            style={{ cursor: 'pointer' }}
            onClick={() => void navigate(`/conversations/${c.id}`)}
            extra={<Badge count={c.unread} />}
          >
            <AntList.Item.Meta
              title={
                <>
                  {c.subject} <Tag>{t(`conversations.states.${c.state}`)}</Tag>
                </>
              }
              description={
                <>
                  <Typography.Text ellipsis>{c.preview ?? ''}</Typography.Text>
                  {c.lastMessageAt ? (
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {formatServerTimestamp(c.lastMessageAt, { kind: 'dateTime' })}
                    </Typography.Text>
                  ) : null}
                </>
              }
            />
          </AntList.Item>
        )}
      />
    </List>
  );
}
