/**
 * /my-rooms/{id} (docs/rules.md R12.2, R12.5–R12.7): one room on `<Show>` + `useShow`
 * (GET app/v1/owner-rooms/{id}): facts and agreements, handing it over to the MC (a request,
 * confirmed) or the termination notice, a self-administered room's tenants (resources/rents,
 * docs/rules.md R12.4), the owner's own stays, and the room's applications.
 */
import { Link, useParams } from 'react-router';
import { App, Button, Card, Popconfirm, Result, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Show } from '@refinedev/antd';
import { useCustomMutation, useInvalidate, useShow, useTranslate, type HttpError } from '@refinedev/core';
import type { OwnerRoomDetail } from '../../src/contracts/owner-rooms';
import { ApplicationsTable } from './components/applications-table';
import { OwnStays } from './components/own-stays';
import { RoomSummary } from './components/room-summary';
import { RoomTenants } from '../rents/components/room-tenants';

const section = (title: string) => <h2 style={{ fontSize: 18, margin: 0 }}>{title}</h2>;

export default function OwnerRoomShowPage() {
  const { id } = useParams();
  const t = useTranslate();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { query, result: r } = useShow<OwnerRoomDetail, HttpError>({ resource: 'owner-rooms', id, errorNotification: false });
  const { mutate, mutation } = useCustomMutation();
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.isError || !r) {
    const notFound = query.error?.statusCode === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('owner-rooms.errors.notFound') : t('error.loadFailed')}
        extra={notFound ? <Link to="/my-rooms">{t('owner-rooms.titles.list')}</Link> : <Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const pending = (kind: string) => r.openApplications.some((a) => a.kind === kind);
  const connect = () =>
    mutate(
      { url: `app/v1/owner-rooms/${r.id}/connect-to-control`, method: 'post', values: {}, errorNotification: false, successNotification: false },
      {
        onSuccess: () => {
          message.success(t('owner-rooms.hints.submitted'));
          void invalidate({ resource: 'owner-rooms', id: r.id, invalidates: ['detail', 'list'] });
        },
        onError: (e: HttpError) => message.error(e.message),
      },
    );
  const terminating = r.applications.find((a) => a.kind === 'terminate' && a.status !== 'rejected');
  return (
    <Show
      resource="owner-rooms"
      recordItemId={r.id}
      breadcrumb={false}
      goBack={false}
      headerButtons={
        <Link to="/my-rooms">
          <Button icon={<ArrowLeftOutlined />}>{t('owner-rooms.titles.list')}</Button>
        </Link>
      }
      title={<Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>{`${r.building} · ${r.number}`}</Typography.Title>}
    >
      <RoomSummary room={r} />
      <Space wrap style={{ marginBottom: 16 }}>
        {r.management === 'self' ? (
          <Popconfirm title={t('owner-rooms.confirm.connect')} onConfirm={connect} disabled={pending('connect')}>
            <Button type="primary" disabled={pending('connect')} loading={mutation.isPending}>{t('owner-rooms.actions.connect')}</Button>
          </Popconfirm>
        ) : terminating ? (
          <Typography.Text data-testid="termination-pending">{t('owner-rooms.hints.pendingTermination', { date: String(terminating.payload.desiredDate ?? '').split('-').reverse().join('.') })}</Typography.Text>
        ) : (
          <Link to={`/my-rooms/${r.id}/control-termination`}>
            <Button danger>{t('owner-rooms.actions.terminate')}</Button>
          </Link>
        )}
      </Space>
      {r.management === 'self' ? (
        <Card size="small" title={section(t('rents.fields.tenant'))} style={{ marginBottom: 16 }}>
          <RoomTenants objectId={r.id} />
        </Card>
      ) : null}
      <Card size="small" title={section(t('owner-rooms.sections.stays'))} style={{ marginBottom: 16 }}>
        <OwnStays room={r} />
      </Card>
      <Card size="small" title={section(t('owner-rooms.sections.applications'))}>
        <ApplicationsTable rows={r.applications} />
      </Card>
    </Show>
  );
}
