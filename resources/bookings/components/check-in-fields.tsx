/**
 * One guest's online check-in fields (docs/rules.md R20.2): name, date of birth, sex, citizenship,
 * the identity document; a Russian citizen's address of registration; a foreigner's place of
 * birth, migration card, visa and purpose of the visit. The formats are checked by the server
 * (src/domain/check-in.ts) and its messages land under the fields; here only what is required.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Form, Input, type FormInstance, type UploadFile } from 'antd';
import { useTranslate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, isRussian, SEXES, VISIT_PURPOSES } from '../../../src/domain/check-in';
import type { GuestEntryBody } from '../../../src/contracts/check-in';
import { CountrySelect } from '../../../src/components/country-select';
import { FormSelect } from '../../../src/components/form-select';
import { ConsentField } from '../../../src/components/consent-field';
import { filesRule, UploadField, uploadedFiles, uploadFieldItem } from '../../../src/components/upload-field';
import { PhoneInput, phoneRule } from '../../../src/components/phone-input';

const DATE_FIELDS = ['birthDate', 'documentIssuedOn', 'visaValidUntil'] as const;
type DateField = (typeof DATE_FIELDS)[number];

/**
 * The form's values: the body's fields, dates as dayjs; `phone` only on the shared link's form (the
 * person filling in, whose consent is recorded by it).
 */
export type GuestFormValues = Omit<GuestEntryBody, DateField | 'scan'> & { [K in DateField]?: Dayjs | null } & {
  phone?: string;
  /** The document's scan as the upload field's file list (the booker's form only). */
  scan?: UploadFile[];
};

/** Form values → the PUT body (dates `YYYY-MM-DD`; the scan as its upload, none when removed). */
export function toGuestBody({ phone: _phone, scan, ...v }: GuestFormValues): GuestEntryBody {
  const body = { ...v } as Record<string, unknown>;
  for (const f of DATE_FIELDS) body[f] = v[f] ? v[f]!.format('YYYY-MM-DD') : null;
  if (scan) body.scan = uploadedFiles(scan)[0] ?? null;
  return body as GuestEntryBody;
}

/**
 * A saved entry and scan → the form's initial values (a new guest starts as a Russian citizen; the
 * consent unticked).
 */
export function toGuestValues(
  entry: Omit<GuestEntryBody, 'checkInConsent' | 'scan'> | null,
  scan: { id: string; name: string } | null = null,
): Partial<GuestFormValues> {
  const files: UploadFile[] = scan ? [{ uid: scan.id, name: scan.name, status: 'done', response: scan }] : [];
  if (!entry) return { citizenship: 'RU', scan: files };
  const v = { ...entry, scan: files } as Record<string, unknown>;
  for (const f of DATE_FIELDS) v[f] = entry[f] ? dayjs(entry[f]!) : null;
  return v as Partial<GuestFormValues>;
}

/** The fields of one guest; which appear follows the citizenship and the document chosen. */
export function CheckInFields({
  form,
  child,
  askPhone = false,
  scan,
}: {
  form: FormInstance<GuestFormValues>;
  child: boolean;
  /** Ask the phone of the person filling in (the shared link: no account to record the consent by). */
  askPhone?: boolean;
  /** The booker's form offers the document's scan, required for "ready" when `required`. */
  scan?: { required: boolean };
}) {
  const t = useTranslate();
  const { i18n } = useTranslation();
  const citizenship = Form.useWatch('citizenship', form) ?? 'RU';
  const documentType = Form.useWatch('documentType', form);
  const russian = isRussian(String(citizenship));
  const f = (k: string) => t(`checkIn.fields.${k}`);
  const required = [{ required: true, message: t('checkIn.errors.required') }];
  const noSeries = documentType === 'foreign_passport' && !russian;
  return (
    <>
      <Form.Item name="surname" label={f('surname')} rules={required}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="name" label={f('name')} rules={required}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="patronymic" label={f('patronymic')}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="birthDate" label={f('birthDate')} rules={required}>
        <DatePicker format="DD.MM.YYYY" />
      </Form.Item>
      <Form.Item name="sex" label={f('sex')} rules={required}>
        <FormSelect options={SEXES.map((s) => ({ value: s, label: t(`checkIn.sexes.${s}`) }))} />
      </Form.Item>
      <Form.Item name="citizenship" label={f('citizenship')} rules={required}>
        <CountrySelect lang={i18n.language} />
      </Form.Item>
      <Form.Item name="documentType" label={f('documentType')} rules={required}>
        <FormSelect
          options={DOCUMENT_TYPES.filter((d) =>
            russian ? d !== 'residence_permit' : d !== 'ru_passport' && (child || d !== 'birth_certificate'),
          ).map((d) => ({ value: d, label: t(`checkIn.documentTypes.${d}`) }))}
        />
      </Form.Item>
      {noSeries ? null : (
        <Form.Item name="documentSeries" label={f('documentSeries')}>
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="documentNumber" label={f('documentNumber')} rules={required}>
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
      <Form.Item name="documentIssuer" label={f('documentIssuer')}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="documentIssuedOn" label={f('documentIssuedOn')}>
        <DatePicker format="DD.MM.YYYY" />
      </Form.Item>
      {russian ? (
        <Form.Item name="registrationAddress" label={f('registrationAddress')} rules={required}>
          <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="birthPlace" label={f('birthPlace')} rules={required}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="migrationCardSeries" label={f('migrationCardSeries')}>
            <Input maxLength={10} autoComplete="off" />
          </Form.Item>
          <Form.Item name="migrationCardNumber" label={f('migrationCardNumber')}>
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
          <Form.Item name="visaNumber" label={f('visaNumber')}>
            <Input maxLength={30} autoComplete="off" />
          </Form.Item>
          <Form.Item name="visaValidUntil" label={f('visaValidUntil')}>
            <DatePicker format="DD.MM.YYYY" />
          </Form.Item>
          <Form.Item name="visitPurpose" label={f('visitPurpose')} rules={required}>
            <FormSelect options={VISIT_PURPOSES.map((p) => ({ value: p, label: t(`checkIn.purposes.${p}`) }))} />
          </Form.Item>
        </>
      )}
      {scan ? (
        <Form.Item
          name="scan"
          label={f('scan')}
          extra={t(scan.required ? 'checkIn.scanRequired' : 'checkIn.scanOptional')}
          {...uploadFieldItem}
          rules={[filesRule(0, t('checkIn.errors.scan'))]}
        >
          <UploadField accept=".pdf,.jpg,.jpeg,.png,.webp" maxCount={1} label={t('checkIn.scanUpload')} />
        </Form.Item>
      ) : null}
      {askPhone ? (
        <Form.Item name="phone" label={f('phone')} rules={[phoneRule(t)]} extra={t('checkIn.phoneHint')}>
          <PhoneInput />
        </Form.Item>
      ) : null}
      <ConsentField kind="check_in" />
    </>
  );
}
