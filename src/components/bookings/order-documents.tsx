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
import { request, toHttpError } from '../../../providers/http';
import type { Uploaded } from '../../contracts/uploads';

/**
 * The server's reason for refusing an upload (its field message, else its message), as an Error
 * antd keeps on the file (issue 14 item 7: "PDF, JPEG, PNG or WebP" shown at the file).
 */
export function uploadFailure(e: unknown): Error {
  const http = toHttpError(e);
  const fieldMessage = Object.values(http.errors ?? {}).flat()[0];
  return new Error(fieldMessage || http.message);
}

/** antd `customRequest`: sends the file and hands the upload's `{ id, name }` to the file list. */
export const uploadRequest = async ({ file, onSuccess, onError }: { file: unknown; onSuccess?: (b: unknown) => void; onError?: (e: Error) => void }) => {
  try {
    const r = await request<{ data: Uploaded }>('post', 'app/v1/uploads', { file: file as Blob });
    onSuccess?.(r.data);
  } catch (e) {
    onError?.(uploadFailure(e));
  }
};

/**
 * A documents field's rule: a refused file's own reason first (from {@link uploadFailure}), then
 * "attach …" (`emptyMessage`) while fewer than `min` files are uploaded.
 */
export function filesRule(min: number, emptyMessage: string) {
  return {
    validator: (_: unknown, v?: UploadFile[]) => {
      const failed = (v ?? []).find((f) => f.status === 'error');
      if (failed) return Promise.reject(new Error(failed.error instanceof Error && failed.error.message ? `${failed.name}: ${failed.error.message}` : emptyMessage));
      return (v ?? []).filter((f) => f.status === 'done').length >= min ? Promise.resolve() : Promise.reject(new Error(emptyMessage));
    },
  };
}

/** The uploads of a file list that finished, as the booking cites them. */
export const uploadedFiles = (list?: UploadFile[]) => (list ?? []).filter((f) => f.status === 'done' && f.response).map((f) => f.response as Uploaded);

const fileList = (e: { fileList: UploadFile[] }) => e.fileList;

/** Fields `tinCertificate` and `guestDocuments`; `guests` is the number of guests to document. */
export function OrderDocuments({ loggedIn, loginTo, guests }: { loggedIn: boolean; loginTo: string; guests: number }) {
  const { t } = useTranslation();
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
        rules={[filesRule(1, t('validation.tinRequired'))]}
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
        rules={[filesRule(guests, t('validation.guestDocsRequired'))]}
      >
        <Upload customRequest={uploadRequest as never} multiple accept=".pdf,.jpg,.jpeg,.png,.webp" disabled={!loggedIn}>
          <Button icon={<UploadOutlined />}>{t('booking.upload')}</Button>
        </Upload>
      </Form.Item>
    </>
  );
}
