/**
 * A conversation's thread (docs/rules.md R23.3, R23.5), shared by the person's page and the back
 * office's inbox: messages oldest first as bubbles with their time, photos as thumbnails that open,
 * and a composer (text + photos; Enter sends, Shift+Enter a new line). Marks the thread read when
 * it opens and after each new message; refetches on live events (providers/live-events.ts).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Empty, Image, Input, Space, Typography, type UploadFile } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { useEndpointList, useEndpointMutation, useEndpointQuery } from '../../providers/endpoints';
import { useLiveEvent } from '../../providers/live-events';
import { api } from '../contracts/api';
import { formatServerTimestamp } from '../domain/datetime';
import { MESSAGE_PHOTOS_MAX, MESSAGE_TEXT_MAX } from '../domain/conversations';
import { UploadField, uploadedIds } from '../components/upload-field';

/** The person's endpoints or the back office's (the same params, bodies and answers). */
export interface ThreadEndpoints {
  messages: (typeof api)['conversations']['messages'];
  post: (typeof api)['conversations']['post'];
  read: (typeof api)['conversations']['read'];
  photo: (typeof api)['conversations']['photo'];
}

/** The person's side. */
export const personThread: ThreadEndpoints = api.conversations;
/** The back office's side. */
export const staffThread = {
  messages: api['backoffice-inbox'].messages,
  post: api['backoffice-inbox'].reply,
  read: api['backoffice-inbox'].read,
  photo: api['backoffice-inbox'].photo,
} as unknown as ThreadEndpoints;

/** One photo of conversation `id`, read as a data URL. */
function Photo({ id, photoId, e }: { id: number; photoId: string; e: ThreadEndpoints }) {
  const { query } = useEndpointQuery(e.photo, { params: { id, photoId } });
  const src = query.data?.data.dataUrl;
  return src ? (
    <Image src={src} width={96} height={96} style={{ objectFit: 'cover' }} alt="" />
  ) : (
    <div style={{ width: 96, height: 96, background: '#f0f0f0' }} />
  );
}

/**
 * The thread of conversation `id` with its composer. `insert` (a quick reply picked) is put into
 * the composer when it changes; `extra` sits beside the send button; `onChanged` runs after a send.
 */
export function Thread({
  id,
  e,
  insert,
  extra,
  onChanged,
}: {
  id: number;
  e: ThreadEndpoints;
  insert?: { text: string; at: number };
  extra?: ReactNode;
  onChanged?: () => void;
}) {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const { result, query } = useEndpointList(e.messages, { params: { id }, pagination: { pageSize: 500 } });
  const post = useEndpointMutation(e.post);
  const read = useEndpointMutation(e.read);
  const messages = result?.data ?? [];
  const last = messages[messages.length - 1]?.id;
  useEffect(() => {
    if (last) read.mutate({ params: { id } }, { onSuccess: () => onChanged?.() });
    // Only a new last message marks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, last]);
  useEffect(() => {
    if (insert) setText((v) => (v ? `${v}\n${insert.text}` : insert.text));
  }, [insert]);
  useLiveEvent('conversation.message', (ev) => {
    // A resync (after a reconnect, docs/rules.md R23.13) carries no ids: refetch then too.
    if (!('conversationId' in ev) || ev.conversationId === id) void query.refetch();
  });
  const photos = uploadedIds(files);
  const send = () => {
    if (!text.trim() && !photos.length) return;
    post.mutate(
      {
        params: { id },
        body: { text: text.trim(), photos },
        errorNotification: (err) => ({ type: 'error', message: err?.message ?? '' }),
      },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
          void query.refetch();
          void invalidate({ resource: 'conversations', invalidates: ['list'] });
          onChanged?.();
        },
      },
    );
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {!query.isLoading && !messages.length ? <Empty description={t('conversations.hints.emptyThread')} /> : null}
      <Image.PreviewGroup>
        {messages.map((m) => (
          <div
            key={m.id}
            data-testid="conversation-message"
            style={{ display: 'flex', justifyContent: m.mine ? 'flex-end' : 'flex-start' }}
          >
            <div
              style={{
                maxWidth: '80%',
                padding: '8px 12px',
                borderRadius: 12,
                background: m.mine ? '#e6f4ff' : '#f5f5f5',
                whiteSpace: 'pre-wrap',
              }}
            >
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {m.author} · {formatServerTimestamp(m.createdAt, { kind: 'dateTime' })}
              </Typography.Text>
              {m.text ? <div>{m.text}</div> : null}
              {m.photos.length ? (
                <Space wrap>
                  {m.photos.map((p) => (
                    <Photo key={p.id} id={id} photoId={p.id} e={e} />
                  ))}
                </Space>
              ) : null}
            </div>
          </div>
        ))}
      </Image.PreviewGroup>
      <Input.TextArea
        value={text}
        onChange={(ev) => setText(ev.target.value)}
        maxLength={MESSAGE_TEXT_MAX}
        autoSize={{ minRows: 2, maxRows: 8 }}
        aria-label={t('conversations.fields.text')}
        placeholder={t('conversations.hints.composer')}
        onKeyDown={(ev) => {
          if (ev.key === 'Enter' && !ev.shiftKey) {
            ev.preventDefault();
            send();
          }
        }}
      />
      <Space wrap>
        <UploadField
          label={t('conversations.fields.photos')}
          accept="image/jpeg,image/png,image/webp"
          listType="picture"
          maxCount={MESSAGE_PHOTOS_MAX}
          fileList={files}
          onChange={({ fileList }) => setFiles(fileList)}
        />
        {extra}
        <Button
          type="primary"
          onClick={send}
          loading={post.isPending}
          disabled={!text.trim() && !photos.length}
          data-testid="conversation-send"
        >
          {t('conversations.actions.send')}
        </Button>
      </Space>
    </Space>
  );
}
