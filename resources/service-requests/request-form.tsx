/**
 * /request-repair, /request-emergency, /request-custom (docs/rules.md R15.7, R15.8): category,
 * description, photos (the one upload field, checked like every upload), room (the person's rooms
 * offered — GET app/v1/service-requests/rooms — the only one chosen; any other text allowed), preferred visit
 * windows and permission to enter; `api['service-requests'].create` on `useEndpointForm` (the
 * server's errors under the fields, its message above the form), then the request's page. The
 * emergency form shows the MC's phone at once, before anything is typed.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  AutoComplete,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Form,
  Input,
  Select,
  Space,
  TimePicker,
  Typography,
  type UploadFile,
} from 'antd';
import { CameraOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import type { RequestCreate } from '../../src/contracts/service-requests';
import { useEndpointForm } from '../../providers/endpoint-forms';
import { useEndpointQuery } from '../../providers/endpoints';
import { REQUEST_CATEGORIES, type RequestKind } from '../../src/domain/services';
import { useCompany } from '../../src/components/company';
import { UploadField, uploadFieldItem, uploadedIds } from '../../src/components/upload-field';
import { EmergencyPhone } from './components/emergency-phone';
import { keepEnterInPickers } from '../../src/components/form-keys';

/** The form's values: the contract's body fields, photos as the upload list, windows as pickers. */
interface Values {
  category: RequestCreate['category'];
  description: string;
  room: string;
  photos?: UploadFile[];
  visitWindows?: { date?: Dayjs; time?: [Dayjs, Dayjs] }[];
  entryAllowed?: boolean;
}

/** The request kind of the current path. */
const kindOf = (path: string): RequestKind =>
  path.includes('emergency') ? 'emergency' : path.includes('custom') ? 'custom' : 'repair';

/** The body of `api['service-requests'].create` from the form's values (windows without a date or time are left out). */
const toBody = (kind: RequestKind, v: Values): RequestCreate => ({
  kind,
  category: v.category,
  description: v.description,
  room: v.room,
  photos: uploadedIds(v.photos),
  visitWindows: (v.visitWindows ?? [])
    .filter((w) => w.date && w.time)
    .map((w) => ({
      date: w.date!.format('YYYY-MM-DD'),
      from: w.time![0].format('HH:mm'),
      to: w.time![1].format('HH:mm'),
    })),
  entryAllowed: !!v.entryAllowed,
});

export default function RequestFormPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const kind = kindOf(window.location.pathname);
  const { company } = useCompany();
  const [error, setError] = useState<string | null>(null);
  // One request per send: a second submit while the first is on its way is ignored (useEndpointForm).
  const { formProps, formLoading } = useEndpointForm(api['service-requests'].create, {
    toBody: (v: Values) => {
      setError(null);
      return toBody(kind, v);
    },
    errorNotification: false,
    onMutationSuccess: ({ data }) =>
      navigate(`/${kind === 'emergency' ? 'requested-emergency' : 'requested-repair'}/${data.id}`),
    onMutationError: (e) => setError(e.message),
  });
  const roomsAnswer = useEndpointQuery(api['service-requests'].rooms, {}).query.data?.data;
  const rooms = roomsAnswer ?? [];
  const form = formProps.form;
  // The person's only room is chosen once it arrives, unless they typed one already (R15.7).
  useEffect(() => {
    if (roomsAnswer?.length === 1 && form && !form.getFieldValue('room'))
      form.setFieldValue('room', roomsAnswer[0].label);
  }, [roomsAnswer, form]);
  return (
    <Card style={{ maxWidth: 720 }}>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {t(`service-requests.titles.${kind}`)}
      </Typography.Title>
      {kind === 'emergency' && <EmergencyPhone phone={company?.phones[0]} />}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<Values>
        {...formProps}
        layout="vertical"
        onKeyDown={keepEnterInPickers}
        initialValues={{
          category: kind === 'emergency' ? 'leak' : kind === 'custom' ? 'other' : 'plumbing',
          visitWindows: [],
        }}
      >
        <Form.Item
          name="category"
          label={t('service-requests.fields.category')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Select
            options={REQUEST_CATEGORIES.map((c) => ({ value: c, label: t(`service-requests.categories.${c}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('service-requests.fields.description')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input.TextArea rows={4} maxLength={4000} />
        </Form.Item>
        <Form.Item
          name="room"
          label={t('service-requests.fields.room')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <AutoComplete
            options={rooms.map((r) => ({ value: r.label }))}
            maxLength={100}
            data-testid="request-room"
            filterOption={(input, o) =>
              String(o?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
          />
        </Form.Item>
        <Form.Item name="photos" label={t('service-requests.fields.photos')} {...uploadFieldItem}>
          <UploadField
            accept="image/jpeg,image/png,image/webp"
            listType="picture"
            maxCount={10}
            data-testid="request-photos"
            icon={<CameraOutlined />}
            label={t('service-requests.actions.upload')}
          />
        </Form.Item>
        <Form.List name="visitWindows">
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
        <Button type="primary" size="large" htmlType="submit" loading={formLoading} danger={kind === 'emergency'}>
          {t('service-requests.actions.send')}
        </Button>
      </Form>
    </Card>
  );
}
