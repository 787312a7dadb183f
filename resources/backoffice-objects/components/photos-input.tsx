/**
 * An object's photos as a form control (docs/rules.md R16.10): thumbnails in display order, each
 * moved left or right or removed; new images go to POST app/v1/uploads (`uploadFile` of
 * src/components/upload-field.tsx; a refused one says the server's reason) and are listed by their
 * upload id until the object is saved (the server then publishes them). JPEG, PNG or WebP.
 */
import { useState } from 'react';
import { App, Button, Image, Space, Upload } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { uploadFile } from '../../../src/components/upload-field';

export function PhotosInput({ value = [], onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const move = (i: number, d: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + d]] = [next[i + d], next[i]];
    onChange?.(next);
  };
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const { id } = await uploadFile(file);
      setPreviews((p) => ({ ...p, [id]: URL.createObjectURL(file) }));
      onChange?.([...value, id]);
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap align="start" data-testid="bo-object-photos">
      {value.map((p, i) => (
        <Space key={p} direction="vertical" size={4} align="center">
          <Image src={previews[p] ?? p} width={120} height={90} style={{ objectFit: 'cover' }} alt={`${i + 1}`} />
          <Space size={4}>
            <Button
              size="small"
              icon={<ArrowLeftOutlined />}
              disabled={i === 0}
              onClick={() => move(i, -1)}
              aria-label={t('backoffice-objects.actions.moveLeft')}
            />
            <Button
              size="small"
              icon={<ArrowRightOutlined />}
              disabled={i === value.length - 1}
              onClick={() => move(i, 1)}
              aria-label={t('backoffice-objects.actions.moveRight')}
            />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => onChange?.(value.filter((x) => x !== p))}
              aria-label={t('backoffice-objects.actions.remove')}
            />
          </Space>
        </Space>
      ))}
      <Upload
        accept="image/jpeg,image/png,image/webp"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('backoffice-objects.actions.upload')}
        </Button>
      </Upload>
    </Space>
  );
}
