/** The documents as cards (phones, under 768 px; docs/rules.md R8.6), fed by the list's rows. */
import { Link } from 'react-router';
import { Card, Descriptions, Space } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { DocumentRow } from '../../../src/contracts/documents';
import { DocumentStatus } from './document-status';
import { showsDueDate } from '../../../src/domain/documents';
import { useDocumentFormat } from './use-document-format';

export function DocumentCards({ rows }: { rows: DocumentRow[] }) {
  const t = useTranslate();
  const f = useDocumentFormat();
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="document-cards">
      {rows.map((r) => (
        <Card key={r.id} size="small" title={<Link to={`/documents/${r.id}`}>{r.name}</Link>}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('documents.fields.type')}>
              {t(`documents.types.${r.type}`)} № {r.number}
            </Descriptions.Item>
            {r.objectTitle ? (
              <Descriptions.Item label={t('documents.fields.object')}>{r.objectTitle}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('documents.fields.issuedOn')}>{f.date(r.issuedOn)}</Descriptions.Item>
            {showsDueDate(r) ? (
              <Descriptions.Item label={t('documents.fields.dueOn')}>{f.date(r.dueOn)}</Descriptions.Item>
            ) : null}
            {r.amountKopecks ? (
              <Descriptions.Item label={t('documents.fields.amount')}>{f.money(r.amountKopecks)}</Descriptions.Item>
            ) : null}
          </Descriptions>
          <DocumentStatus doc={r} />
        </Card>
      ))}
    </Space>
  );
}
