/**
 * Check-in (docs/rules.md R9.5): the company's conditions (GET app/v1/check-in/condition) shown
 * and accepted (POST app/v1/rents/{id}/check-in); the documents registration needs uploaded
 * (POST app/v1/uploads, then …/documents) with a separate personal-data consent (152-FZ); the
 * entry instructions only once the first charge is paid and check-in is accepted. Only the tenant
 * accepts and uploads; the owner sees whether they did.
 */
import { useState } from 'react';
import { Alert, App, Button, Checkbox, Space, Typography, type UploadFile } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { RentDetail } from '../../../src/contracts/rents';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation, useEndpointQuery } from '../../../providers/endpoints';
import { UploadField, uploadedIds } from '../../../src/components/upload-field';
import { formatServerTimestamp } from '../../../src/domain/datetime';

function Documents({ rent }: { rent: RentDetail }) {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mutate, isPending } = useEndpointMutation(api.rents.documents);
  const ids = uploadedIds(files);
  const attached = rent.documents.filter((d) => d.kind === 'registration').length;
  const send = () =>
    mutate(
      { params: { id: rent.id }, body: { uploadIds: ids, pdConsent: true } },
      {
        onSuccess: () => {
          setFiles([]);
          void message.success(t('rents.checkIn.attached', { count: ids.length }));
          void invalidate({ resource: 'rents', id: rent.id, invalidates: ['detail'] });
        },
        onError: (e) => setError(e.message),
      },
    );
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Text strong>{t('rents.checkIn.documents')}</Typography.Text>
      {attached ? <div>{t('rents.checkIn.attached', { count: attached })}</div> : null}
      <div style={{ marginTop: 8 }}>
        <UploadField
          fileList={files}
          onChange={(e) => setFiles(e.fileList)}
          accept=".jpg,.jpeg,.png,.webp,.pdf"
          multiple
          maxCount={10}
          label={t('rents.actions.uploadDocuments')}
        />
      </div>
      <Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} style={{ marginTop: 8 }}>
        {t('rents.checkIn.pdConsent')}
      </Checkbox>
      <div>
        <Button style={{ marginTop: 8 }} disabled={!ids.length || !consent} loading={isPending} onClick={send}>
          {t('rents.actions.uploadDocuments')}
        </Button>
      </div>
      {error ? <Alert type="error" showIcon role="alert" message={error} style={{ marginTop: 8 }} /> : null}
    </div>
  );
}

export function CheckInCard({ rent }: { rent: RentDetail }) {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const [accept, setAccept] = useState(false);
  const { query } = useEndpointQuery(api.content.checkIn, {});
  const cond = query.data?.data;
  const { mutate, isPending } = useEndpointMutation(api.rents.checkIn);
  const c = rent.checkIn;
  return (
    <>
      <Typography.Text strong>{t('rents.checkIn.conditions')}</Typography.Text>
      {cond ? (
        <>
          <div>{t('rents.checkIn.times', { checkIn: cond.checkInTime, checkOut: cond.checkOutTime })}</div>
          <ul style={{ paddingLeft: 20 }}>
            {cond.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      ) : null}
      {c.accepted ? (
        <Alert
          type="success"
          showIcon
          message={t('rents.checkIn.accepted', { at: c.acceptedAt ? formatServerTimestamp(c.acceptedAt) : '' })}
        />
      ) : !rent.isTenant ? (
        // Only the tenant accepts (R9.5); the owner sees whether they did.
        <Alert type="info" showIcon message={t('rents.checkIn.notAccepted')} />
      ) : (
        <Space direction="vertical">
          <Checkbox checked={accept} onChange={(e) => setAccept(e.target.checked)}>
            {t('rents.checkIn.accept')}
          </Checkbox>
          <Button
            type="primary"
            disabled={!accept}
            loading={isPending}
            onClick={() =>
              mutate(
                // Refine's error notification as before (a refusal is rare: the lease changed meanwhile).
                {
                  params: { id: rent.id },
                  body: { accepted: true },
                  errorNotification: (e) => ({ type: 'error', message: e?.message ?? '' }),
                },
                { onSuccess: () => void invalidate({ resource: 'rents', id: rent.id, invalidates: ['detail'] }) },
              )
            }
          >
            {t('rents.actions.acceptCheckIn')}
          </Button>
        </Space>
      )}
      {rent.isTenant ? <Documents rent={rent} /> : null}
      {rent.isTenant ? (
        <div style={{ marginTop: 16 }}>
          <Typography.Text strong>{t('rents.checkIn.entryTitle')}</Typography.Text>
          {c.entry ? (
            <Alert type="info" showIcon message={c.entry} data-testid="rent-entry" />
          ) : (
            <div>{t('rents.checkIn.entryLocked')}</div>
          )}
        </div>
      ) : null}
    </>
  );
}
