/**
 * Issuing a document (docs/rules.md R11.7) on `useEndpointForm` (POST app/v1/backoffice/documents):
 * the person found by phone (a user of the company; GET …/documents/recipient lists their objects;
 * the phone field's check, so a phone the company does not know is refused under it),
 * an optional object of theirs, the type (the names prefilled from it), number, dates, the amount
 * in rubles (sent as kopecks; empty = nothing to pay), "requires signature", and either the text
 * and lines of a generated PDF or an uploaded PDF (POST app/v1/uploads, checked there). Opened with
 * `?requestId=&phone=&objectId=&kind=` it answers that request (prefilled; the request becomes done).
 * Fields carry the body's names (amounts as kopecks), so server errors land under them.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Space,
  type UploadFile,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Create } from '@refinedev/antd';
import { useTranslate, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { api } from '../../../src/contracts/api';
import { callEndpoint } from '../../../providers/endpoints';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import {
  DOCUMENT_REQUEST_KINDS,
  DOCUMENT_TYPES,
  REQUEST_KIND_TYPE,
  type DocumentRequestKind,
  type DocumentType,
} from '../../../src/domain/documents';
import { hotelToday } from '../../../src/domain/bookings';
import type { BoDocumentCreate, BoRecipient } from '../../../src/contracts/documents';
import { filesRule, UploadField, uploadFieldItem, uploadedIds } from '../../../src/components/upload-field';
import { DecimalInput, decimalRule } from '../../../src/components/decimal-input';
import { kopecksField } from '../../../src/components/backoffice/kopecks-field';

interface Values {
  phone: string;
  objectId?: number | null;
  type: DocumentType;
  number: string;
  nameRu: string;
  nameEn: string;
  issuedOn: Dayjs;
  dueOn?: Dayjs | null;
  validUntil?: Dayjs | null;
  period?: [Dayjs | null, Dayjs | null] | null;
  /** Kopecks (typed in rubles); empty = nothing to pay. */
  amountKopecks?: number | null;
  signatureRequired: boolean;
  source: 'generate' | 'upload';
  textRu?: string;
  textEn?: string;
  lines?: Array<{ labelRu: string; labelEn: string; amountKopecks: number }>;
  /** The uploaded PDF (named as the body's field, so the server's error lands under it). */
  fileId?: UploadFile[];
}

/** Body fields that have a form field of the same name: their server errors show under the field. */
const FORM_FIELDS = new Set([
  'phone',
  'objectId',
  'type',
  'number',
  'nameRu',
  'nameEn',
  'issuedOn',
  'dueOn',
  'validUntil',
  'amountKopecks',
  'textRu',
  'textEn',
  'fileId',
]);
/** A line's field (`lines.0.amountKopecks`). */
const isFormField = (key: string) => FORM_FIELDS.has(key) || /^lines\.\d+\.(labelRu|labelEn|amountKopecks)$/.test(key);

const iso = (d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);

/** The form's values → the request body (dates → YYYY-MM-DD, the source's fields only). */
function toBody(v: Values, requestId: number | null): BoDocumentCreate {
  const upload = v.source === 'upload';
  return {
    phone: v.phone,
    objectId: v.objectId ?? null,
    type: v.type,
    number: v.number,
    nameRu: v.nameRu,
    nameEn: v.nameEn,
    issuedOn: iso(v.issuedOn)!,
    dueOn: iso(v.dueOn),
    validUntil: iso(v.validUntil),
    periodFrom: iso(v.period?.[0]),
    periodUntil: iso(v.period?.[1]),
    amountKopecks: v.amountKopecks || null,
    signatureRequired: Boolean(v.signatureRequired),
    textRu: upload ? undefined : v.textRu || undefined,
    textEn: upload ? undefined : v.textEn || undefined,
    lines: upload ? undefined : (v.lines ?? []),
    fileId: upload ? (uploadedIds(v.fileId)[0] ?? null) : null,
    requestId,
  };
}

export function IssueForm() {
  const t = useTranslate();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requestId = Number(params.get('requestId')) || null;
  const kind = params.get('kind') as DocumentRequestKind | null;
  const initialType: DocumentType = kind && DOCUMENT_REQUEST_KINDS.includes(kind) ? REQUEST_KIND_TYPE[kind] : 'invoice';
  const names = (type: DocumentType) => ({
    nameRu: i18n.getFixedT('ru')(`documents.types.${type}`),
    nameEn: i18n.getFixedT('en')(`documents.types.${type}`),
  });
  const { formProps, saveButtonProps, onFinish, form } = useEndpointForm(api['backoffice-documents'].create, {
    resource: 'backoffice-documents',
    successNotification: () => ({ type: 'success', message: t('backoffice-documents.messages.issued') }),
    // A refusal without a field of the form (a request already answered, a bad period) is a notification.
    errorNotification: (e?: HttpError) => {
      const keys = Object.keys(e?.errors ?? {});
      return keys.length && keys.every(isFormField)
        ? false
        : { type: 'error', message: e?.message ?? t('error.loadFailed') };
    },
    onMutationSuccess: ({ data }) => navigate(`/backoffice/documents/${data.id}`),
  });
  const [recipient, setRecipient] = useState<BoRecipient | null>(null);
  const source = Form.useWatch('source', form);
  const lastType = useRef<DocumentType>(initialType);

  /** The phone field's check: the company's user with that phone, or the server's reason under the field. */
  const findRule = {
    validator: async (_: unknown, phone?: string) => {
      if (!phone) return;
      try {
        const r = await callEndpoint(api['backoffice-documents'].recipient, { query: { phone } });
        setRecipient(r);
        const objectId = form.getFieldValue('objectId') as number | undefined;
        if (objectId && !r.objects.some((o) => o.id === objectId)) form.setFieldValue('objectId', null);
      } catch (e) {
        setRecipient(null);
        const err = e as HttpError;
        const reason = err.errors?.phone;
        throw new Error(Array.isArray(reason) ? reason[0] : typeof reason === 'string' ? reason : err.message, {
          cause: e,
        });
      }
    },
  };
  const find = () => void form.validateFields(['phone']).catch(() => undefined);
  useEffect(() => {
    if (params.get('phone')) find();
    // Runs once for the prefilled phone of a request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onType = (type: DocumentType) => {
    const prev = names(lastType.current);
    const cur = form.getFieldsValue(['nameRu', 'nameEn']) as { nameRu?: string; nameEn?: string };
    if (!cur.nameRu || cur.nameRu === prev.nameRu) form.setFieldValue('nameRu', names(type).nameRu);
    if (!cur.nameEn || cur.nameEn === prev.nameEn) form.setFieldValue('nameEn', names(type).nameEn);
    lastType.current = type;
  };
  const required = [{ required: true, message: t('validation.required') }];

  return (
    <Create
      title={t('backoffice-documents.titles.create')}
      saveButtonProps={{ ...saveButtonProps, children: t('backoffice-documents.actions.issue') }}
    >
      {requestId ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`${t('backoffice-documents.fields.request')} № ${requestId}${kind ? `: ${t(`documents.requestKinds.${kind}`)}` : ''}`}
        />
      ) : null}
      <Form<Values>
        {...(formProps as object)}
        layout="vertical"
        initialValues={{
          phone: params.get('phone') ?? '',
          objectId: Number(params.get('objectId')) || null,
          type: initialType,
          ...names(initialType),
          issuedOn: dayjs(hotelToday(new Date())),
          signatureRequired: false,
          source: 'generate',
          lines: [],
        }}
        onFinish={(v) => onFinish(toBody(v, requestId))}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="phone"
              label={t('backoffice-documents.fields.phone')}
              rules={[...required, findRule]}
              validateTrigger="onBlur"
              extra={
                recipient
                  ? t('backoffice-documents.messages.found', { name: recipient.name, count: recipient.objects.length })
                  : t('backoffice-documents.messages.findFirst')
              }
            >
              <Input.Search
                enterButton={t('backoffice-documents.actions.find')}
                inputMode="tel"
                autoComplete="off"
                onSearch={find}
                data-testid="issue-phone"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="objectId" label={t('backoffice-documents.fields.object')}>
              <Select
                allowClear
                disabled={!recipient}
                options={(recipient?.objects ?? []).map((o) => ({ value: o.id, label: o.title }))}
                data-testid="issue-object"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="type" label={t('backoffice-documents.fields.type')} rules={required}>
              <Select
                options={DOCUMENT_TYPES.map((v) => ({ value: v, label: t(`documents.types.${v}`) }))}
                onChange={onType}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="number" label={t('backoffice-documents.fields.number')} rules={required}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="issuedOn" label={t('backoffice-documents.fields.issuedOn')} rules={required}>
              <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nameRu" label={t('backoffice-documents.fields.nameRu')} rules={required}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nameEn" label={t('backoffice-documents.fields.nameEn')} rules={required}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="dueOn" label={t('backoffice-documents.fields.dueOn')}>
              <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="validUntil" label={t('backoffice-documents.fields.validUntil')}>
              <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="period" label={t('backoffice-documents.fields.period')}>
              <DatePicker.RangePicker format="DD.MM.YYYY" allowEmpty={[true, true]} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="amountKopecks"
              {...kopecksField}
              label={t('backoffice-documents.fields.amountRub')}
              rules={[decimalRule(t, 2)]}
            >
              <DecimalInput min={0.01} max={10_000_000_000} step={100} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="signatureRequired" valuePropName="checked" label=" ">
              <Checkbox>{t('backoffice-documents.fields.signatureRequired')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="source" label={t('backoffice-documents.fields.source')}>
          <Radio.Group
            optionType="button"
            options={(['generate', 'upload'] as const).map((v) => ({
              value: v,
              label: t(`backoffice-documents.source.${v}`),
            }))}
          />
        </Form.Item>
        {source === 'upload' ? (
          <Form.Item
            name="fileId"
            {...uploadFieldItem}
            rules={[filesRule(1, t('backoffice-documents.messages.uploadFirst'))]}
            label={t('backoffice-documents.fields.file')}
          >
            <UploadField
              maxCount={1}
              accept=".pdf,application/pdf"
              data-testid="issue-file"
              label={t('backoffice-documents.actions.upload')}
            />
          </Form.Item>
        ) : (
          <Card size="small" style={{ marginBottom: 16 }}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="textRu" label={t('backoffice-documents.fields.textRu')}>
                  <Input.TextArea rows={3} maxLength={5000} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="textEn" label={t('backoffice-documents.fields.textEn')}>
                  <Input.TextArea rows={3} maxLength={5000} />
                </Form.Item>
              </Col>
            </Row>
            <Form.List name="lines">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((fld) => (
                    <Space key={fld.key} align="start" wrap>
                      <Form.Item name={[fld.name, 'labelRu']} rules={required}>
                        <Input
                          placeholder={t('backoffice-documents.fields.lineRu')}
                          aria-label={t('backoffice-documents.fields.lineRu')}
                          maxLength={500}
                        />
                      </Form.Item>
                      <Form.Item name={[fld.name, 'labelEn']} rules={required}>
                        <Input
                          placeholder={t('backoffice-documents.fields.lineEn')}
                          aria-label={t('backoffice-documents.fields.lineEn')}
                          maxLength={500}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[fld.name, 'amountKopecks']}
                        {...kopecksField}
                        rules={[...required, decimalRule(t, 2)]}
                      >
                        <DecimalInput
                          min={0.01}
                          precision={2}
                          placeholder={t('backoffice-documents.fields.lineAmount')}
                          aria-label={t('backoffice-documents.fields.lineAmount')}
                        />
                      </Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t('buttons.delete')}
                        onClick={() => remove(fld.name)}
                      />
                    </Space>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add()}>
                    {t('backoffice-documents.actions.addLine')}
                  </Button>
                </>
              )}
            </Form.List>
          </Card>
        )}
      </Form>
    </Create>
  );
}
