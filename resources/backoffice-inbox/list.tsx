/**
 * /backoffice/inbox (docs/rules.md R23.4–R23.7): every conversation of the company — person,
 * subject, state, assignee, last message, unread, the first reply against its target — filtered by
 * state, assignee, kind, overdue and a search; the chosen one's thread beside it, with the reply
 * box, quick replies in the person's language, "assign to me" and close/reopen.
 */
import { useState } from 'react';
import { Badge, Button, Card, Col, Input, Row, Select, Space, Switch, Table, Tag } from 'antd';
import { List } from '@refinedev/antd';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import { useEndpointList, useEndpointMutation } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';
import type { InboxRow } from '../../src/contracts/backoffice-inbox';
import { CONVERSATION_KINDS, CONVERSATION_STATES } from '../../src/domain/conversations';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { PageTitle } from '../../src/components/page-title';
import { staffThread, Thread } from '../../src/components/conversation-thread';
import { QuickReplyPicker } from './quick-replies';
import { useLiveEvent } from '../../providers/live-events';

export default function InboxPage() {
  const t = useTranslate();
  const { data: me } = useGetIdentity<{ id: number }>();
  const [filters, setFilters] = useState<Record<string, string | undefined>>({});
  const [chosen, setChosen] = useState<number | null>(null);
  const [insert, setInsert] = useState<{ text: string; at: number }>();
  const { result, query } = useEndpointList(api['backoffice-inbox'].list, {
    pagination: { pageSize: 100 },
    filters: Object.entries(filters)
      .filter(([, v]) => v)
      .map(([field, value]) => ({ field, operator: 'eq' as const, value })),
  });
  const update = useEndpointMutation(api['backoffice-inbox'].update);
  // A new message in any conversation of the company, also one written through another instance
  // (docs/rules.md R23.9, R23.11), redraws the list without a reload.
  useLiveEvent('conversation.message', () => void query.refetch());
  const rows = result?.data ?? [];
  const row = rows.find((r) => r.id === chosen);
  const set = (k: string) => (v?: string) => setFilters((f) => ({ ...f, [k]: v || undefined }));
  const patch = (body: { assigneeId?: number | null; state?: 'open' | 'closed' }) =>
    row && update.mutate({ params: { id: row.id }, body }, { onSuccess: () => void query.refetch() });
  return (
    <List
      resource="backoffice-inbox"
      breadcrumb={false}
      title={<PageTitle>{t('conversations.titles.inbox')}</PageTitle>}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t('conversations.fields.state')}
          aria-label={t('conversations.fields.state')}
          options={CONVERSATION_STATES.map((s) => ({ value: s, label: t(`conversations.states.${s}`) }))}
          onChange={set('state')}
        />
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t('conversations.fields.assignee')}
          aria-label={t('conversations.fields.assignee')}
          options={(['me', 'anyone', 'unassigned'] as const).map((s) => ({
            value: s,
            label: t(`conversations.filters.${s}`),
          }))}
          onChange={set('assigned')}
        />
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t('conversations.fields.subject')}
          aria-label={t('conversations.fields.subject')}
          options={CONVERSATION_KINDS.map((s) => ({ value: s, label: t(`conversations.kinds.${s}`) }))}
          onChange={set('kind')}
        />
        <Space>
          <Switch
            onChange={(on) => set('overdue')(on ? 'true' : undefined)}
            aria-label={t('conversations.filters.overdue')}
          />
          {t('conversations.filters.overdue')}
        </Space>
        <Input.Search
          allowClear
          placeholder={t('conversations.filters.search')}
          aria-label={t('conversations.filters.search')}
          onSearch={set('q')}
          style={{ width: 240 }}
        />
      </Space>
      <Row gutter={16}>
        <Col xs={24} lg={row ? 12 : 24}>
          <Table<InboxRow>
            rowKey="id"
            size="small"
            loading={query.isLoading}
            dataSource={rows}
            pagination={false}
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
