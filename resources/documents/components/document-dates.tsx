/**
 * A document's dates besides its issue date, each with its label, one per line (docs/rules.md
 * R11.1): due for payment, valid until, the period, signed on; only those it has, `—` if none.
 */
import { Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { DocumentRow } from '../../../src/contracts/documents';
import { showsDueDate } from '../../../src/domain/documents';
import { useDocumentFormat } from './use-document-format';

export function DocumentDates({ doc }: { doc: DocumentRow }) {
  const t = useTranslate();
  const f = useDocumentFormat();
  const lines = [
    ['dueOn', showsDueDate(doc) ? f.date(doc.dueOn) : null],
    ['validUntil', doc.validUntil ? f.date(doc.validUntil) : null],
    ['period', doc.periodFrom || doc.periodUntil ? f.period(doc.periodFrom, doc.periodUntil) : null],
    ['signedOn', doc.signedOn ? f.date(doc.signedOn) : null],
  ].filter((l): l is [string, string] => !!l[1]);
  if (!lines.length) return <>—</>;
  return (
    <>
      {lines.map(([k, v]) => (
        <div key={k} style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text type="secondary">{t(`documents.fields.${k}`)}:</Typography.Text> {v}
        </div>
      ))}
    </>
  );
}
