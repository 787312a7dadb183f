/** The two tracks of a document as tags (docs/rules.md R11.2): payment and signature, each shown when it applies. */
import { Space, Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { DocumentRow } from '../../../src/contracts/documents';

const COLORS: Record<string, string> = {
  requires_payment: 'orange',
  paid: 'green',
  requires_signature: 'blue',
  signed: 'green',
};

export function DocumentStatus({ doc }: { doc: Pick<DocumentRow, 'payment' | 'signature'> }) {
  const t = useTranslate();
  return (
    <Space size={4} wrap>
      {doc.payment !== 'none' ? <Tag color={COLORS[doc.payment]}>{t(`documents.states.${doc.payment}`)}</Tag> : null}
      {doc.signature !== 'none' ? (
        <Tag color={COLORS[doc.signature]}>{t(`documents.states.${doc.signature}`)}</Tag>
      ) : null}
    </Space>
  );
}
