/**
 * /requested-repair/{id} and /requested-emergency/{id} (the same view; docs/rules.md R15.7, R15.8):
 * one request on `useShow` — facts, the MC's phone for an emergency, photos, the status timeline
 * with its deadline, comments both ways and the rating once done (`api['service-requests'].rate`).
 */
import { Link, useParams } from 'react-router';
import { Button, Card, Input, Rate, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import { useEndpointMutation } from '../../providers/endpoints';
import { EmergencyPhone } from './components/emergency-phone';
import { RequestComments, RequestFacts, RequestPhotos, RequestTimeline } from './components/request-parts';
import { useEndpointShow } from '../../providers/endpoints';
import { RecordShow } from '../../src/components/record-show';
import { ConversationButton } from '../../src/components/conversation-button';

export default function RequestShowPage() {
  const { id } = useParams();
  const t = useTranslate();
  const invalidate = useInvalidate();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const rate = useEndpointMutation(api['service-requests'].rate);
  const { query, result: r } = useEndpointShow(api['service-requests'].show, {
    id,
    errorNotification: false,
    queryOptions: { refetchInterval: 15_000 },
  });
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError || !r) {
    return (
      <Result
        status={query.error?.statusCode === 404 ? '404' : 'error'}
        title={t('service-requests.errors.notFound')}
        extra={<Link to="/requested-services">{t('requested-services.titles.list')}</Link>}
      />
    );
  }
  const section = (title: string, children: React.ReactNode) => (
    <Card size="small" title={<h2 style={{ fontSize: 18, margin: 0 }}>{title}</h2>} style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );
  return (
    <RecordShow
      resource="service-requests"
      id={r.id}
      back={{ to: '/requested-services', label: t('requested-services.titles.list') }}
      title={t('service-requests.titles.show', { id: r.id })}
    >
      {r.kind === 'emergency' && <EmergencyPhone phone={r.mcPhone} />}
      <ConversationButton kind="service_request" subjectId={r.id} />
      <Card size="small" style={{ marginBottom: 16 }}>
        <RequestFacts r={r} />
        <RequestPhotos r={r} />
      </Card>
      {section(t('service-requests.fields.status'), <RequestTimeline r={r} />)}
      {section(t('service-requests.fields.comments'), <RequestComments r={r} resource="service-requests" />)}
      {r.status === 'done' &&
        section(
          t('service-requests.fields.rating'),
          r.rating ? (
            <Rate disabled value={r.rating} />
          ) : (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Rate value={rating} onChange={setRating} aria-label={t('service-requests.fields.rating')} />
              <Input.TextArea
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                maxLength={1000}
                rows={2}
                aria-label={t('service-requests.fields.comment')}
              />
              <Button
                type="primary"
                disabled={!rating}
                loading={rate.isPending}
                onClick={() =>
                  rate.mutate(
                    {
                      params: { id: r.id },
                      body: { rating, comment: comment || undefined },
                      successNotification: () => ({ type: 'success', message: t('service-requests.hints.rated') }),
                      errorNotification: (e) => ({ type: 'error', message: e?.message ?? '' }),
                    },
                    {
                      onSuccess: () =>
                        void invalidate({ resource: 'service-requests', id: r.id, invalidates: ['detail', 'list'] }),
                    },
                  )
                }
              >
                {t('service-requests.actions.rate')}
              </Button>
            </Space>
          ),
        )}
    </RecordShow>
  );
}
