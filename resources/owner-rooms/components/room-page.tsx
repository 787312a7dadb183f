/**
 * The room a /my-rooms/{id}/… form is for (docs/rules.md R12.4, R12.5): GET app/v1/owner-rooms/{id}
 * of the address's id; while it loads a skeleton, and when it is not the caller's (404) the
 * "room not found" result with a link to the rooms, else the page itself. A form that does not
 * apply to the room draws {@link NotApplicable} instead of itself.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { OwnerRoomDetail } from '../../../src/contracts/owner-rooms';
import { useEndpointOne } from '../../../providers/endpoints';
import { api } from '../../../src/contracts/api';

/** Draws `children(room)` once the address's room has loaded; a skeleton before, the 404 result when it is not the caller's. */
export function RoomPage({ children }: { children: (room: OwnerRoomDetail) => ReactNode }) {
  const { id } = useParams();
  const t = useTranslate();
  const { query, result: r } = useEndpointOne(api['owner-rooms'].show, {
    id,
    errorNotification: false,
  });
  if (query.isLoading) return <Skeleton active />;
  if (!r)
    return (
      <Result
        status="404"
        title={t('owner-rooms.errors.notFound')}
        extra={<Link to="/my-rooms">{t('owner-rooms.titles.list')}</Link>}
      />
    );
  return children(r);
}

/** A room form's card: its title (h1) and the room linked back to its page. */
export function RoomFormCard({
  room: r,
  title,
  children,
}: {
  room: OwnerRoomDetail;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card
      title={
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={<Link to={`/my-rooms/${r.id}`}>{`${r.building} · ${r.number}`}</Link>}
    >
      <Space direction="vertical" size="middle" style={{ maxWidth: 620 }}>
        {children}
      </Space>
    </Card>
  );
}

/** Why a room form does not apply to this room (e.g. the room is under the MC's management), instead of the form. */
export function NotApplicable({ message, testId }: { message: string; testId: string }) {
  return <Alert type="info" showIcon message={message} data-testid={testId} />;
}
