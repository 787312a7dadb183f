/**
 * /backoffice/inbox (docs/rules.md R23.4–R23.7): every conversation of the company — person,
 * subject, state, assignee, last message, unread, the first reply against its target — filtered by
 * state, assignee, kind, overdue and a search on the back office's one `FilterBar` (in the URL, like
 * every back-office list); the chosen one's thread beside it, with the reply box, quick replies in
 * the person's language, "assign to me" and close/reopen.
 */
import { useState } from 'react';
import { Badge, Button, Card, Col, Row, Space, Table, Tag } from 'antd';
import { List } from '@refinedev/antd';
import { useGetIdentity, useTranslate, type CrudFilters } from '@refinedev/core';
import { useEndpointMutation } from '../../providers/endpoints';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';
import type { InboxRow } from '../../src/contracts/backoffice-inbox';
import { CONVERSATION_KINDS, CONVERSATION_STATES } from '../../src/domain/conversations';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { PageTitle } from '../../src/components/page-title';
import { FilterBar } from '../../src/components/backoffice/filter-bar';
import { Thread, type ThreadEndpoints } from '../../src/components/conversation-thread';
import { QuickReplyPicker } from './quick-replies';
import { useLiveEvent } from '../../providers/live-events';

/** The thread's endpoints on the back office's side: the same shapes as the person's, other paths. */
const staffThread = {
  messages: api['backoffice-inbox'].messages,
  post: api['backoffice-inbox'].reply,
  read: api['backoffice-inbox'].read,
  photo: api['backoffice-inbox'].photo,
} satisfies ThreadEndpoints;

/** The assignee filter's choices (the list's `assigned` query). */
const ASSIGNED = ['me', 'anyone', 'unassigned'] as const;

/** The filter bar's values. */
interface Search {
  state?: string;
  assigned?: string;
  kind?: string;
  overdue?: boolean;
  q?: string;
}

export default function InboxPage() {
  const t = useTranslate();
  const options = (group: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`conversations.${group}.${value}`) }));
  const { data: me } = useGetIdentity<{ id: number }>();
  const [chosen, setChosen] = useState<number | null>(null);
  const [insert, setInsert] = useState<{ text: string; at: number }>();
  const {
    tableProps,
    tableQuery: query,
    searchFormProps,
    filters,
  } = useEndpointTable(api['backoffice-inbox'].list, {
    syncWithLocation: true,
    pagination: { pageSize: 50 },
    onSearch: (v: Search) =>
      [
        { field: 'state', operator: 'eq', value: v.state || undefined },
        { field: 'assigned', operator: 'eq', value: v.assigned || undefined },
        { field: 'kind', operator: 'eq', value: v.kind || undefined },
        { field: 'overdue', operator: 'eq', value: v.overdue ? 'true' : undefined },
        { field: 'q', operator: 'eq', value: v.q || undefined },
      ] as CrudFilters,
  });
  const update = useEndpointMutation(api['backoffice-inbox'].update);
  // A new message in any conversation of the company, also one written through another instance
  // (docs/rules.md R23.9, R23.11), redraws the list without a reload.
  useLiveEvent('conversation.message', () => void query.refetch());
  const rows = tableProps.dataSource ?? [];
  const row = rows.find((r) => r.id === chosen);
  const patch = (body: { assigneeId?: number | null; state?: 'open' | 'closed' }) =>
    row && update.mutate({ params: { id: row.id }, body }, { onSuccess: () => void query.refetch() });
  return (
    <List
      resource="backoffice-inbox"
      breadcrumb={false}
      title={<PageTitle>{t('conversations.titles.inbox')}</PageTitle>}
    >
      <FilterBar
        searchFormProps={searchFormProps}
        filters={filters}
        fields={[
          {
            kind: 'select',
            name: 'state',
            label: t('conversations.fields.state'),
            options: options('states', CONVERSATION_STATES),
          },
          {
            kind: 'select',
            name: 'assigned',
            label: t('conversations.fields.assignee'),
            options: options('filters', ASSIGNED),
          },
          {
            kind: 'select',
            name: 'kind',
            label: t('conversations.fields.subject'),
            options: options('kinds', CONVERSATION_KINDS),
          },
          {
            kind: 'switch',
            name: 'overdue',
            label: t('conversations.filters.overdue'),
            testId: 'inbox-overdue-filter',
          },
          { kind: 'search', name: 'q', label: t('conversations.filters.search'), width: 240 },
        ]}
      />
      <Row gutter={16}>
        <Col xs={24} lg={row ? 12 : 24}>
          <Table<InboxRow>
            {...tableProps}
            rowKey="id"
            size="small"
            onRow={(r) => ({ onClick: () => setChosen(r.id), style: { cursor: 'pointer' } })}
            rowClassName={(r) => (r.id === chosen ? 'ant-table-row-selected' : '')}
            columns={[
              {
                title: t('conversations.fields.person'),
                render: (_, r) => (
                  <>
                    {/* A button too, so the keyboard opens the thread as the row's click does. */}
                    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setChosen(r.id)}>
                      {r.person}
                    </Button>
                    <br />
                    {r.phone}
                  </>
                ),
              },
              { title: t('conversations.fields.subject'), dataIndex: 'subject' },
              {
                title: t('conversations.fields.state'),
                render: (_, r) => <Tag>{t(`conversations.states.${r.state}`)}</Tag>,
              },
              { title: t('conversations.fields.assignee'), dataIndex: 'assignee' },
              {
                title: t('conversations.fields.lastMessageAt'),
                render: (_, r) => (r.lastMessageAt ? formatServerTimestamp(r.lastMessageAt, { kind: 'dateTime' }) : ''),
              },
              { title: t('conversations.fields.unread'), render: (_, r) => <Badge count={r.unread} /> },
              {
                title: t('conversations.fields.firstReply'),
                render: (_, r) =>
                  r.firstReplyDue ? (
                    <Tag color={r.overdue ? 'red' : 'green'} data-testid={r.overdue ? 'inbox-overdue' : undefined}>
                      {r.firstReplyAt
                        ? formatServerTimestamp(r.firstReplyAt, { kind: 'dateTime' })
                        : t(r.overdue ? 'conversations.hints.overdue' : 'conversations.hints.replyBy', {
                            due: formatServerTimestamp(r.firstReplyDue, { kind: 'dateTime' }),
                          })}
                    </Tag>
                  ) : null,
              },
            ]}
          />
        </Col>
        {row ? (
          <Col xs={24} lg={12}>
            <Card
              title={`${row.person} · ${row.subject}`}
              extra={
                <Space>
                  {me?.id && row.assigneeId !== me.id ? (
                    <Button onClick={() => patch({ assigneeId: me.id })}>
                      {t('conversations.actions.assignToMe')}
                    </Button>
                  ) : null}
                  <Button onClick={() => patch({ state: row.state === 'closed' ? 'open' : 'closed' })}>
                    {t(row.state === 'closed' ? 'conversations.actions.reopen' : 'conversations.actions.close')}
                  </Button>
                </Space>
              }
            >
              <Thread
                id={row.id}
                e={staffThread}
                insert={insert}
                onChanged={() => void query.refetch()}
                extra={
                  <QuickReplyPicker language={row.language} onPick={(text) => setInsert({ text, at: Date.now() })} />
                }
              />
            </Card>
          </Col>
        ) : null}
      </Row>
    </List>
  );
}
