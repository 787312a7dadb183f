/** A document's history (issued, paid, signed, reminders) as a timeline in the complex's time (docs/rules.md R8.2, R8.10). */
import { Timeline } from 'antd';
import { useTranslate } from '@refinedev/core';
import { formatServerTimestamp } from '../../../src/domain/datetime';
import type { DocumentDetail } from '../../../src/contracts/documents';

export function DocumentHistory({ doc }: { doc: DocumentDetail }) {
  const t = useTranslate();
  return (
    <Timeline
      items={doc.history.map((e) => ({
        color:
          e.kind === 'payment_failed'
            ? 'red'
            : e.kind === 'paid' || e.kind === 'signed' || e.kind === 'marked_paid'
              ? 'green'
              : 'blue',
        children: `${formatServerTimestamp(e.at)} — ${t(`documents.events.${e.kind}`)}${e.actor ? ` (${e.actor})` : ''}`,
      }))}
    />
  );
}
