/**
 * A table of the registration desk's rows (docs/rules.md R20.7): the stay, the guest (or "Guest n —
 * no data"), citizenship, the notice owed, its due date (a departure's "by 12:00"), the state as a
 * tag, and the actions — the notice's PDF on the MVD form and "Mark submitted" with the number the
 * MVD gave (a modal; the server's errors under the field).
 */
import { App, Button, Form, Input, Space, Table, Tag, type TableProps } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import type { DeskRow, SubmitBody } from '../../../src/contracts/backoffice-registration';
import { api } from '../../../src/contracts/api';
import { urlOf } from '../../../providers/endpoints';
import { PostModal } from '../../../src/components/backoffice/post-modal';
import { downloadFile } from '../../../src/components/download-file';
import { formatDisplayDate } from '../../../src/domain/datetime';
import type { NoticeState } from '../../../src/domain/guest-registration';

const R = 'backoffice-registration';
const COLORS: Record<NoticeState, string> = { missing: 'default', ready: 'blue', submitted: 'green', overdue: 'red' };

/** Props: the rows, the table's test id, the empty text, and what to do after a marking. */
export interface DeskTableProps {
  rows: readonly DeskRow[];
  testId: string;
  loading: boolean;
  empty: string;
  /** Show the event's date (the overdue list spans days). */
  showDate?: boolean;
  onChanged: () => void;
  /** A paged list's pager and its change handler (Refine's `useTable`); none: every row at once. */
  pagination?: TableProps<DeskRow>['pagination'];
  onChange?: TableProps<DeskRow>['onChange'];
}

/** The PDF button of a row with a check-in entry. */
function NoticePdf({ row }: { row: DeskRow }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const name = `${row.kind}-${row.bookingNumber}-${row.guestIndex}.pdf`;
  const open = () =>
    downloadFile(urlOf(api[R].notice, { id: row.bookingGuestId! }), { kind: row.kind }, name).catch((e: Error) =>
      message.error(e.message),
    );
  return (
    <Button size="small" icon={<FilePdfOutlined />} onClick={() => void open()}>
      {t(`${R}.actions.pdf`)}
    </Button>
  );
}

/** "Mark submitted": the number in a modal. */
function MarkSubmitted({ row, onChanged }: { row: DeskRow; onChanged: () => void }) {
  const t = useTranslate();
  return (
    <PostModal
      endpoint={api[R].submit}
      params={{ id: row.bookingGuestId! }}
      resource={R}
      label={t(`${R}.actions.submit`)}
      title={`${t(`${R}.titles.submit`)}: ${row.name ?? ''} · ${t(`${R}.kinds.${row.kind}`)}`}
      button={{ size: 'small', type: 'primary' }}
      initialValues={{ kind: row.kind }}
      successMessage={() => {
        onChanged();
        return t(`${R}.messages.submitted`);
      }}
    >
      <Form.Item<SubmitBody> name="kind" hidden>
        <Input />
      </Form.Item>
      <Form.Item<SubmitBody>
        name="number"
        label={t(`${R}.fields.number`)}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Input maxLength={40} autoFocus />
      </Form.Item>
    </PostModal>
  );
}

/** The desk's table. */
export function DeskTable({ rows, testId, loading, empty, showDate, onChanged, pagination, onChange }: DeskTableProps) {
  const t = useTranslate();
  const due = (r: DeskRow) => {
    const date = formatDisplayDate(r.dueDate, 'full');
    return r.dueUntilHour < 24 ? t(`${R}.dueNoon`, { date }) : date;
  };
  return (
    <Table<DeskRow>
      data-testid={testId}
      size="small"
      rowKey="key"
      loading={loading}
      dataSource={rows}
      pagination={pagination ?? false}
      onChange={onChange}
      scroll={{ x: true }}
      locale={{ emptyText: empty }}
      columns={[
        ...(showDate
          ? [
              {
                title: t(`${R}.fields.event`),
                render: (_: unknown, r: DeskRow) => formatDisplayDate(r.eventDate, 'full'),
              },
            ]
          : []),
        { title: t(`${R}.fields.booking`), dataIndex: 'bookingNumber' },
        { title: t(`${R}.fields.rooms`), dataIndex: 'objects' },
        {
          title: t(`${R}.fields.guest`),
          render: (_, r) => r.name ?? `${t(`${R}.guestN`, { n: r.guestIndex })} — ${t(`${R}.unknown`)}`,
        },
        {
          title: t(`${R}.fields.citizenship`),
          render: (_, r) => (r.foreign === null ? '—' : t(`${R}.${r.foreign ? 'foreign' : 'russian'}`)),
        },
        { title: t(`${R}.fields.kind`), render: (_, r) => t(`${R}.kinds.${r.kind}`) },
        { title: t(`${R}.fields.due`), render: (_, r) => due(r) },
        {
          title: t(`${R}.fields.state`),
          render: (_, r) => (
            <Space direction="vertical" size={0}>
              <Tag color={COLORS[r.state]} data-testid="registration-state">
                {t(`${R}.states.${r.state}`)}
              </Tag>
              {r.submissionNumber ? <span className="muted-inline">№ {r.submissionNumber}</span> : null}
            </Space>
          ),
        },
        {
          title: '',
          render: (_, r) =>
            r.bookingGuestId ? (
              <Space wrap>
                <NoticePdf row={r} />
                {r.state === 'ready' || (r.state === 'overdue' && r.name) ? (
                  <MarkSubmitted row={r} onChanged={onChanged} />
                ) : null}
              </Space>
            ) : null,
        },
      ]}
    />
  );
}
