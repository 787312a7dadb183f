/**
 * The one upload field of the portal (docs/rules.md R1.13; docs/architecture.md § The typed seam):
 * each file goes to POST app/v1/uploads (`api.uploads.create`) as it is picked, one per request,
 * checked there by size, type and magic bytes; the field's value is antd's file list, each finished
 * file carrying the upload's `{ id, name }` as its `response`. A refused file keeps the server's
 * reason (its field message, else its message) and shows it at the file.
 *
 * ```tsx
 * <Form.Item name="photos" {...uploadFieldItem} rules={[filesRule(1, t('…'))]}>
 *   <UploadField accept=".jpg,.png" maxCount={3} label={t('…')} />
 * </Form.Item>
 * const ids = uploadedIds(values.photos);
 * ```
 */
import type { ReactNode } from 'react';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { api } from '../contracts/api';
import type { Uploaded } from '../contracts/uploads';
import { MAX_UPLOAD_BYTES, PHOTO_MIME_TYPES } from '../domain/uploads';
import { callEndpoint } from '../../providers/endpoints';

/**
 * The server's reason for refusing an upload (its field message, else its message), as an Error
 * antd keeps on the file.
 */
export function uploadFailure(e: unknown): Error {
  const http = e as { message?: string; errors?: Record<string, string[]> };
  const fieldMessage = Object.values(http.errors ?? {}).flat()[0];
  return new Error(fieldMessage || http.message || 'upload');
}

/** Sends one file; resolves to the upload's `{ id, name }`. @throws Error with the server's reason. */
export async function uploadFile(file: Blob): Promise<Uploaded> {
  try {
    return await callEndpoint(api.uploads.create, { body: { file } as never });
  } catch (e) {
    throw uploadFailure(e);
  }
}

/** antd `customRequest`: sends the file and hands the upload's `{ id, name }` to the file list. */
export const uploadRequest: NonNullable<UploadProps['customRequest']> = ({ file, onSuccess, onError }) => {
  uploadFile(file as Blob).then(
    (u) => onSuccess?.(u),
    (e: Error) => onError?.(e),
  );
};

/** `Form.Item` props of an upload field: its value is the file list. */
export const uploadFieldItem = {
  valuePropName: 'fileList',
  getValueFromEvent: (e: { fileList: UploadFile[] } | UploadFile[]) => (Array.isArray(e) ? e : e.fileList),
} as const;

/** The uploads of a file list that finished, `{ id, name }` each. */
export const uploadedFiles = (list?: UploadFile[]): Uploaded[] =>
  (list ?? []).filter((f) => f.status === 'done' && f.response).map((f) => f.response as Uploaded);

/** The ids of the uploads of a file list that finished. */
export const uploadedIds = (list?: UploadFile[]): string[] => uploadedFiles(list).map((u) => u.id);

/**
 * A field's rule: a refused file's own reason first, then `emptyMessage` while fewer than `min`
 * files are uploaded (min 0: only refused files fail).
 */
export function filesRule(min: number, emptyMessage: string) {
  return {
    validator: (_: unknown, v?: UploadFile[]) => {
      const failed = (v ?? []).find((f) => f.status === 'error');
      if (failed)
        return Promise.reject(
          new Error(
            failed.error instanceof Error && failed.error.message
              ? `${failed.name}: ${failed.error.message}`
              : emptyMessage,
          ),
        );
      return (v ?? []).filter((f) => f.status === 'done').length >= min
        ? Promise.resolve()
        : Promise.reject(new Error(emptyMessage));
    },
  };
}

/**
 * What is wrong with `file` as a photo before it is sent (docs/rules.md R1.13), so the screen can
 * say so at once: `photoType` when it is not a JPEG, PNG or WebP image, `photoSize` when it is
 * over {@link MAX_UPLOAD_BYTES}; null when it may go. The server checks again by its first bytes.
 */
export function photoProblem(file: { type: string; size: number }): 'photoType' | 'photoSize' | null {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return 'photoType';
  return file.size > MAX_UPLOAD_BYTES ? 'photoSize' : null;
}

/** Props of {@link UploadField}: antd Upload's, plus the button's label and icon. */
export type UploadFieldProps = Omit<UploadProps, 'customRequest'> & {
  label: ReactNode;
  icon?: ReactNode;
  size?: 'small' | 'middle' | 'large';
};

/** antd `Upload` sending to POST app/v1/uploads, with one button. Put it inside a `Form.Item {...uploadFieldItem}`. */
export function UploadField({ label, icon = <UploadOutlined />, size, ...props }: UploadFieldProps) {
  return (
    <Upload customRequest={uploadRequest} {...props}>
      <Button size={size} icon={icon} disabled={props.disabled}>
        {label}
      </Button>
    </Upload>
  );
}
