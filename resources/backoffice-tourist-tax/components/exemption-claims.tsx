/**
 * The guests' tourist-tax exemption claims (docs/rules.md R5.26): pending first, each with its
 * booking, guest, category, the document scan and "Confirm" / "Refuse" (a refusal needs a note).
 * A confirmation recomputes the booking's tax on the server. Given `bookingId`, one booking's claims
 * (the back office's booking page draws it through ../widgets.ts).
 */
import { Button, Form, Input, Space, Table, Tag } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { TouristTaxExemptionRow } from '../../../src/contracts/backoffice-tourist-tax';
import { api } from '../../../src/contracts/api';
import { urlOf, useEndpointQuery } from '../../../providers/endpoints';
import { PostModal } from '../../../src/components/backoffice/post-modal';
import { downloadFile } from '../../../src/components/download-file';

const R = 'backoffice-tourist-tax';
const COLORS = { pending: 'gold', confirmed: 'green', refused: 'red' } as const;

/** The claims table (`exemption-claims` test id). */
export function ExemptionClaims({ bookingId }: { bookingId?: number }) {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { query } = useEndpointQuery(api[R].exemptions, {
    query: bookingId ? { bookingId, _start: 0, _end: 50 } : { status: 'pending', _start: 0, _end: 50 },
  });
  const rows = query.data?.data.data ?? [];
  const done = (message: string) => () => {
    void query.refetch();
    void invalidate({ resource: 'backoffice-bookings', invalidates: ['detail', 'list'] });
    return message;
  };
  const decision = (r: TouristTaxExemptionRow, kind: 'confirmed' | 'refused') => (
    <PostModal
      endpoint={api[R].decide}
      params={{ id: r.id }}
      resource={R}
      label={t(`${R}.actions.${kind === 'confirmed' ? 'confirm' : 'refuse'}`)}
      title={`${r.bookingNumber} · ${r.guestName}`}
      button={{ size: 'small', type: kind === 'confirmed' ? 'primary' : 'default', danger: kind === 'refused' }}
      initialValues={{ decision: kind }}
      successMessage={done(t(`${R}.messages.${kind}`))}
    >
      <Form.Item name="decision" hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name="note"
        label={t(`${R}.fields.note`)}
        rules={kind === 'refused' ? [{ required: true, message: t('validation.required') }] : []}
      >
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </PostModal>
  );
  return (
    <Table<TouristTaxExemptionRow>
      data-testid="exemption-claims"
      size="small"
      rowKey="id"
      loading={query.isLoading}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t(`${R}.empty`) }}
      columns={[
        { title: t(`${R}.fields.booking`), dataIndex: 'bookingNumber' },
        {
          title: t(`${R}.fields.guest`),
          render: (_, r) => `${t('bookings.exemption.guestIndex', { index: r.guestIndex })} · ${r.guestName}`,
        },
        { title: t(`${R}.fields.category`), render: (_, r) => t(`bookings.exemption.categories.${r.category}`) },
        {
          title: t(`${R}.fields.scan`),
          render: (_, r) =>
            r.uploadName ? (
              <Button
                type="link"
                size="small"
                onClick={() => void downloadFile(urlOf(api[R].scan, { id: r.id }), {}, r.uploadName!)}
              >
                {r.uploadName}
              </Button>
            ) : (
              '—'
            ),
        },
        {
          title: t(`${R}.fields.status`),
          render: (_, r) => (
            <Space>
              <Tag color={COLORS[r.status]}>{t(`${R}.status.${r.status}`)}</Tag>
              {r.note}
            </Space>
          ),
        },
        {
          title: '',
          render: (_, r) =>
            r.status === 'pending' ? (
              <Space>
                {decision(r, 'confirmed')}
                {decision(r, 'refused')}
              </Space>
            ) : null,
        },
      ]}
    />
  );
}
