/**
 * One document's facts in the back office (docs/rules.md R11.7): the person, the fields, both
 * tracks, "Mark paid" (a bank transfer received; confirmed first; only while an amount is due),
 * the signature — seen only, it is given in the person's mobile app (R11.3) — with its evidence,
 * and the card payments.
 */
import { Link } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Popconfirm, Tag } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';
import { formatServerTimestamp } from '../../../src/domain/datetime';
import { formatPhone } from '../../../src/domain/phone';
import { showsDueDate } from '../../../src/domain/documents';
import type { BoDocumentDetail } from '../../../src/contracts/documents';
import { useDocumentFormat } from '../../documents/components/use-document-format';
import { InlineTable } from '../../../src/components/inline-table';
import { DocumentCard } from '../../documents/components/document-card';

export function DocumentFacts({ doc }: { doc: BoDocumentDetail }) {
  const t = useTranslate();
  const f = useDocumentFormat();
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  const { mutate, isPending } = useEndpointMutation(api['backoffice-documents'].markPaid);
  const markPaid = () =>
    mutate(
      { params: { id: doc.id } },
      {
        onSuccess: () => {
          void message.success(t('backoffice-documents.messages.markedPaid'));
          void invalidate({ resource: 'backoffice-documents', invalidates: ['detail', 'list'], id: doc.id });
        },
        onError: (e) => void message.error(e.message),
      },
    );
  const f1 = (k: string) => t(`backoffice-documents.fields.${k}`);
  return (
    <>
      <DocumentCard
        doc={doc}
        facts={
          <>
            <Descriptions.Item label={f1('user')}>
              <Link to={`/backoffice/users/${doc.userId}`}>{doc.userName}</Link>&nbsp;{formatPhone(doc.userPhone)}
            </Descriptions.Item>
            <Descriptions.Item label={f1('number')}>{doc.number}</Descriptions.Item>
            <Descriptions.Item label={f1('object')}>{doc.objectTitle ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f1('issuedOn')}>{f.date(doc.issuedOn)}</Descriptions.Item>
            {showsDueDate(doc) ? <Descriptions.Item label={f1('dueOn')}>{f.date(doc.dueOn)}</Descriptions.Item> : null}
            <Descriptions.Item label={f1('validUntil')}>{f.date(doc.validUntil)}</Descriptions.Item>
            <Descriptions.Item label={f1('period')}>{f.period(doc.periodFrom, doc.periodUntil)}</Descriptions.Item>
            <Descriptions.Item label={f1('amount')}>
              {doc.amountKopecks ? f.money(doc.amountKopecks) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={f1('payment')}>{t(`documents.payment.${doc.payment}`)}</Descriptions.Item>
            <Descriptions.Item label={f1('signature')}>{t(`documents.signature.${doc.signature}`)}</Descriptions.Item>
            {doc.fileName ? <Descriptions.Item label={f1('fileName')}>{doc.fileName}</Descriptions.Item> : null}
          </>
        }
      >
        {doc.payment === 'requires_payment' ? (
          <Popconfirm
            title={t('backoffice-documents.messages.markPaidConfirm')}
            onConfirm={markPaid}
            okText={t('backoffice-documents.actions.markPaid')}
            cancelText={t('buttons.cancel')}
          >
            <Button type="primary" loading={isPending} style={{ marginTop: 8 }}>
              {t('backoffice-documents.actions.markPaid')}
            </Button>
          </Popconfirm>
        ) : null}
      </DocumentCard>
      {doc.signature === 'signed' ? (
        <Card size="small" style={{ marginBottom: 16 }} title={t('documents.signature.signed')} data-testid="signature">
          <Descriptions column={{ xs: 1, sm: 2 }} size="small">
            <Descriptions.Item label={f1('signer')}>{doc.signerName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f1('signedAt')}>
              {doc.signedAt ? formatServerTimestamp(doc.signedAt) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={f1('signerPhone')}>{doc.signerPhone ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f1('signMethod')}>{doc.signMethod ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f1('signatureHash')}>
              <code style={{ wordBreak: 'break-all' }}>{doc.signatureHash ?? '—'}</code>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ) : doc.signature === 'requires_signature' ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('documents.signature.requires_signature')}
          description={t('backoffice-documents.messages.signInApp')}
        />
      ) : null}
      {doc.payments.length ? (
        <Card size="small" style={{ marginBottom: 16 }} title={f1('payments')}>
          <InlineTable
            rowKey="id"
            dataSource={doc.payments}
            columns={[
              { title: '№', dataIndex: 'id' },
              { title: f1('amount'), align: 'right', render: (_, p) => f.money(p.amountKopecks) },
              { title: f1('payment'), render: (_, p) => <Tag>{t(`payment.status.${p.status}`, p.status)}</Tag> },
              { title: f1('issuedOn'), render: (_, p) => formatServerTimestamp(p.createdAt) },
            ]}
          />
        </Card>
      ) : null}
    </>
  );
}
