/**
 * Parts of a request's page shared by the guest (/requested-repair/{id}) and the back office
 * (/backoffice/requests): the facts, the status timeline with the deadline, the photos (read as
 * data URLs through the API) and the comments thread with a reply box (docs/rules.md R15.7). The
 * photo and comment endpoints are the guest's (`api['service-requests']`) unless the back office
 * passes its own (`api['backoffice-services'].requestPhoto` / `.requestComment`).
 */
import { useState } from 'react';
import { Button, Descriptions, Image, Input, List, Space, Steps, Tag, Typography } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { RequestDetail } from '../../../src/contracts/service-requests';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation, useEndpointQuery } from '../../../providers/endpoints';
import { REQUEST_PATH } from '../../../src/domain/services';
import { RequestStatusTag } from './status';
import { useServiceFormat } from '../../requested-services/widgets';

export function RequestFacts({ r }: { r: RequestDetail }) {
  const t = useTranslate();
  const f = useServiceFormat();
  return (
    <Descriptions column={{ xs: 1, md: 2 }} size="small">
      <Descriptions.Item label={t('service-requests.fields.kind')}>
        <Tag color={r.kind === 'emergency' ? 'red' : undefined}>{t(`service-requests.kinds.${r.kind}`)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('service-requests.fields.status')}>
        <RequestStatusTag request={r} />
      </Descriptions.Item>
      <Descriptions.Item label={t('service-requests.fields.category')}>
        {t(`service-requests.categories.${r.category}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('service-requests.fields.room')}>{r.room}</Descriptions.Item>
      <Descriptions.Item label={t('service-requests.fields.dueAt')}>{f.time(r.dueAt)}</Descriptions.Item>
      {r.scheduledFor && (
        <Descriptions.Item label={t('service-requests.fields.scheduledFor')}>
          {r.scheduledFor
            .split(' ')
            .map((x, i) => (i ? x : f.date(x)))
            .join(' ')}
        </Descriptions.Item>
      )}
      {r.assignee && <Descriptions.Item label={t('service-requests.fields.assignee')}>{r.assignee}</Descriptions.Item>}
      <Descriptions.Item label={t('service-requests.fields.entryAllowed')}>
        {r.entryAllowed ? '✓' : '—'}
      </Descriptions.Item>
      {r.visitWindows.length > 0 && (
        <Descriptions.Item label={t('service-requests.fields.visitWindows')}>
          {r.visitWindows.map((w) => `${f.date(w.date)} ${w.from}–${w.to}`).join('; ')}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('service-requests.fields.description')} span={2}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{r.description}</Typography.Paragraph>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The timeline: received → under consideration → approved | rejected → scheduled → in progress → done, with when each step happened. */
export function RequestTimeline({ r }: { r: RequestDetail }) {
  const t = useTranslate();
  const f = useServiceFormat();
  const path = r.status === 'rejected' ? (['received', 'consideration', 'rejected'] as const) : REQUEST_PATH;
  const current = path.indexOf(r.status as never);
  const at = (s: string) => [...r.history].reverse().find((h) => h.status === s)?.at;
  return (
    <Steps
      size="small"
      direction="vertical"
      current={current}
      status={r.status === 'rejected' ? 'error' : r.status === 'done' ? 'finish' : 'process'}
      data-testid="request-timeline"
      items={path.map((s) => {
        const when = at(s);
        return { title: t(`service-requests.status.${s}`), description: when ? f.time(isoToServer(when)) : undefined };
      })}
    />
  );
}

/** `HH:mm:ss DD.MM.YYYY` (UTC) of an ISO instant, for the server-timestamp formatter. */
function isoToServer(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} ${p(d.getUTCDate())}.${p(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

/** Where a request's photo is read: the guest's endpoint or the back office's (same params and answer). */
export type RequestPhotoEndpoint =
  (typeof api)['service-requests']['photo'] | (typeof api)['backoffice-services']['requestPhoto'];
/** Where a comment is posted: the guest's endpoint or the back office's (same params, body and answer). */
export type RequestCommentEndpoint =
  (typeof api)['service-requests']['comment'] | (typeof api)['backoffice-services']['requestComment'];

/** One photo of request `id`, read as a data URL from `photo`. */
function Photo({ id, photoId, photo }: { id: number; photoId: string; photo: RequestPhotoEndpoint }) {
  const { query } = useEndpointQuery(photo as (typeof api)['service-requests']['photo'], { params: { id, photoId } });
  const src = query.data?.data.dataUrl;
  return src ? (
    <Image src={src} width={120} height={120} style={{ objectFit: 'cover' }} alt="" />
  ) : (
    <div style={{ width: 120, height: 120, background: '#f0f0f0' }} />
  );
}

export function RequestPhotos({
  r,
  photo = api['service-requests'].photo,
}: {
  r: RequestDetail;
  photo?: RequestPhotoEndpoint;
}) {
  if (!r.photos.length) return null;
  return (
    <Image.PreviewGroup>
      <Space wrap data-testid="request-photo-list">
        {r.photos.map((p) => (
          <Photo key={p.id} id={r.id} photoId={p.id} photo={photo} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** The comments both ways and a reply box posting to `comment`; `resource` is refetched after. */
export function RequestComments({
  r,
  comment = api['service-requests'].comment,
  resource,
}: {
  r: RequestDetail;
  comment?: RequestCommentEndpoint;
  resource: string;
}) {
  const t = useTranslate();
  const f = useServiceFormat();
  const [text, setText] = useState('');
  const invalidate = useInvalidate();
  const post = useEndpointMutation(comment as (typeof api)['service-requests']['comment']);
  const send = () =>
    post.mutate(
      {
        params: { id: r.id },
        body: { text },
        errorNotification: (e) => ({ type: 'error', message: e?.message ?? '' }),
      },
      {
        onSuccess: () => {
          setText('');
          void invalidate({ resource, id: r.id, invalidates: ['detail', 'list'] });
        },
      },
    );
  return (
    <>
      <List
        size="small"
        dataSource={r.comments}
        locale={{ emptyText: t('requested-services.hints.empty') }}
        renderItem={(c) => (
          <List.Item data-testid="request-comment">
            <List.Item.Meta
              title={
                <>
                  {c.author} <Typography.Text type="secondary">{f.time(c.createdAt)}</Typography.Text>
                </>
              }
              description={c.text}
            />
          </List.Item>
        )}
      />
      <Space.Compact style={{ width: '100%', marginTop: 8 }}>
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={2000}
          aria-label={t('service-requests.fields.comment')}
          placeholder={t('service-requests.fields.comment')}
          onPressEnter={() => text.trim() && send()}
        />
        <Button type="primary" onClick={send} disabled={!text.trim()} loading={post.isPending}>
          {t('service-requests.actions.comment')}
        </Button>
      </Space.Compact>
    </>
  );
}
