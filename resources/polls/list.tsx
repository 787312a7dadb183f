/**
 * /votes (docs/rules.md R14.1–R14.3): the polls in which the caller's rooms vote (GET
 * app/v1/polls) as cards — subject, who votes, period, phase, the caller's rooms that voted,
 * and the live turnout.
 */
import { Link } from 'react-router';
import { Card, Col, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { ContentText } from '../../src/components/content-text';
import { phaseColor, Turnout } from './components/turnout';
import { LoadFailed } from '../../src/components/load-failed';
import { useEndpointList } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';
import { PageTitle } from '../../src/components/page-title';

export default function PollsListPage() {
  const t = useTranslate();
  const { result, query } = useEndpointList(api.polls.list, { pagination: { pageSize: 50 } });
  const rows = result?.data ?? [];
  return (
    <List resource="polls" breadcrumb={false} title={<PageTitle>{t('polls.titles.list')}</PageTitle>}>
      {query.isError ? <LoadFailed onRetry={() => query.refetch()} /> : null}
      {query.isLoading ? <Skeleton active /> : null}
      {!query.isLoading && !rows.length && !query.isError ? <p>{t('polls.empty')}</p> : null}
      <Row gutter={[16, 16]}>
        {rows.map((p) => (
          <Col key={p.id} xs={24} md={12}>
            <Card
              data-testid="poll-card"
              title={
                <Link to={`/votes/${p.id}`}>
                  <ContentText text={p.title} />
                </Link>
              }
              extra={<Tag color={phaseColor[p.phase]}>{t(`polls.phase.${p.phase}`)}</Tag>}
            >
              <Space direction="vertical" style={{ width: '100%' }}>
                <Typography.Text>
                  {p.scope === 'building'
                    ? t('polls.scope.building', { building: p.building ?? '' })
                    : t('polls.scope.pool')}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {formatServerTimestamp(p.startsAt, { kind: 'dateTime' })} —{' '}
                  {formatServerTimestamp(p.endsAt, { kind: 'dateTime' })}
                </Typography.Text>
                <Typography.Text>
                  {t('polls.fields.myRooms')}: {p.myVoted} / {p.myRooms}
                </Typography.Text>
                <Turnout turnout={p.turnout} size="small" />
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    </List>
  );
}
