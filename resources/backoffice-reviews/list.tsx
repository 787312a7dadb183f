/**
 * /backoffice/reviews (docs/rules.md R24.4–R24.5): the company's reviews newest first — object,
 * guest, stay dates, overall, criteria, text excerpt, language, state — filtered by state; the
 * pending count in the title; a drawer with the whole review to publish it, hide it with a reason
 * (after a confirmation) and write, edit or remove the company's public answer. Audited on the
 * server (server/routes/backoffice/reviews/).
 */
import { useState } from 'react';
import {
  Alert,
  App,
  Badge,
  Button,
  Descriptions,
  Drawer,
  Input,
  Popconfirm,
  Radio,
  Rate,
  Segmented,
  Space,
  Table,
  Tag,
} from 'antd';
import { List } from '@refinedev/antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { BackofficeReview } from '../../src/contracts/backoffice-reviews';
import { api } from '../../src/contracts/api';
import { useEndpointMutation, useEndpointQuery } from '../../providers/endpoints';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { formatDisplayDate } from '../../src/domain/datetime';
import { formatNumber } from '../../src/domain/numbers';
import { useLocale } from '../../src/components/backoffice/use-locale';
import {
  REVIEW_CRITERIA,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_STATES,
  REVIEW_TEXT_MAX,
  type ReviewLanguage,
} from '../../src/domain/reviews';

const R = 'backoffice-reviews';
const E = api['backoffice-reviews'];
const COLORS = { pending: 'gold', published: 'green', hidden: 'red' } as const;

function ReviewDrawer({ r, onClose, onChanged }: { r: BackofficeReview; onClose: () => void; onChanged: () => void }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [answer, setAnswer] = useState(r.answer?.text ?? '');
  const [answerLang, setAnswerLang] = useState<ReviewLanguage>(r.answer?.language ?? r.language);
  const publish = useEndpointMutation(E.publish);
  const hide = useEndpointMutation(E.hide);
  const write = useEndpointMutation(E.answer);
  const remove = useEndpointMutation(E.removeAnswer);
  const done = (key: string) => ({
    onSuccess: () => {
      void message.success(t(`${R}.messages.${key}`));
      onChanged();
    },
    onError: (e: { message: string }) => void message.error(e.message),
  });
  const params = { id: r.id };
  return (
    <Drawer open onClose={onClose} width={560} title={t(`${R}.titles.show`, { number: r.bookingNumber })}>
      <Space direction="vertical" style={{ width: '100%' }} data-testid="review-drawer">
        <Tag color={COLORS[r.state]}>{t(`reviews.states.${r.state}`)}</Tag>
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t(`${R}.fields.objects`)}>
            {r.objects.map((o) => o.title).join(', ')}
          </Descriptions.Item>
          <Descriptions.Item label={t(`${R}.fields.guest`)}>{r.guest}</Descriptions.Item>
          <Descriptions.Item label={t(`${R}.fields.stay`)}>
            {formatDisplayDate(r.checkIn, 'full')} – {formatDisplayDate(r.checkOut, 'full')}
          </Descriptions.Item>
          {REVIEW_CRITERIA.map((c) => (
            <Descriptions.Item key={c} label={t(`reviews.criteria.${c}`)}>
              <Rate disabled value={r[c]} />
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t(`${R}.fields.language`)}>{t(`${R}.languages.${r.language}`)}</Descriptions.Item>
        </Descriptions>
        <p style={{ whiteSpace: 'pre-wrap' }}>{r.text || t(`${R}.noText`)}</p>
        {r.state === 'hidden' && r.hideReason ? <Alert type="warning" message={r.hideReason} /> : null}
        <Space wrap>
          {r.state !== 'published' ? (
            <Button
              type="primary"
              loading={publish.isPending}
              onClick={() => publish.mutate({ params }, done('published'))}
            >
              {t(`${R}.actions.publish`)}
            </Button>
          ) : null}
        </Space>
        {r.state !== 'hidden' ? (
          <Space.Compact style={{ width: '100%' }}>
            <Input
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={REVIEW_HIDE_REASON_MAX}
              placeholder={t(`${R}.fields.hideReason`)}
              aria-label={t(`${R}.fields.hideReason`)}
            />
            <Popconfirm
              title={t(`${R}.confirmHide`)}
              onConfirm={() => hide.mutate({ params, body: { reason } }, done('hidden'))}
              disabled={!reason.trim()}
            >
              <Button danger disabled={!reason.trim()} loading={hide.isPending}>
                {t(`${R}.actions.hide`)}
              </Button>
            </Popconfirm>
          </Space.Compact>
        ) : null}
        <h3 style={{ marginTop: 16 }}>{t(`${R}.fields.answer`)}</h3>
        <Radio.Group value={answerLang} onChange={(e) => setAnswerLang(e.target.value as ReviewLanguage)}>
          <Radio.Button value="ru">{t(`${R}.languages.ru`)}</Radio.Button>
          <Radio.Button value="en">{t(`${R}.languages.en`)}</Radio.Button>
        </Radio.Group>
        <Input.TextArea
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          maxLength={REVIEW_TEXT_MAX}
          rows={4}
          aria-label={t(`${R}.fields.answer`)}
        />
        <Space>
          <Button
            disabled={!answer.trim()}
            loading={write.isPending}
            onClick={() => write.mutate({ params, body: { text: answer, language: answerLang } }, done('answered'))}
          >
            {t(`${R}.actions.answer`)}
          </Button>
          {r.answer ? (
            <Button danger type="link" onClick={() => remove.mutate({ params }, done('answerRemoved'))}>
              {t(`${R}.actions.removeAnswer`)}
            </Button>
          ) : null}
        </Space>
      </Space>
    </Drawer>
  );
}

export default function BackofficeReviews() {
  const t = useTranslate();
  const lang = useLocale();
  const invalidate = useInvalidate();
  const [openId, setOpenId] = useState<number | null>(null);
  const { tableProps, setFilters, tableQuery } = useEndpointTable(E.list, {
    pagination: { pageSize: 20 },
    syncWithLocation: false,
  });
  const pending = useEndpointQuery(E.pendingCount, {});
  const rows = (tableProps.dataSource ?? []) as BackofficeReview[];
  const open = rows.find((r) => r.id === openId);
  const changed = () => {
    void invalidate({ resource: R, invalidates: ['list'] });
    void tableQuery.refetch();
    void pending.query.refetch();
  };
  return (
    <List
      title={
        <Space>
          {t(`${R}.titles.list`)}
          <Badge count={pending.result.data?.count ?? 0} title={t(`${R}.pending`)} data-testid="reviews-pending" />
        </Space>
      }
    >
      <Segmented
        style={{ marginBottom: 12 }}
        options={[
          { value: '', label: t(`${R}.all`) },
          ...REVIEW_STATES.map((s) => ({ value: s, label: t(`reviews.states.${s}`) })),
        ]}
        onChange={(v) => setFilters(v ? [{ field: 'state', operator: 'eq', value: v }] : [], 'replace')}
      />
      <Table<BackofficeReview>
        {...tableProps}
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        onRow={(r) => ({ onClick: () => setOpenId(r.id), style: { cursor: 'pointer' } })}
      >
        <Table.Column<BackofficeReview>
          key="objects"
          title={t(`${R}.fields.objects`)}
          render={(_, r) => r.objects.map((o) => o.title).join(', ')}
        />
        <Table.Column<BackofficeReview> dataIndex="guest" title={t(`${R}.fields.guest`)} />
        <Table.Column<BackofficeReview>
          key="stay"
          title={t(`${R}.fields.stay`)}
          render={(_, r) => `${formatDisplayDate(r.checkIn, 'short')}–${formatDisplayDate(r.checkOut, 'full')}`}
        />
        <Table.Column<BackofficeReview>
          dataIndex="overall"
          title={t(`${R}.fields.overall`)}
          render={(v: number) => (
            <strong>{formatNumber(v, lang, { minFractionDigits: 1, maxFractionDigits: 1 })}</strong>
          )}
        />
        <Table.Column<BackofficeReview>
          key="criteria"
          title={t(`${R}.fields.criteria`)}
          render={(_, r) => REVIEW_CRITERIA.map((c) => r[c]).join(' · ')}
        />
        <Table.Column<BackofficeReview>
          dataIndex="text"
          title={t(`${R}.fields.text`)}
          render={(v: string) => (v.length > 80 ? `${v.slice(0, 80)}…` : v)}
        />
        <Table.Column<BackofficeReview> dataIndex="language" title={t(`${R}.fields.language`)} />
        <Table.Column<BackofficeReview>
          dataIndex="state"
          title={t(`${R}.fields.state`)}
          render={(s: BackofficeReview['state']) => <Tag color={COLORS[s]}>{t(`reviews.states.${s}`)}</Tag>}
        />
      </Table>
      {open ? <ReviewDrawer key={open.id} r={open} onClose={() => setOpenId(null)} onChanged={changed} /> : null}
    </List>
  );
}
