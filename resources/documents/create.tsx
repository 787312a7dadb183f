/**
 * /documents/create (docs/rules.md R11.5): a request for a document (a certificate of residence, a
 * copy of an act…) for one of the caller's objects — POST app/v1/documents/requests on
 * `useEndpointForm` (the server's errors under the fields); the object
 * comes from the select or from /documents/create/add-object (`?objectId=`), which gets the form's
 * draft in the router's state and hands it back, so the type and the comment survive the detour.
 * Below, the caller's requests and their state; the MC handles them in the back office.
 */
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Form, Input, Select, Space, Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { DocumentRequestRow } from '../../src/contracts/documents';
import { api } from '../../src/contracts/api';
import { useEndpointQuery } from '../../providers/endpoints';
import { useEndpointForm } from '../../providers/endpoint-forms';
import { DOCUMENT_REQUEST_KINDS } from '../../src/domain/documents';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { useDocumentObjects, type RequestDraftState } from './components/use-document-objects';
import { InlineTable } from '../../src/components/inline-table';
import { PageTitle } from '../../src/components/page-title';

export default function DocumentRequestPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const draft = (useLocation().state as RequestDraftState | null)?.draft;
  const { notification } = App.useApp();
  const { objects, loading } = useDocumentObjects();
  const { query: requests } = useEndpointQuery(api.documents.requests, {});
  const { formProps, form, formLoading } = useEndpointForm(api.documents.request, {
    onMutationSuccess: () => {
      notification.success({ message: t('documents.messages.requestSent') });
      form.setFieldsValue({ comment: '' });
      void requests.refetch();
      navigate('/documents/create', { replace: true });
    },
  });
  const initialObject = params.get('objectId')
    ? Number(params.get('objectId'))
    : objects.length === 1
      ? objects[0].id
      : undefined;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <PageTitle>{t('documents.titles.create')}</PageTitle>
      <Card size="small">
        {!loading && !objects.length ? (
          <Alert type="warning" showIcon message={t('documents.messages.noObjects')} style={{ marginBottom: 16 }} />
        ) : null}
        <Form
          {...formProps}
          layout="vertical"
          key={initialObject ?? 'none'}
          initialValues={{ kind: 'residence_certificate', comment: '', ...draft, objectId: initialObject }}
          style={{ maxWidth: 560 }}
        >
          <Form.Item
            name="kind"
            label={t('documents.fields.kind')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Select
              options={DOCUMENT_REQUEST_KINDS.map((k) => ({ value: k, label: t(`documents.requestKinds.${k}`) }))}
            />
          </Form.Item>
          <Form.Item label={t('documents.fields.object')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="objectId" noStyle rules={[{ required: true, message: t('validation.required') }]}>
                <Select
                  loading={loading}
                  aria-label={t('documents.fields.object')}
                  options={objects.map((o) => ({ value: o.id, label: o.title }))}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Link
                to="/documents/create/add-object"
                onClick={(e) => {
                  e.preventDefault();
                  void navigate('/documents/create/add-object', {
                    state: { draft: form.getFieldsValue(['kind', 'comment']) } satisfies RequestDraftState,
                  });
                }}
              >
                <Button>{t('documents.actions.chooseObject')}</Button>
              </Link>
            </Space.Compact>
          </Form.Item>
          <Form.Item name="comment" label={t('documents.fields.comment')}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={formLoading} disabled={!objects.length}>
            {t('documents.actions.send')}
          </Button>
        </Form>
      </Card>
      <Card size="small" title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('documents.titles.requests')}</h2>}>
        <InlineTable<DocumentRequestRow>
          rowKey="id"
          loading={requests.isLoading}
          dataSource={requests.data?.data ?? []}
          scroll={{ x: true }}
          columns={[
            { title: t('documents.fields.createdAt'), render: (_, r) => formatServerTimestamp(r.createdAt) },
            { title: t('documents.fields.kind'), render: (_, r) => t(`documents.requestKinds.${r.kind}`) },
            { title: t('documents.fields.object'), dataIndex: 'objectTitle' },
            {
              title: t('documents.fields.status'),
              render: (_, r) => (
                <Tag color={{ new: 'blue', in_progress: 'orange', done: 'green', rejected: 'red' }[r.status]}>
                  {t(`documents.requestStatuses.${r.status}`)}
                </Tag>
              ),
            },
            { title: t('documents.fields.note'), render: (_, r) => r.note || '—' },
            {
              title: t('documents.fields.document'),
              render: (_, r) =>
                r.documentId ? <Link to={`/documents/${r.documentId}`}>{t('documents.fields.document')}</Link> : '—',
            },
          ]}
        />
      </Card>
    </Space>
  );
}
