/**
 * /request-repair, /request-emergency, /request-custom (docs/rules.md R15.7, R15.8): category,
 * description, photos (POST app/v1/uploads, checked like every upload), room, preferred visit
 * windows and permission to enter; POST app/v1/service-requests, then the request's page. The
 * emergency form shows the MC's phone at once, before anything is typed.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Checkbox, DatePicker, Form, Input, Select, Space, TimePicker, Typography, Upload, type UploadFile } from 'antd';
import { CameraOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import { request } from '../../providers/http';
import type { Uploaded } from '../../src/contracts/uploads';
import type { RequestCreate, RequestDetail } from '../../src/contracts/service-requests';
import { REQUEST_CATEGORIES, type RequestKind } from '../../src/domain/services';
import { useCompany } from '../../src/components/company';
import { EmergencyPhone } from './components/emergency-phone';
import { keepEnterInPickers } from '../../src/components/form-keys';

interface Values {
  category: RequestCreate['category'];
  description: string;
  room: string;
  photos?: UploadFile[];
  windows?: { date?: Dayjs; time?: [Dayjs, Dayjs] }[];
  entryAllowed?: boolean;
}

/** antd `customRequest`: a photo goes to POST app/v1/uploads; its `{ id }` comes back. */
const uploadPhoto = async ({ file, onSuccess, onError }: { file: unknown; onSuccess?: (b: unknown) => void; onError?: (e: Error) => void }) => {
  try {
    onSuccess?.((await request<{ data: Uploaded }>('post', 'app/v1/uploads', { file: file as Blob })).data);
  } catch (e) {
    onError?.(e instanceof Error ? e : new Error('upload'));
  }
};

/** The request kind of the current path. */
const kindOf = (path: string): RequestKind => (path.includes('emergency') ? 'emergency' : path.includes('custom') ? 'custom' : 'repair');

export default function RequestFormPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const kind = kindOf(window.location.pathname);
  const { company } = useCompany();
  const [form] = Form.useForm<Values>();
  const create = useCustomMutation<RequestDetail>();
  const [error, setError] = useState<string | null>(null);
  // One request per send: a second submit while the first is on its way is ignored.
  const sending = useRef(false);
  const submit = (v: Values) => {
    if (sending.current) return;
    sending.current = true;
    setError(null);
    const photos = (v.photos ?? []).map((f) => (f.status === 'done' ? (f.response as Uploaded | undefined)?.id : undefined)).filter((x): x is string => !!x);
    const visitWindows = (v.windows ?? [])
      .filter((w) => w.date && w.time)
      .map((w) => ({ date: w.date!.format('YYYY-MM-DD'), from: w.time![0].format('HH:mm'), to: w.time![1].format('HH:mm') }));
    create.mutate(
      {
        url: 'app/v1/service-requests',
        method: 'post',
        values: { kind, category: v.category, description: v.description, room: v.room, photos, visitWindows, entryAllowed: !!v.entryAllowed },
        errorNotification: false,
        successNotification: false,
      },
      {
        onSuccess: ({ data }) => navigate(`/${kind === 'emergency' ? 'requested-emergency' : 'requested-repair'}/${data.id}`),
        onError: (e) => {
          sending.current = false;
          const errors = (e as HttpError).errors as Record<string, string[]> | undefined;
          if (errors) form.setFields(Object.entries(errors).filter(([k]) => ['category', 'description', 'room', 'photos'].includes(k)).map(([k, m]) => ({ name: k as keyof Values, errors: m })));
          setError(e.message);
        },
      },
    );
  };
  return (
    <Card style={{ maxWidth: 720 }}>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {t(`service-requests.titles.${kind}`)}
      </Typography.Title>
      {kind === 'emergency' && <EmergencyPhone phone={company?.phones[0]} />}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<Values> form={form} layout="vertical" onFinish={submit} onKeyDown={keepEnterInPickers} initialValues={{ category: kind === 'emergency' ? 'leak' : kind === 'custom' ? 'other' : 'plumbing', windows: [] }}>
        <Form.Item name="category" label={t('service-requests.fields.category')} rules={[{ required: true, message: t('validation.required') }]}>
          <Select options={REQUEST_CATEGORIES.map((c) => ({ value: c, label: t(`service-requests.categories.${c}`) }))} />
        </Form.Item>
        <Form.Item name="description" label={t('service-requests.fields.description')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
          <Input.TextArea rows={4} maxLength={4000} />
        </Form.Item>
        <Form.Item name="room" label={t('service-requests.fields.room')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="photos" label={t('service-requests.fields.photos')} valuePropName="fileList" getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}>
          <Upload accept="image/jpeg,image/png,image/webp" listType="picture" maxCount={10} customRequest={uploadPhoto} data-testid="request-photos">
            <Button icon={<CameraOutlined />}>{t('service-requests.actions.upload')}</Button>
          </Upload>
        </Form.Item>
        <Form.List name="windows">
          {(fields, { add, remove }) => (
            <Form.Item label={t('service-requests.fields.visitWindows')}>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, 'date']} noStyle>
                    <DatePicker format="DD.MM.YYYY" aria-label={t('requested-services.fields.date')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'time']} noStyle>
                    <TimePicker.RangePicker format="HH:mm" minuteStep={15} />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(field.name)} aria-label="remove" />
                </Space>
              ))}
              <Button type="dashed" onClick={() => add()} icon={<PlusOutlined />}>
                {t('service-requests.actions.addWindow')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name="entryAllowed" valuePropName="checked">
          <Checkbox>{t('service-requests.fields.entryAllowed')}</Checkbox>
        </Form.Item>
        <Button type="primary" size="large" htmlType="submit" loading={create.mutation.isPending} danger={kind === 'emergency'}>
          {t('service-requests.actions.send')}
        </Button>
      </Form>
    </Card>
  );
}
