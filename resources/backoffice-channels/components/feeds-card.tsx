/**
 * The channels' calendars attached to one object (docs/rules.md R18.3, R18.4, R18.6): the form that
 * attaches one (channel name and its iCal address; the server's refusals — not https, a duplicate —
 * show under the fields), and per feed its state and reason, last success and attempt, "Sync now",
 * "Remove" (confirmed), the nights it takes (expand the row) and our link for that channel, which
 * leaves out the channel's own nights.
 */
import { App, Button, Card, Form, Input, Popconfirm, Space, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { FeedDetail } from '../../../src/contracts/backoffice-channels';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import { CHANNEL_NAME_MAX, FEED_URL_MAX } from '../../../src/domain/channels';
import { formatServerTimestamp } from '../../../src/domain/datetime';
import { FeedStatus } from './feed-status';
import { SyncButton } from './sync-button';
import { nightsText } from './conflicts-table';
import { absolute } from './export-card';
import { InlineTable } from '../../../src/components/inline-table';

function AddFeedForm({ objectId, onAdded }: { objectId: number; onAdded: () => void }) {
  const t = useTranslate();
  const { formProps, saveButtonProps, form } = useEndpointForm(api['backoffice-channels'].createFeed, {
    params: { id: objectId },
    resource: 'backoffice-channel-feeds',
    onMutationSuccess: () => {
      form.resetFields();
      onAdded();
    },
  });
  return (
    <Form {...formProps} layout="vertical" data-testid="add-feed">
      <Space wrap align="end" style={{ width: '100%' }}>
        <Form.Item
          name="channel"
          label={t('backoffice-channels.fields.channel')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
          style={{ marginBottom: 8 }}
        >
          <Input
            maxLength={CHANNEL_NAME_MAX}
            placeholder={t('backoffice-channels.placeholders.channel')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('backoffice-channels.fields.url')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
          style={{ marginBottom: 8 }}
        >
          <Input
            maxLength={FEED_URL_MAX}
            inputMode="url"
            placeholder={t('backoffice-channels.placeholders.url')}
            style={{ width: 420, maxWidth: '80vw' }}
          />
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" {...saveButtonProps}>
            {t('backoffice-channels.feeds.add')}
          </Button>
        </Form.Item>
      </Space>
    </Form>
  );
}

export function FeedsCard({
  objectId,
  feeds,
  onChange,
}: {
  objectId: number;
  feeds: FeedDetail[];
  onChange: () => void;
}) {
  const t = useTranslate();
  const { message } = App.useApp();
  const remove = useEndpointMutation(api['backoffice-channels'].deleteFeed);
  const when = (v: string | null) => (v ? formatServerTimestamp(v) : '—');
  return (
    <Card size="small" title={t('backoffice-channels.feeds.title')} data-testid="feeds-card">
      <AddFeedForm objectId={objectId} onAdded={onChange} />
      <InlineTable<FeedDetail>
        dataSource={feeds}
        rowKey="id"
        scroll={{ x: true }}
        locale={{ emptyText: t('backoffice-channels.feeds.empty') }}
        expandable={{
          expandedRowRender: (r) => (
            <Space direction="vertical" size={4}>
              <Typography.Text strong>{t('backoffice-channels.feeds.spans')}</Typography.Text>
              {r.spans.length ? (
                <ul style={{ margin: 0, paddingLeft: 20 }} data-testid={`feed-spans-${r.id}`}>
                  {r.spans.map((s) => (
                    <li key={`${s.checkIn}-${s.checkOut}`}>{nightsText(s.checkIn, s.checkOut)}</li>
                  ))}
                </ul>
              ) : (
                <Typography.Text type="secondary">{t('backoffice-channels.feeds.noSpans')}</Typography.Text>
              )}
              <Typography.Text strong>{t('backoffice-channels.feeds.channelLink')}</Typography.Text>
              <Typography.Text
                code
                copyable={{
                  text: absolute(r.exportPath),
                  tooltips: [t('backoffice-channels.export.copy'), t('backoffice-channels.export.copied')],
                }}
                style={{ wordBreak: 'break-all' }}
              >
                {absolute(r.exportPath)}
              </Typography.Text>
            </Space>
          ),
        }}
        columns={[
          {
            title: t('backoffice-channels.fields.channel'),
            render: (_, r) => (
              <>
                <strong>{r.channel}</strong>
                <Typography.Text type="secondary" ellipsis style={{ display: 'block', maxWidth: 320, fontSize: 12 }}>
                  {r.url}
                </Typography.Text>
              </>
            ),
          },
          { title: t('backoffice-channels.fields.status'), render: (_, r) => <FeedStatus feed={r} /> },
          {
            title: t('backoffice-channels.fields.lastSuccessAt'),
            render: (_, r) => (
              <>
                {when(r.lastSuccessAt)}
                {r.lastAttemptAt && r.lastAttemptAt !== r.lastSuccessAt ? (
                  <div className="muted-inline">
                    {t('backoffice-channels.fields.lastAttemptAt')}: {when(r.lastAttemptAt)}
                  </div>
                ) : null}
              </>
            ),
          },
          { title: t('backoffice-channels.fields.spanCount'), dataIndex: 'spanCount' },
          {
            title: '',
            render: (_, r) => (
              <Space>
                <SyncButton id={r.id} onDone={onChange} />
                <Popconfirm
                  title={t('backoffice-channels.feeds.removeConfirm')}
                  onConfirm={() =>
                    remove.mutate(
                      { params: { id: r.id } },
                      {
                        onSuccess: () => {
                          void message.success(t('backoffice-channels.feeds.removed'));
                          onChange();
                        },
                        onError: (e) => void message.error(e.message),
                      },
                    )
                  }
                >
                  <Button size="small" danger>
                    {t('backoffice-channels.feeds.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
