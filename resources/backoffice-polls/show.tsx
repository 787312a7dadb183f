/**
 * /backoffice/polls/{id} (docs/rules.md R14.1–R14.4): a poll with its live tally (or result),
 * publish (the electorate is fixed and notified), close and count, the protocol PDF.
 */
import { useState } from 'react';
import { App, Button, Descriptions, Space, Tag } from 'antd';
import { Show } from '@refinedev/antd';
import { useInvalidate, useTranslate, type HttpError } from '@refinedev/core';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { api } from '../../src/contracts/api';
import { urlOf, useEndpointMutation } from '../../providers/endpoints';
import { downloadFile } from '../../src/components/download-file';
import { Turnout } from '../polls/components/turnout';
import { useNumberFormat } from '../../src/components/use-number-format';
import { useEndpointShow } from '../../providers/endpoints';
import { InlineTable } from '../../src/components/inline-table';

export default function BackofficePollPage() {
  const t = useTranslate();
  const n = useNumberFormat();
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  const { query } = useEndpointShow(api['backoffice-polls'].show);
  const p = query.data?.data;
  const publish = useEndpointMutation(api['backoffice-polls'].publish);
  const close = useEndpointMutation(api['backoffice-polls'].close);
  const [busy, setBusy] = useState(false);
  const act = (m: typeof publish, id: number) =>
    m.mutate(
      { params: { id } },
      {
        onSuccess: () => void invalidate({ resource: 'backoffice-polls', invalidates: ['detail', 'list'], id }),
        onError: (e: HttpError) => void message.error(e.message),
      },
    );
  const protocol = async () => {
    setBusy(true);
    await downloadFile(urlOf(api['backoffice-polls'].protocol, { id: p!.id }), {}, `protocol-${p!.id}.pdf`).catch(() =>
      message.error(t('error.loadFailed')),
    );
    setBusy(false);
  };
  return (
    <Show
      resource="backoffice-polls"
      title={p ? t('backoffice-polls.titles.show', { id: p.id }) : ''}
      isLoading={query.isLoading}
      canEdit={false}
      canDelete={false}
      headerButtons={
        p ? (
          <Space>
            {p.status === 'draft' ? (
              <Button type="primary" loading={publish.isPending} onClick={() => act(publish, p.id)}>
                {t('backoffice-polls.actions.publish')}
              </Button>
            ) : null}
            {p.status === 'published' ? (
              <Button danger loading={close.isPending} onClick={() => act(close, p.id)}>
                {t('backoffice-polls.actions.close')}
              </Button>
            ) : null}
            {p.status === 'closed' ? (
              <Button loading={busy} onClick={protocol}>
                {t('polls.actions.protocol')}
              </Button>
            ) : null}
          </Space>
        ) : null
      }
    >
      {p ? (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('backoffice-polls.fields.title')}>{p.title}</Descriptions.Item>
            <Descriptions.Item label={t('backoffice-polls.fields.status')}>
              <Tag>{t(`backoffice-polls.status.${p.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('backoffice-polls.fields.scope')}>
              {p.scope === 'building' ? p.building : t('backoffice-polls.scope.pool')}
            </Descriptions.Item>
            <Descriptions.Item
              label={t('backoffice-polls.fields.period')}
            >{`${formatServerTimestamp(p.startsAt)} — ${formatServerTimestamp(p.endsAt)}`}</Descriptions.Item>
            <Descriptions.Item label={t('backoffice-polls.fields.rooms')}>{p.electorateRooms}</Descriptions.Item>
          </Descriptions>
          {p.status !== 'draft' ? <Turnout turnout={p.turnout} /> : null}
          <InlineTable
            rowKey="index"
            scroll={{ x: true }}
            dataSource={p.items}
            columns={[
              { title: t('backoffice-polls.fields.question'), render: (_, q) => `${q.index + 1}. ${q.text}` },
              { title: t('backoffice-polls.fields.rule'), render: (_, q) => t(`polls.rules.${q.rule}`) },
              {
                title: t('backoffice-polls.fields.quorum'),
                dataIndex: 'quorumPercent',
                align: 'right',
                render: (v: number) => n.number(v, { maxFractionDigits: 1 }),
              },
              {
                title: t('polls.fields.for'),
                align: 'right',
                render: (_, q) =>
                  q.result ? `${n.number(q.result.forArea)} (${n.percent(q.result.forPercentOfCast)})` : '—',
              },
              {
                title: t('polls.fields.against'),
                align: 'right',
                render: (_, q) => (q.result ? n.number(q.result.againstArea) : '—'),
              },
              {
                title: t('polls.fields.quorumMet'),
                render: (_, q) => (q.result ? t(q.result.quorumMet ? 'polls.yes' : 'polls.no') : '—'),
              },
              {
                title: t('polls.fields.decision'),
                render: (_, q) =>
                  q.result && p.status === 'closed' ? (
                    <Tag color={q.result.accepted ? 'green' : 'red'}>
                      {t(q.result.accepted ? 'polls.decision.accepted' : 'polls.decision.rejected')}
                    </Tag>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        </Space>
      ) : null}
    </Show>
  );
}
