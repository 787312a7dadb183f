/**
 * /my-rooms/{id}/connect-to-control (`connect-to-control`, docs/rules.md R12.5): the request to hand
 * a self-administered room over to the MC's management — what follows from it, and the request
 * itself after a confirmation (POST app/v1/owner-rooms/{id}/connect-to-control); then back to the
 * room. A room already under the MC, or with a request pending, says so instead.
 */
import { useNavigate } from 'react-router';
import { App, Button, Popconfirm, Typography } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { OwnerRoomDetail } from '../../src/contracts/owner-rooms';
import { api } from '../../src/contracts/api';
import { useEndpointMutation } from '../../providers/endpoints';
import { NotApplicable, RoomFormCard, RoomPage } from './components/room-page';

export default function ConnectToControlPage() {
  return <RoomPage>{(r) => <ConnectForm room={r} />}</RoomPage>;
}

function ConnectForm({ room: r }: { room: OwnerRoomDetail }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { mutate, isPending } = useEndpointMutation(api['owner-rooms'].connectToControl);
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
    <RoomFormCard room={r} title={t('owner-rooms.titles.connect')}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('owner-rooms.hints.connectIntro')}</Typography.Paragraph>
      {blocked ? (
        <NotApplicable message={blocked} testId="connect-blocked" />
      ) : (
        <Popconfirm title={t('owner-rooms.confirm.connect')} onConfirm={send}>
          <Button type="primary" loading={isPending}>
            {t('owner-rooms.actions.submit')}
          </Button>
        </Popconfirm>
      )}
    </RoomFormCard>
  );
}
