/**
 * /votes/{id} (docs/rules.md R14.1–R14.4): the poll — who votes, period, phase, the live
 * turnout; each question with its decision rule and quorum (and its result once closed); a ballot
 * per room of the caller; the protocol PDF once closed.
 */
import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Skeleton, Space, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Show } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { ContentText } from '../../src/components/content-text';
import { api } from '../../src/contracts/api';
import { urlOf } from '../../providers/endpoints';
import { downloadFile } from '../../src/components/download-file';
import { Ballot } from './components/ballot';
import { phaseColor, Turnout } from './components/turnout';
import { useNumberFormat } from '../../src/components/use-number-format';
import { useEndpointShow } from '../../providers/endpoints';

export default function PollShowPage() {
  const t = useTranslate();
  const n = useNumberFormat();
  const { message } = App.useApp();
  const { query } = useEndpointShow(api.polls.show);
  const p = query.data?.data;
  const [busy, setBusy] = useState(false);
  const protocol = async () => {
    setBusy(true);
    try {
      await downloadFile(urlOf(api.polls.protocol, { id: p!.id }), {}, `protocol-${p!.id}.pdf`);
    } catch {
      void message.error(t('error.loadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Show
      resource="polls"
      breadcrumb={false}
      canEdit={false}
      canDelete={false}
      title={p ? <ContentText text={p.title} /> : t('polls.titles.show')}
      isLoading={query.isLoading}
    >
      {query.isError ? <Alert type="error" showIcon message={query.error?.message ?? t('error.loadFailed')} /> : null}
      {!p ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('polls.fields.status')}>
              <Tag color={phaseColor[p.phase]}>{t(`polls.phase.${p.phase}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('polls.fields.scope')}>
              {p.scope === 'building'
                ? t('polls.scope.building', { building: p.building ?? '' })
                : t('polls.scope.pool')}
            </Descriptions.Item>
            <Descriptions.Item label={t('polls.fields.startsAt')}>
              {formatServerTimestamp(p.startsAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('polls.fields.endsAt')}>{formatServerTimestamp(p.endsAt)}</Descriptions.Item>
          </Descriptions>
          {p.description ? (
            <Typography.Paragraph>
              <ContentText text={p.description} />
            </Typography.Paragraph>
          ) : null}
          <Turnout turnout={p.turnout} />
          <Card size="small" title={t('polls.fields.questions')}>
            {p.items.map((q) => (
              <div key={q.index} style={{ marginBottom: 12 }}>
                <Typography.Text strong>
                  {q.index + 1}. <ContentText text={q.text} />
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {t('polls.fields.rule')}: {t(`polls.rules.${q.rule}`)}; {t('polls.fields.quorum')}:{' '}
                    {t('polls.quorumValue', { percent: n.number(q.quorumPercent, { maxFractionDigits: 1 }) })}
                  </Typography.Text>
                </div>
                {q.result ? (
                  <div data-testid="poll-result">
                    <Tag color={q.result.accepted ? 'green' : 'red'}>
                      {t(q.result.accepted ? 'polls.decision.accepted' : 'polls.decision.rejected')}
                    </Tag>{' '}
                    {t('polls.fields.for')}: {n.number(q.result.forArea)} {t('polls.units.m2')} (
                    {n.percent(q.result.forPercentOfCast)}), {t('polls.fields.against')}:{' '}
                    {n.number(q.result.againstArea)} {t('polls.units.m2')}; {t('polls.fields.quorumMet')}:{' '}
                    {t(q.result.quorumMet ? 'polls.yes' : 'polls.no')}
                  </div>
                ) : null}
              </div>
            ))}
            {p.status === 'closed' ? (
              <Button icon={<DownloadOutlined />} loading={busy} onClick={protocol}>
                {t('polls.actions.protocol')}
              </Button>
            ) : null}
          </Card>
          {p.rooms.map((r) => (
            <Ballot key={`${r.objectId}-${JSON.stringify(r.answers)}`} poll={p} room={r} />
          ))}
        </Space>
      )}
    </Show>
  );
}
