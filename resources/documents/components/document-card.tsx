/**
 * A document's facts card, the account's (./document-summary.tsx) and the back office's
 * (resources/backoffice-documents/components/document-facts.tsx) (docs/rules.md R11.1, R11.7): the
 * type as the title, the state beside it, the side's facts, then its actions.
 */
import type { ReactNode } from 'react';
import { Card, Descriptions } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { DocumentDetail } from '../../../src/contracts/documents';
import { DocumentStatus } from './document-status';

/**
 * The card of a document's facts.
 *
 * @param doc - the document.
 * @param facts - `Descriptions.Item`s (a fragment of them).
 * @param children - what follows the facts in the card (actions, notices).
 */
export function DocumentCard({
  doc,
  facts,
  children,
}: {
  doc: DocumentDetail;
  facts: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslate();
  return (
    <Card
      size="small"
      style={{ marginBottom: 16 }}
      extra={<DocumentStatus doc={doc} />}
      title={t(`documents.types.${doc.type}`)}
    >
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        {facts}
      </Descriptions>
      {children}
    </Card>
  );
}
