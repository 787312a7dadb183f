/**
 * Issuing a document (docs/rules.md R11.7) on `useEndpointForm` (POST app/v1/backoffice/documents):
 * the person found by phone (a user of the company; GET …/documents/recipient lists their objects;
 * the phone field's check, so a phone the company does not know is refused under it),
 * an optional object of theirs, the type (the names prefilled from it), number, dates, the amount
 * in rubles (sent as kopecks; empty = nothing to pay), "requires signature", and either the text
 * and lines of a generated PDF or an uploaded PDF (POST app/v1/uploads, checked there). Opened with
 * `?requestId=&phone=&objectId=&kind=` it answers that request (prefilled; the request becomes done).
 * Fields carry the body's names (amounts as kopecks), so server errors land under them
 * (./issue-form-values.ts); the person is looked up by ./use-recipient.ts, and a generated PDF's
 * text and lines are ./generated-pdf-fields.tsx.
 */
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Checkbox, Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import { Create } from '@refinedev/antd';
import { useTranslate, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { api } from '../../../src/contracts/api';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import {
  DOCUMENT_REQUEST_KINDS,
  DOCUMENT_TYPES,
  REQUEST_KIND_TYPE,
  type DocumentRequestKind,
  type DocumentType,
} from '../../../src/domain/documents';
import { hotelTodayDay } from '../../../src/domain/hotel-time';
import { filesRule, UploadField, uploadFieldItem } from '../../../src/components/upload-field';
import { DecimalInput, decimalRule } from '../../../src/components/decimal-input';
import { kopecksField } from '../../../src/components/backoffice/kopecks-field';
import { isFormField, requiredRules, toBody, type IssueValues } from './issue-form-values';
import { useRecipient } from './use-recipient';
import { GeneratedPdfFields } from './generated-pdf-fields';

/** The back office's form that issues a document (R11.7), or answers a document request when opened with one. */
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
  const { formProps, saveButtonProps, form } = useEndpointForm(api['backoffice-documents'].create, {
    resource: 'backoffice-documents',
    toBody: (v: IssueValues) => toBody(v, requestId),
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
  const source = Form.useWatch('source', form);
  const lastType = useRef<DocumentType>(initialType);
  const { recipient, findRule, find } = useRecipient(form, !!params.get('phone'));

  const onType = (type: DocumentType) => {
    const prev = names(lastType.current);
    const cur = form.getFieldsValue(['nameRu', 'nameEn']) as { nameRu?: string; nameEn?: string };
    if (!cur.nameRu || cur.nameRu === prev.nameRu) form.setFieldValue('nameRu', names(type).nameRu);
    if (!cur.nameEn || cur.nameEn === prev.nameEn) form.setFieldValue('nameEn', names(type).nameEn);
    lastType.current = type;
  };
  const required = requiredRules(t);

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
      <Form<IssueValues>
        {...formProps}
        layout="vertical"
        initialValues={{
          phone: params.get('phone') ?? '',
          objectId: Number(params.get('objectId')) || null,
          type: initialType,
          ...names(initialType),
          issuedOn: hotelTodayDay(),
          signatureRequired: false,
          source: 'generate',
          lines: [],
        }}
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
          <GeneratedPdfFields />
        )}
      </Form>
    </Create>
  );
}
