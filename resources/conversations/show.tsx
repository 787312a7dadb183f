/**
 * /conversations/{id} (docs/rules.md R23.3–R23.5): one conversation — its subject and state, the
 * thread and the composer; the thread is marked read when it opens.
 */
import { Skeleton, Tag } from 'antd';
import { Show } from '@refinedev/antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { useEndpointShow } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';
import { LoadFailed } from '../../src/components/load-failed';
import { PageTitle } from '../../src/components/page-title';
import { Thread } from '../../src/components/conversation-thread';

export default function ConversationShowPage() {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { query, result: c } = useEndpointShow(api.conversations.show);
  return (
    <Show
      resource="conversations"
      breadcrumb={false}
      title={<PageTitle>{c ? c.subject : t('conversations.titles.show')}</PageTitle>}
      headerButtons={c ? <Tag>{t(`conversations.states.${c.state}`)}</Tag> : null}
    >
      {query.isError ? <LoadFailed onRetry={() => query.refetch()} /> : null}
      {query.isLoading ? <Skeleton active /> : null}
      {c ? (
        <Thread
          id={c.id}
          e={api.conversations}
          onChanged={() => void invalidate({ resource: 'conversations', invalidates: ['list', 'detail'] })}
        />
      ) : null}
    </Show>
  );
}
