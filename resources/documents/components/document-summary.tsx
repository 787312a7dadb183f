/**
 * One document's fields (docs/rules.md R11.1), its two tracks with paying (R11.2, the card payment
 * of the payment service) and the signature: signed in the mobile app only — the web explains this,
 * links to /mobile-app and offers the document's QR code, or shows who signed, when, how and the
 * SHA-256 of the document signed (R11.3, R11.8); before the first signing, the e-signature
 * agreement to accept (R11.9, ./esign-gate.tsx).
 */
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Descriptions, Space } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { formatServerTimestamp } from '../../../src/domain/datetime';
import { showsDueDate } from '../../../src/domain/documents';
import type { DocumentDetail } from '../../../src/contracts/documents';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';
import { DocumentQr } from './document-qr';
import { EsignGate } from './esign-gate';
import { useDocumentFormat } from './use-document-format';
import { LinkButton } from '../../../src/components/link-button';
import { DocumentCard } from './document-card';
import { goToAcquirer, usePayMethod } from '../../../src/components/pay-method';

export function DocumentSummary({ doc }: { doc: DocumentDetail }) {
  const t = useTranslate();
  const f = useDocumentFormat();
  const navigate = useNavigate();
  const { mutate, isPending } = useEndpointMutation(api.documents.pay);
  const { method, choice, onPayError } = usePayMethod();
  const pay = () =>
    mutate(
      { params: { id: doc.id }, body: { method } },
      {
        onSuccess: ({ data }) =>
          goToAcquirer(data.confirmationUrl ?? `/documents/${doc.id}?payment=${data.paymentId}`, navigate),
        onError: (e) => onPayError(e, pay),
      },
    );
  const at = (s: string | null) => (s ? formatServerTimestamp(s) : '—');
  return (
    <>
      <DocumentCard
        doc={doc}
        facts={
          <>
            <Descriptions.Item label={t('documents.fields.number')}>{doc.number}</Descriptions.Item>
            <Descriptions.Item label={t('documents.fields.object')}>{doc.objectTitle ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('documents.fields.issuedOn')}>{f.date(doc.issuedOn)}</Descriptions.Item>
            {showsDueDate(doc) ? (
              <Descriptions.Item label={t('documents.fields.dueOn')}>{f.date(doc.dueOn)}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('documents.fields.validUntil')}>{f.date(doc.validUntil)}</Descriptions.Item>
            <Descriptions.Item label={t('documents.fields.period')}>
              {f.period(doc.periodFrom, doc.periodUntil)}
            </Descriptions.Item>
            <Descriptions.Item label={t('documents.fields.signedOn')}>{f.date(doc.signedOn)}</Descriptions.Item>
            <Descriptions.Item label={t('documents.fields.payment')}>
              {t(`documents.payment.${doc.payment}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('documents.fields.signature')}>
              {t(`documents.signature.${doc.signature}`)}
            </Descriptions.Item>
            {doc.amountKopecks ? (
              <Descriptions.Item label={t('documents.fields.amount')}>{f.money(doc.amountKopecks)}</Descriptions.Item>
            ) : null}
          </>
        }
      >
        {doc.payment === 'requires_payment' && doc.amountKopecks ? (
          <Space wrap style={{ marginTop: 8 }}>
            {choice}
            <Button type="primary" loading={isPending} onClick={pay}>
              {t('documents.actions.pay', { amount: f.money(doc.amountKopecks) })}
            </Button>
          </Space>
        ) : null}
      </DocumentCard>
      {doc.signature === 'requires_signature' ? (
        <Alert
          type="info"
          showIcon
          icon={<MobileOutlined />}
          style={{ marginBottom: 16 }}
          message={t('documents.sign.title')}
          description={
            <>
              <p>{t('documents.sign.text')}</p>
              <EsignGate />
              <DocumentQr doc={doc} />
            </>
          }
          action={<LinkButton to="/mobile-app">{t('documents.actions.openInApp')}</LinkButton>}
        />
      ) : null}
      {doc.signature === 'signed' ? (
        <Card size="small" style={{ marginBottom: 16 }} title={t('documents.signature.signed')} data-testid="signature">
          <Descriptions column={{ xs: 1, sm: 2 }} size="small">
            <Descriptions.Item label={t('documents.fields.signer')}>{doc.signerName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('documents.fields.signedAt')}>{at(doc.signedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('documents.fields.signerPhone')}>{doc.signerPhone ?? '—'}</Descriptions.Item>
            {doc.evidence ? (
              <Descriptions.Item label={t('documents.fields.signedVia')}>
                {t(`documents.signatureSheet.clients.${doc.evidence.clientType}`)} ·{' '}
                {t(`documents.signatureSheet.channels.${doc.evidence.channel}`)}
              </Descriptions.Item>
            ) : null}
            {doc.evidence?.agreement ? (
              <Descriptions.Item label={t('documents.signatureSheet.agreement')}>
                {t('documents.signatureSheet.agreementAccepted', {
                  version: doc.evidence.agreement.version,
                  at: at(doc.evidence.agreement.acceptedAt),
                })}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('documents.fields.signatureHash')}>
              <code style={{ wordBreak: 'break-all' }}>{doc.signatureHash ?? '—'}</code>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
    </>
  );
}
