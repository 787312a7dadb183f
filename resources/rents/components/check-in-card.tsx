/**
 * Check-in (docs/rules.md R9.5): the company's conditions (GET app/v1/check-in/condition) shown
 * and accepted (POST app/v1/rents/{id}/check-in); the documents registration needs uploaded
 * (POST app/v1/uploads, then …/documents) with a separate personal-data consent (152-FZ); the
 * entry instructions only once the first charge is paid and check-in is accepted. Only the tenant
 * accepts and uploads; the owner sees whether they did.
 */
import { useState } from 'react';
import { Alert, App, Button, Checkbox, Space, Typography, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation, useInvalidate, useTranslate, type HttpError } from '@refinedev/core';
import { request } from '../../../providers/http';
import type { CheckInConditions } from '../../../src/contracts/content';
import type { RentDetail } from '../../../src/contracts/rents';
import type { Uploaded } from '../../../src/contracts/uploads';
import { formatServerTimestamp } from '../../../src/domain/datetime';

const upload = async ({ file, onSuccess, onError }: { file: unknown; onSuccess?: (b: unknown) => void; onError?: (e: Error) => void }) => {
  try {
    onSuccess?.((await request<{ data: Uploaded }>('post', 'app/v1/uploads', { file: file as Blob })).data);
  } catch (e) {
    onError?.(e instanceof Error ? e : new Error('upload'));
  }
};

function Documents({ rent }: { rent: RentDetail }) {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mutate, mutation } = useCustomMutation();
  const ids = files.map((f) => (f.status === 'done' ? (f.response as Uploaded | undefined)?.id : undefined)).filter((x): x is string => !!x);
  const attached = rent.documents.filter((d) => d.kind === 'registration').length;
  const send = () =>
    mutate(
      { url: `app/v1/rents/${rent.id}/documents`, method: 'post', values: { uploadIds: ids, pdConsent: true }, errorNotification: false, successNotification: false },
      {
        onSuccess: () => {
          setFiles([]);
          void message.success(t('rents.checkIn.attached', { count: ids.length }));
          void invalidate({ resource: 'rents', id: rent.id, invalidates: ['detail'] });
        },
        onError: (e: HttpError) => setError(e.message),
      },
    );
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Text strong>{t('rents.checkIn.documents')}</Typography.Text>
      {attached ? <div>{t('rents.checkIn.attached', { count: attached })}</div> : null}
      <Upload customRequest={upload as never} fileList={files} onChange={(e) => setFiles(e.fileList)} accept=".jpg,.jpeg,.png,.webp,.pdf" multiple maxCount={10}>
        <Button icon={<UploadOutlined />} style={{ marginTop: 8 }}>{t('rents.actions.uploadDocuments')}</Button>
      </Upload>
      <Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} style={{ marginTop: 8 }}>
        {t('rents.checkIn.pdConsent')}
      </Checkbox>
      <div>
        <Button style={{ marginTop: 8 }} disabled={!ids.length || !consent} loading={mutation.isPending} onClick={send}>
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
  // The data provider's `custom` already unwraps the `{ data }` envelope.
  const { query } = useCustom<CheckInConditions>({ url: 'app/v1/check-in/condition', method: 'get', errorNotification: false });
  const cond = query.data?.data;
  const { mutate, mutation } = useCustomMutation();
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
        <Alert type="success" showIcon message={t('rents.checkIn.accepted', { at: c.acceptedAt ? formatServerTimestamp(c.acceptedAt) : '' })} />
      ) : !rent.isTenant ? (
        // Only the tenant accepts (R9.5); the owner sees whether they did.
        <Alert type="info" showIcon message={t('rents.checkIn.notAccepted')} />
      ) : (
        <Space direction="vertical">
          <Checkbox checked={accept} onChange={(e) => setAccept(e.target.checked)}>{t('rents.checkIn.accept')}</Checkbox>
          <Button
            type="primary"
            disabled={!accept}
            loading={mutation.isPending}
            onClick={() =>
              mutate(
                { url: `app/v1/rents/${rent.id}/check-in`, method: 'post', values: { accepted: true }, successNotification: false },
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
          {c.entry ? <Alert type="info" showIcon message={c.entry} data-testid="rent-entry" /> : <div>{t('rents.checkIn.entryLocked')}</div>}
        </div>
      ) : null}
    </>
  );
}
