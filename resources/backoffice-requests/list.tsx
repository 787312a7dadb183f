/**
 * /backoffice/requests (docs/rules.md R15.7, R15.8, R16.2): the request board — one column per
 * status; a card is dragged to another column (native HTML5 drag and drop) or moved with its
 * status select (the keyboard alternative); a card opens a drawer with the facts, photos,
 * timeline, assignment, the visit time and the comments with the guest. Every change is a PATCH
 * (audited) and the guest is told.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Button, Card, DatePicker, Drawer, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { List } from '@refinedev/antd';
import { useGetIdentity, useInvalidate, useTranslate, useUpdate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import { REQUEST_STATUSES, type RequestStatus } from '../../src/domain/services';
import {
  RequestComments,
  RequestFacts,
  RequestPhotos,
  RequestTimeline,
} from '../service-requests/components/request-parts';
import { RequestStatusTag } from '../service-requests/components/status';
import { useEndpointList, useEndpointOne } from '../../providers/endpoints';

const RESOURCE = 'backoffice-requests';

export default function RequestBoard() {
  const t = useTranslate();
  const { result, query } = useEndpointList(api['backoffice-services'].requestList, {
    pagination: { pageSize: 500 },
    queryOptions: { refetchInterval: 20_000 },
  });
  const { mutate } = useUpdate();
  // An emergency's notice links here with `?request=<id>`: its drawer opens at once.
  const [params] = useSearchParams();
  const [open, setOpen] = useState<number | null>(() => Number(params.get('request')) || null);
  const [over, setOver] = useState<RequestStatus | null>(null);
  const move = (id: number, status: RequestStatus) =>
    mutate({ resource: RESOURCE, id, values: { status }, mutationMode: 'optimistic', successNotification: false });
  const rows = result.data ?? [];
  const statusOptions = REQUEST_STATUSES.map((s) => ({ value: s, label: t(`service-requests.status.${s}`) }));
  return (
    <List title={t('backoffice-requests.titles.list')}>
      <Typography.Paragraph type="secondary">{t('backoffice-services.hints.dragHint')}</Typography.Paragraph>
      <div
        style={{ display: 'flex', gap: 12, overflowX: 'auto', alignItems: 'flex-start' }}
        aria-busy={query.isLoading}
      >
        {REQUEST_STATUSES.map((status) => {
          const cards = rows.filter((r) => r.status === status);
          return (
            <section
              key={status}
              aria-label={t(`service-requests.status.${status}`)}
              data-testid={`board-${status}`}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(status);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(e) => {
                e.preventDefault();
                setOver(null);
                const id = Number(e.dataTransfer.getData('text/plain'));
                if (id && rows.find((r) => r.id === id)?.status !== status) move(id, status);
              }}
              style={{
                minWidth: 220,
                flex: '1 0 220px',
                background: over === status ? '#e6f4ff' : '#f5f5f5',
                borderRadius: 8,
                padding: 8,
                minHeight: 200,
              }}
            >
              <h2 style={{ fontSize: 15, margin: '4px 4px 8px' }}>
                {t(`service-requests.status.${status}`)} <Badge count={cards.length} showZero color="#8c8c8c" />
              </h2>
              {cards.map((r) => (
                <Card
                  key={r.id}
                  size="small"
                  draggable
                  onDragStart={(e) => e.dataTransfer.setData('text/plain', String(r.id))}
                  style={{
                    marginBottom: 8,
                    cursor: 'grab',
                    borderColor: r.kind === 'emergency' ? '#ff4d4f' : undefined,
                  }}
                  data-testid={`board-card-${r.id}`}
                >
                  <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(r.id)}>
                    № {r.id} · {t(`service-requests.categories.${r.category}`)}
                  </Button>
                  <div>
                    {r.kind === 'emergency' && <Tag color="red">{t('service-requests.kinds.emergency')}</Tag>}
                    {r.overdue && <Tag color="red">{t('service-requests.hints.overdue')}</Tag>}
                  </div>
                  <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: '4px 0' }}>
                    {r.room}: {r.description}
                  </Typography.Paragraph>
                  {r.assignee && <Typography.Text type="secondary">{r.assignee}</Typography.Text>}
                  <Select
                    size="small"
                    value={r.status}
                    options={statusOptions}
                    onChange={(s) => move(r.id, s)}
                    style={{ width: '100%', marginTop: 4 }}
                    aria-label={`${t('backoffice-services.actions.moveTo')} (№ ${r.id})`}
                  />
                </Card>
              ))}
            </section>
          );
        })}
      </div>
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        width={640}
        title={open ? t('service-requests.titles.show', { id: open }) : ''}
        destroyOnHidden
      >
        {open !== null && <RequestDrawer id={open} />}
      </Drawer>
    </List>
  );
}

/** One request in the drawer: facts, photos, timeline, assignment, visit time, comments. */
function RequestDrawer({ id }: { id: number }) {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { data: me } = useGetIdentity<{ id: number }>();
  const { result: r } = useEndpointOne(api['backoffice-services'].requestShow, { id });
  const { mutate, mutation } = useUpdate();
  const [when, setWhen] = useState<string>('');
  if (!r) return null;
  const patch = (values: Record<string, unknown>) =>
    mutate(
      {
        resource: RESOURCE,
        id,
        values,
        successNotification: () => ({ type: 'success', message: t('backoffice-services.hints.saved') }),
      },
      { onSuccess: () => void invalidate({ resource: RESOURCE, invalidates: ['list', 'detail'], id }) },
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <RequestFacts r={r} />
      <Typography.Text>{r.guest}</Typography.Text>
      <RequestPhotos r={r} photo={api['backoffice-services'].requestPhoto} />
      <Space wrap>
        <RequestStatusTag request={r} />
        <Select
          value={r.status}
          style={{ width: 240 }}
          options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`service-requests.status.${s}`) }))}
          onChange={(status) => patch({ status })}
          aria-label={t('backoffice-services.actions.moveTo')}
        />
        {me && r.assigneeId !== me.id && (
          <Button onClick={() => patch({ assigneeId: me.id })} loading={mutation.isPending}>
            {t('backoffice-services.actions.assignMe')}
          </Button>
        )}
      </Space>
      <Space.Compact>
        <DatePicker
          showTime={{ format: 'HH:mm', minuteStep: 15 }}
          format="DD.MM.YYYY HH:mm"
          value={when ? dayjs(when, 'YYYY-MM-DD HH:mm') : null}
          onChange={(d) => setWhen(d ? d.format('YYYY-MM-DD HH:mm') : '')}
          aria-label={t('service-requests.fields.scheduledFor')}
        />
        <Button type="primary" disabled={!when} onClick={() => patch({ scheduledFor: when, status: 'scheduled' })}>
          {t('backoffice-services.actions.schedule')}
        </Button>
      </Space.Compact>
      <RequestTimeline r={r} />
      <h3>{t('service-requests.fields.comments')}</h3>
      <RequestComments r={r} comment={api['backoffice-services'].requestComment} resource={RESOURCE} />
    </Space>
  );
}
