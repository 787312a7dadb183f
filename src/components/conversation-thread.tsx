/**
 * A conversation's thread (docs/rules.md R23.3, R23.5), shared by the person's page and the back
 * office's inbox: messages oldest first as bubbles with their time, photos as thumbnails that open,
 * and the composer (./conversation-composer.tsx). Marks the thread read when it opens and after
 * each new message; refetches on live events (providers/live-events.ts).
 */
import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import { Empty, Image, Space, Typography } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { useEndpointList, useEndpointMutation, useEndpointQuery, type SameShape } from '../../providers/endpoints';
import { useLiveEvent } from '../../providers/live-events';
import type { api } from '../contracts/api';
import { formatServerTimestamp } from '../domain/datetime';
import { Composer, type ComposedMessage } from './conversation-composer';

type Person = (typeof api)['conversations'];

/**
 * What a thread calls: the person's conversation endpoints (`api.conversations`) or any with the
 * same params, bodies and answers at other paths — the back office's
 * (`api['backoffice-inbox']`, its `reply` as `post`). Typed by shape ({@link SameShape}), so either
 * side's object type-checks as it is.
 */
export interface ThreadEndpoints {
  /** GET …/:id/messages: the messages, oldest first. */
  messages: SameShape<Person['messages']>;
  /** POST …/:id/messages: a new message `{ text, photos }`. */
  post: SameShape<Person['post']>;
  /** POST …/:id/read: marks the other side's messages read for the caller. */
  read: SameShape<Person['read']>;
  /** GET …/:id/photos/:photoId: a message's photo as a data URL. */
  photo: SameShape<Person['photo']>;
}

/** One photo of conversation `id`, read as a data URL through `e`. */
function Photo({ id, photoId, e }: { id: number; photoId: string; e: ThreadEndpoints['photo'] }) {
  const t = useTranslate();
  const { query } = useEndpointQuery(e, { params: { id, photoId } });
  const src = query.data?.data.dataUrl;
  // antd's Image opens its preview on a click only; Enter or Space on the focusable wrapper
  // clicks the picture, so a keyboard opens it too (WCAG 2.1.1).
  const openByKey = (e: KeyboardEvent<HTMLSpanElement>) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    e.currentTarget.querySelector('img')?.click();
  };
  return src ? (
    <span role="button" tabIndex={0} aria-label={t('conversations.actions.openPhoto')} onKeyDown={openByKey}>
      <Image
        src={src}
        width={96}
        height={96}
        style={{ objectFit: 'cover' }}
        alt={t('conversations.fields.photo')}
        data-testid="conversation-photo"
      />
    </span>
  ) : (
    <div style={{ width: 96, height: 96, background: '#f0f0f0' }} />
  );
}

/** Props of {@link Thread}: `E` is the side's endpoints. */
export interface ThreadProps<E extends ThreadEndpoints> {
  /** The conversation's id. */
  id: number;
  /** The side's endpoints: `api.conversations`, or the back office's of the same shapes. */
  e: E;
  /** A quick reply picked: put into the composer when it changes. */
  insert?: { text: string; at: number };
  /** Beside the send button. */
  extra?: ReactNode;
  /** After a send and after marking read. */
  onChanged?: () => void;
}

/** The thread of conversation `id` with its composer, through the side's endpoints `e`. */
export function Thread<E extends ThreadEndpoints>({ id, e, insert, extra, onChanged }: ThreadProps<E>) {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const ends: ThreadEndpoints = e;
  const { result, query } = useEndpointList(ends.messages, { params: { id }, pagination: { pageSize: 500 } });
  const post = useEndpointMutation(ends.post);
  const read = useEndpointMutation(ends.read);
  const messages = result?.data ?? [];
  const last = messages[messages.length - 1]?.id;
  useEffect(() => {
    if (last) read.mutate({ params: { id } }, { onSuccess: () => onChanged?.() });
    // Only a new last message marks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, last]);
  useLiveEvent('conversation.message', (ev) => {
    // A resync (after a reconnect, docs/rules.md R23.13) carries no ids: refetch then too.
    if (!('conversationId' in ev) || ev.conversationId === id) void query.refetch();
  });
  const send = (body: ComposedMessage, done: () => void) =>
    post.mutate(
      { params: { id }, body, errorNotification: (err) => ({ type: 'error', message: err?.message ?? '' }) },
      {
        onSuccess: () => {
          done();
          void query.refetch();
          void invalidate({ resource: 'conversations', invalidates: ['list'] });
          onChanged?.();
        },
      },
    );
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
                    <Photo key={p.id} id={id} photoId={p.id} e={ends.photo} />
                  ))}
                </Space>
              ) : null}
            </div>
          </div>
        ))}
      </Image.PreviewGroup>
      <Composer onSend={send} pending={post.isPending} insert={insert} extra={extra} />
    </Space>
  );
}
