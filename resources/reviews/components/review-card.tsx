/**
 * "Rate your stay" on the booking page (docs/rules.md R24.1–R24.5): after the check-out day, four
 * criteria with antd `Rate` (1–5, labelled, keyboard-accessible), an optional text and Send
 * (POST app/v1/bookings/{id}/review); then the review with its state — pending, published, or
 * hidden with the company's reason — the company's answer, and Edit while the edit window lasts
 * (its last day shown; PUT, back to moderation). Nothing before the check-out day has passed or
 * for a stay that was not lived.
 */
import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Input, Rate, Space, Tag, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import { useEndpointMutation, useEndpointQuery } from '../../../providers/endpoints';
import { api } from '../../../src/contracts/api';
import type { MyReview, ReviewBody } from '../../../src/contracts/reviews';
import { REVIEW_CRITERIA, REVIEW_TEXT_MAX, type ReviewScores } from '../../../src/domain/reviews';
import { formatDisplayDate } from '../../../src/domain/datetime';

const STATE_COLORS = { pending: 'gold', published: 'green', hidden: 'red' } as const;

function ReviewForm({
  initial,
  onSend,
  sending,
  error,
}: {
  initial?: MyReview;
  onSend: (body: ReviewBody) => void;
  sending: boolean;
  error?: string;
}) {
  const t = useTranslate();
  const [scores, setScores] = useState<Partial<ReviewScores>>(
    initial ? Object.fromEntries(REVIEW_CRITERIA.map((c) => [c, initial[c]])) : {},
  );
  const [text, setText] = useState(initial?.text ?? '');
  const complete = REVIEW_CRITERIA.every((c) => scores[c]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {REVIEW_CRITERIA.map((c) => (
        <div key={c} style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
          <span id={`review-${c}`} style={{ minWidth: 160 }}>
            {t(`reviews.criteria.${c}`)}
          </span>
          <Rate
            value={scores[c] ?? 0}
            onChange={(v) => setScores((s) => ({ ...s, [c]: v || undefined }))}
            aria-labelledby={`review-${c}`}
            data-testid={`review-rate-${c}`}
          />
        </div>
      ))}
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={REVIEW_TEXT_MAX}
        showCount
        rows={4}
        placeholder={t('reviews.textPlaceholder')}
        aria-label={t('reviews.text')}
      />
      {error ? <Alert type="error" showIcon message={error} /> : null}
      <Button
        type="primary"
        disabled={!complete}
        loading={sending}
        onClick={() => onSend({ ...(scores as ReviewScores), text })}
      >
        {t('reviews.send')}
      </Button>
    </Space>
  );
}

function ReviewView({ r, onEdit }: { r: MyReview; onEdit: () => void }) {
  const t = useTranslate();
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="my-review">
      <div>
        <Tag color={STATE_COLORS[r.state]}>{t(`reviews.states.${r.state}`)}</Tag>
      </div>
      {r.state === 'hidden' && r.hideReason ? (
        <Alert type="warning" showIcon message={t('reviews.hiddenBecause', { reason: r.hideReason })} />
      ) : null}
      <Descriptions size="small" column={1}>
        {REVIEW_CRITERIA.map((c) => (
          <Descriptions.Item key={c} label={t(`reviews.criteria.${c}`)}>
            <Rate disabled value={r[c]} />
          </Descriptions.Item>
        ))}
      </Descriptions>
      {r.text ? <Typography.Paragraph>{r.text}</Typography.Paragraph> : null}
      {r.answer ? <Alert type="info" message={t('reviews.answer')} description={r.answer.text} /> : null}
      {r.editable ? (
        <Space wrap>
          <Button onClick={onEdit}>{t('reviews.edit')}</Button>
          <Typography.Text type="secondary">
            {t('reviews.editUntil', { date: formatDisplayDate(r.editUntil, 'full') })}
          </Typography.Text>
        </Space>
      ) : null}
    </Space>
  );
}

/** The review card of the booking `bookingId` (nothing while the stay may not be reviewed yet). */
export function ReviewCard({ bookingId }: { bookingId: number }) {
  const t = useTranslate();
  const [editing, setEditing] = useState(false);
  const { query, result } = useEndpointQuery(api.reviews.show, { params: { id: bookingId } });
  const create = useEndpointMutation(api.reviews.create);
  const edit = useEndpointMutation(api.reviews.edit);
  const s = result.data;
  if (!s || (s.refusal && !s.review)) return null;
  const m = s.review ? edit : create;
  const send = (body: ReviewBody) =>
    m.mutate(
      { params: { id: bookingId }, body },
      {
        onSuccess: () => {
          setEditing(false);
          void query.refetch();
        },
      },
    );
  return (
    <Card
      id="review"
      title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('reviews.title')}</h2>}
      style={{ marginTop: 16 }}
    >
      {!s.review || editing ? (
        <ReviewForm
          initial={s.review ?? undefined}
          onSend={send}
          sending={m.mutation.isPending}
          error={m.mutation.error?.message}
        />
      ) : (
        <ReviewView r={s.review} onEdit={() => setEditing(true)} />
      )}
    </Card>
  );
}
