/**
 * A legal entity's documents in the booking form (docs/rules.md R5.10, R1.13): the TIN
 * certificate and at least one document per guest, uploaded one file per request to
 * POST app/v1/uploads (PDF, JPEG, PNG). Uploading needs a login, so a logged-out booker is
 * offered the login first and comes back to the same form.
 */
import { Link } from 'react-router';
import { Alert, Button, Form, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { request } from '../../../providers/http';
import type { Uploaded } from '../../../src/contracts/uploads';

/** antd `customRequest`: sends the file and hands the upload's `{ id, name }` to the file list. */
const uploadRequest = async ({ file, onSuccess, onError }: { file: unknown; onSuccess?: (b: unknown) => void; onError?: (e: Error) => void }) => {
  try {
    const r = await request<{ data: Uploaded }>('post', 'app/v1/uploads', { file: file as Blob });
    onSuccess?.(r.data);
  } catch (e) {
    onError?.(e instanceof Error ? e : new Error('upload'));
  }
};

/** The uploads of a file list that finished, as the booking cites them. */
export const uploadedFiles = (list?: UploadFile[]) => (list ?? []).filter((f) => f.status === 'done' && f.response).map((f) => f.response as Uploaded);

const fileList = (e: { fileList: UploadFile[] }) => e.fileList;

/** Fields `tinCertificate` and `guestDocuments`; `guests` is the number of guests to document. */
export function OrderDocuments({ loggedIn, loginTo, guests }: { loggedIn: boolean; loginTo: string; guests: number }) {
  const { t } = useTranslation();
  const done = (v?: UploadFile[]) => (v ?? []).filter((f) => f.status === 'done').length;
  return (
    <>
      {loggedIn ? null : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('booking.loginForDocuments')}
          action={<Link to={`/login?to=${encodeURIComponent(loginTo)}`}>{t('nav.login')}</Link>}
        />
      )}
      <Form.Item
        name="tinCertificate"
        label={t('booking.tinCertificate')}
        required
        valuePropName="fileList"
        getValueFromEvent={fileList}
        rules={[{ validator: (_, v?: UploadFile[]) => (done(v) > 0 ? Promise.resolve() : Promise.reject(new Error(t('validation.tinRequired')))) }]}
      >
        <Upload customRequest={uploadRequest as never} maxCount={1} accept=".pdf,.jpg,.jpeg,.png,.webp" disabled={!loggedIn}>
          <Button icon={<UploadOutlined />}>{t('booking.upload')}</Button>
        </Upload>
      </Form.Item>
      <Form.Item
        name="guestDocuments"
        label={t('booking.guestDocuments')}
        required
        valuePropName="fileList"
        getValueFromEvent={fileList}
        rules={[{ validator: (_, v?: UploadFile[]) => (done(v) >= guests ? Promise.resolve() : Promise.reject(new Error(t('validation.guestDocsRequired')))) }]}
      >
        <Upload customRequest={uploadRequest as never} multiple accept=".pdf,.jpg,.jpeg,.png,.webp" disabled={!loggedIn}>
          <Button icon={<UploadOutlined />}>{t('booking.upload')}</Button>
        </Upload>
      </Form.Item>
    </>
  );
}
