/**
 * One room's ballot (docs/rules.md R14.2): for or against each question, sent with
 * `api.polls.vote` (POST app/v1/polls/{id}/votes); a later ballot replaces the earlier answers until the end. The
 * server's refusal (e.g. voting has ended, 422) is shown at the form.
 */
import { useState } from 'react';
import { Alert, App, Button, Card, Radio, Space, Typography } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { Choice } from '../../../src/domain/polls';
import { ContentText } from '../../../src/components/content-text';
import type { PollDetail } from '../../../src/contracts/polls';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';
import { useNumberFormat } from '../../../src/components/use-number-format';

export function Ballot({ poll, room }: { poll: PollDetail; room: PollDetail['rooms'][number] }) {
  const t = useTranslate();
  const n = useNumberFormat();
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  const [answers, setAnswers] = useState<Record<string, Choice>>(room.answers);
  const [error, setError] = useState<string | null>(null);
  const { mutate, isPending } = useEndpointMutation(api.polls.vote);
  const open = poll.phase === 'open';
  const complete = poll.items.every((q) => answers[String(q.index)]);
  const submit = () => {
    setError(null);
    mutate(
      {
        params: { id: poll.id },
        body: {
          objectId: room.objectId,
          answers: poll.items.map((q) => ({ question: q.index, choice: answers[String(q.index)] })),
        },
      },
      {
        onSuccess: () => {
          void message.success(t('polls.voted'));
          void invalidate({ resource: 'polls', invalidates: ['detail', 'list'], id: poll.id });
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <Card size="small" title={`${t('polls.fields.room')} ${room.number}`} data-testid="ballot">
      <Space direction="vertical" style={{ width: '100%' }}>
        {/* In the body, not the head's `extra`: on a phone that cut the room number to «П…». */}
        <Typography.Text type="secondary">{t('polls.weightNote', { area: n.number(room.area) })}</Typography.Text>
        {poll.items.map((q) => (
          <div key={q.index}>
            <Typography.Text strong>
              {q.index + 1}. <ContentText text={q.text} />
            </Typography.Text>
            <div>
              <Radio.Group
                disabled={!open}
                value={answers[String(q.index)]}
                onChange={(e) => setAnswers({ ...answers, [String(q.index)]: e.target.value as Choice })}
                aria-label={q.text}
                options={[
                  { value: 'for', label: t('polls.fields.for') },
                  { value: 'against', label: t('polls.fields.against') },
                ]}
              />
            </div>
          </div>
        ))}
        {error ? <Alert type="error" showIcon message={error} /> : null}
        {open ? (
          <>
            <Button type="primary" disabled={!complete} loading={isPending} onClick={submit}>
              {t('polls.actions.vote')}
            </Button>
            <Typography.Text type="secondary">{t('polls.changeNote')}</Typography.Text>
          </>
        ) : null}
      </Space>
    </Card>
  );
}
