/**
 * /my-rooms/{id}/connect-to-control (`connect-to-control`, docs/rules.md R12.5): the request to hand
 * a self-administered room over to the MC's management — what follows from it, and the request
 * itself after a confirmation (POST app/v1/owner-rooms/{id}/connect-to-control); then back to the
 * room. A room already under the MC, or with a request pending, says so instead.
 */
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Card, Popconfirm, Result, Skeleton, Space, Typography } from 'antd';
import { useInvalidate, useOne, useTranslate, type HttpError } from '@refinedev/core';
import type { OwnerRoomDetail } from '../../src/contracts/owner-rooms';
import { api } from '../../src/contracts/api';
import { useEndpointMutation } from '../../providers/endpoints';

export default function ConnectToControlPage() {
  const { id } = useParams();
  const t = useTranslate();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { query, result: r } = useOne<OwnerRoomDetail, HttpError>({
    resource: 'owner-rooms',
    id,
    errorNotification: false,
  });
  const { mutate, isPending } = useEndpointMutation(api['owner-rooms'].connectToControl);
  if (query.isLoading) return <Skeleton active />;
  if (!r)
    return (
      <Result
        status="404"
        title={t('owner-rooms.errors.notFound')}
        extra={<Link to="/my-rooms">{t('owner-rooms.titles.list')}</Link>}
      />
    );
  const pending = r.openApplications.some((a) => a.kind === 'connect');
  const blocked =
    r.management !== 'self'
      ? t('owner-rooms.hints.connectNotSelf')
      : pending
        ? t('owner-rooms.hints.connectPending')
        : null;
  const send = () =>
    mutate(
      { params: { id: r.id } },
      {
        onSuccess: () => {
          message.success(t('owner-rooms.hints.submitted'));
          void invalidate({ resource: 'owner-rooms', id: r.id, invalidates: ['detail', 'list'] });
          navigate(`/my-rooms/${r.id}`);
        },
        onError: (e) => message.error(e.message),
      },
    );
  return (
    <Card
      title={
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('owner-rooms.titles.connect')}
        </Typography.Title>
      }
      extra={<Link to={`/my-rooms/${r.id}`}>{`${r.building} · ${r.number}`}</Link>}
    >
      <Space direction="vertical" size="middle" style={{ maxWidth: 620 }}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('owner-rooms.hints.connectIntro')}</Typography.Paragraph>
        {blocked ? (
          <Alert type="info" showIcon message={blocked} data-testid="connect-blocked" />
        ) : (
          <Popconfirm title={t('owner-rooms.confirm.connect')} onConfirm={send}>
            <Button type="primary" loading={isPending}>
              {t('owner-rooms.actions.submit')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </Card>
  );
}
