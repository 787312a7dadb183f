/**
 * The values of the document issue form (./issue-form.tsx; docs/rules.md R11.7) and the request
 * body they make (docs/architecture.md § The SPA): the fields carry the body's names (amounts as
 * kopecks), so the server's errors land under them; {@link isFormField} tells which do, and
 * {@link toBody} turns the values into the body of POST app/v1/backoffice/documents.
 */
import type { UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import type { DocumentType } from '../../../src/domain/documents';
import type { BoDocumentCreate } from '../../../src/contracts/documents';
import { uploadedIds } from '../../../src/components/upload-field';

/** The issue form's values. */
export interface IssueValues {
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

/** Whether the server's error key `key` has a field of the form (also a line's, `lines.0.amountKopecks`). */
export const isFormField = (key: string) =>
  FORM_FIELDS.has(key) || /^lines\.\d+\.(labelRu|labelEn|amountKopecks)$/.test(key);

/** The "required" rule of a field, its message in the current language. */
export const requiredRules = (t: (key: string) => string) => [{ required: true, message: t('validation.required') }];

const iso = (d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);

/** The form's values → the request body (dates → YYYY-MM-DD, the source's fields only). */
export function toBody(v: IssueValues, requestId: number | null): BoDocumentCreate {
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
