/**
 * /backoffice/document-requests (docs/rules.md R11.7): the inbox of requests for a document, newest
 * first, filtered by status (in the address): who asked, for which object, what, the comment. Take
 * a new one in progress; reject an open one with a note (required; the person reads it); "Issue
 * document" opens the issue form prefilled from the request, which marks it done. A table on
 * desktop, cards under 768 px.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { App, Button, Form, Input, Modal, Space, Table, Tag } from 'antd';
import { List } from '@refinedev/antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import { useEndpointMutation } from '../../providers/endpoints';
import { useEndpointModalForm } from '../../providers/endpoint-forms';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { formatPhone } from '../../src/domain/phone';
import { DOCUMENT_REQUEST_STATUSES, isOpenRequest } from '../../src/domain/documents';
import type { BoDocumentRequestRow } from '../../src/contracts/documents';
import { useClientState } from '../../src/components/client-state';
import { FilterBar } from '../../src/components/backoffice/filter-bar';
import { RecordCards } from '../../src/components/backoffice/record-cards';
import { useEndpointTable } from '../../providers/endpoint-tables';

const COLORS = { new: 'blue', in_progress: 'orange', done: 'green', rejected: 'red' } as const;

/**
 * Rejecting request `row` (open while mounted): the note the person reads, required; the server's
 * error shows under it. `onClose` runs once the modal has closed, rejected or not.
 */
function RejectModal({ row, onClose }: { row: BoDocumentRequestRow; onClose: () => void }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const { modalProps, formProps } = useEndpointModalForm(api['backoffice-documents'].rejectRequest, {
    params: { id: row.id },
    resource: 'backoffice-document-requests',
    defaultVisible: true,
    onMutationSuccess: () => void message.success(t('backoffice-document-requests.messages.rejected')),
  });
  return (
    <Modal
      {...modalProps}
      title={t('backoffice-document-requests.titles.reject')}
      okText={t('backoffice-document-requests.actions.reject')}
      okButtonProps={{ ...modalProps.okButtonProps, danger: true }}
      afterClose={onClose}
      destroyOnHidden
    >
      <Form {...formProps} layout="vertical">
        <Form.Item
          name="note"
          label={t('backoffice-document-requests.fields.note')}
          extra={t('backoffice-document-requests.messages.noteHint')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function BackofficeDocumentRequestsPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { platform } = useClientState();
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<BoDocumentRequestRow | null>(null);
  const { tableProps, searchFormProps, filters } = useEndpointTable(api['backoffice-documents'].requests, {
    syncWithLocation: true,
    onSearch: (v) => [{ field: 'status', operator: 'eq', value: v.status }],
  });
  const take = useEndpointMutation(api['backoffice-documents'].takeRequest);
  const takeIt = (r: BoDocumentRequestRow) =>
    take.mutate(
      { params: { id: r.id } },
      {
        onSuccess: () => {
          void message.success(t('backoffice-document-requests.messages.taken'));
          void invalidate({ resource: 'backoffice-document-requests', invalidates: ['list'] });
        },
        onError: (e) => void message.error(e.message),
      },
    );
  const issue = (r: BoDocumentRequestRow) =>
    navigate(
      `/backoffice/documents/create?${new URLSearchParams({ requestId: String(r.id), phone: r.userPhone, objectId: String(r.objectId), kind: r.kind })}`,
    );
  const f = (k: string) => t(`backoffice-document-requests.fields.${k}`);
  const status = (r: BoDocumentRequestRow) => (
    <Tag color={COLORS[r.status]}>{t(`documents.requestStatuses.${r.status}`)}</Tag>
  );
  const actions = (r: BoDocumentRequestRow) =>
    isOpenRequest(r.status) ? (
      <Space wrap size={4}>
        {r.status === 'new' ? (
          <Button size="small" onClick={() => takeIt(r)} loading={take.isPending}>
            {t('backoffice-document-requests.actions.take')}
          </Button>
        ) : null}
        <Button size="small" type="primary" onClick={() => issue(r)}>
          {t('backoffice-document-requests.actions.issue')}
        </Button>
        <Button size="small" danger onClick={() => setRejecting(r)}>
          {t('backoffice-document-requests.actions.reject')}
        </Button>
      </Space>
    ) : r.documentId ? (
      <Link to={`/backoffice/documents/${r.documentId}`}>{f('document')}</Link>
    ) : (
      r.note || null
    );
  const person = (r: BoDocumentRequestRow) => (
    <>
      {r.userName}
      <div className="muted-inline">{formatPhone(r.userPhone)}</div>
    </>
  );

  return (
    <List>
      <FilterBar
        searchFormProps={searchFormProps}
        filters={filters}
        fields={[
          {
            kind: 'select',
            name: 'status',
            label: f('status'),
            testId: 'bo-request-status',
            options: DOCUMENT_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`documents.requestStatuses.${s}`) })),
          },
        ]}
      />
      {platform === 'mobile' ? (
        <RecordCards<BoDocumentRequestRow>
          tableProps={tableProps}
          testId="bo-request-cards"
          title={(r) => t(`documents.requestKinds.${r.kind}`)}
        >
          {(r) => (
            <Space direction="vertical" size={2}>
              <span>{formatServerTimestamp(r.createdAt)}</span>
              <span>{person(r)}</span>
              <span>{r.objectTitle}</span>
              {r.comment ? <span>{r.comment}</span> : null}
              {status(r)}
              {actions(r)}
            </Space>
          )}
        </RecordCards>
      ) : (
        <Table<BoDocumentRequestRow>
          {...tableProps}
          rowKey="id"
          scroll={{ x: true }}
          columns={[
            { title: f('createdAt'), render: (_, r) => formatServerTimestamp(r.createdAt) },
            { title: f('user'), render: (_, r) => person(r) },
            { title: f('object'), dataIndex: 'objectTitle' },
            { title: f('kind'), render: (_, r) => t(`documents.requestKinds.${r.kind}`) },
            { title: f('comment'), dataIndex: 'comment' },
            { title: f('status'), render: (_, r) => status(r) },
            { key: 'actions', render: (_, r) => actions(r) },
          ]}
        />
      )}
      {rejecting ? <RejectModal key={rejecting.id} row={rejecting} onClose={() => setRejecting(null)} /> : null}
    </List>
  );
}
