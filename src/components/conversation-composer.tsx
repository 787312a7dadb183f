/**
 * The composer of a conversation's thread (docs/rules.md R23.3), the person's and the back
 * office's: the text (Enter sends, Shift+Enter a new line) and up to {@link MESSAGE_PHOTOS_MAX}
 * photos. Each photo is uploaded as it is picked (R1.13) and shows as a thumbnail that opens a
 * preview and can be removed before sending; a file that is not a JPEG, PNG or WebP image or is
 * over the upload limit is refused at once with a translated reason; Send waits while a photo is
 * still uploading, so no photo is dropped.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Image, Input, Space, Typography, Upload, type UploadFile } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { MESSAGE_PHOTOS_MAX, MESSAGE_TEXT_MAX } from '../domain/conversations';
import { MAX_UPLOAD_BYTES, PHOTO_MIME_TYPES } from '../domain/uploads';
import { photoProblem, UploadField, uploadedIds } from './upload-field';

/** What the composer sends: the trimmed text and the uploaded photos' ids. */
export interface ComposedMessage {
  text: string;
  photos: string[];
}

/**
 * The composer. `onSend` gets the message and `done`, to call once the server took it (the
 * composer then empties); `pending` shows the send in progress. `insert` (a quick reply picked) is
 * put into the text when it changes; `extra` sits beside the send button.
 */
export function Composer({
  onSend,
  pending,
  insert,
  extra,
}: {
  onSend: (message: ComposedMessage, done: () => void) => void;
  pending: boolean;
  insert?: { text: string; at: number };
  extra?: ReactNode;
}) {
  const t = useTranslate();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (insert) setText((v) => (v ? `${v}\n${insert.text}` : insert.text));
  }, [insert]);
  const refusal = (batch: File[]) => {
    const bad = batch.find((f) => photoProblem(f));
    return bad
      ? t(`conversations.errors.${photoProblem(bad)}`, { name: bad.name, mb: MAX_UPLOAD_BYTES / 2 ** 20 })
      : null;
  };
  const photos = uploadedIds(files);
  const uploading = files.some((f) => f.status === 'uploading');
  const empty = !text.trim() && !photos.length;
  const send = () => {
    if (empty || uploading || pending) return;
    onSend({ text: text.trim(), photos }, () => {
      setText('');
      setFiles([]);
      setRefused(null);
    });
  };
  return (
    <>
      <Input.TextArea
        value={text}
        onChange={(ev) => setText(ev.target.value)}
        maxLength={MESSAGE_TEXT_MAX}
        autoSize={{ minRows: 2, maxRows: 8 }}
        aria-label={t('conversations.fields.text')}
        placeholder={t('conversations.hints.composer')}
        onKeyDown={(ev) => {
          if (ev.key === 'Enter' && !ev.shiftKey) {
            ev.preventDefault();
            send();
          }
        }}
      />
      <Space wrap align="start">
        <UploadField
          label={t('conversations.fields.photos')}
          icon={<CameraOutlined />}
          accept={PHOTO_MIME_TYPES.join(',')}
          listType="picture"
          multiple
          maxCount={MESSAGE_PHOTOS_MAX}
          fileList={files}
          data-testid="conversation-photos"
          beforeUpload={(file, batch) => {
            // The first file of a pick says what was wrong with any of the pick (or clears the old reason).
            if (file === batch[0]) setRefused(refusal(batch));
            return photoProblem(file) ? Upload.LIST_IGNORE : true;
          }}
          onChange={({ fileList }) => setFiles(fileList)}
          onPreview={(f) => setPreview(f.thumbUrl ?? f.url)}
        />
        {extra}
        <Button
          type="primary"
          onClick={send}
          loading={pending || uploading}
          disabled={empty}
          data-testid="conversation-send"
        >
          {t('conversations.actions.send')}
        </Button>
      </Space>
      {refused ? (
        <Typography.Text type="danger" role="alert" data-testid="conversation-photo-refused">
          {refused}
        </Typography.Text>
      ) : null}
      {preview ? (
        <Image
          style={{ display: 'none' }}
          src={preview}
          alt=""
          preview={{ visible: true, src: preview, onVisibleChange: (v) => !v && setPreview(undefined) }}
        />
      ) : null}
    </>
  );
}
