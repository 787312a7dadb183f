/**
 * A document's signature state for the back office (docs/rules.md R11.3, R11.7): who signed in the
 * app and when, or the state of the track (`full`: also "requires signature" / "not required").
 */
import { useTranslate } from '@refinedev/core';
import { formatServerTimestamp } from '../../../src/domain/datetime';
import type { BoDocumentRow } from '../../../src/contracts/documents';

export function SignedBy({
  row,
  full = false,
}: {
  row: Pick<BoDocumentRow, 'signature' | 'signerName' | 'signedAt'>;
  full?: boolean;
}) {
  const t = useTranslate();
  if (row.signature !== 'signed') return full ? <>{t(`documents.signature.${row.signature}`)}</> : null;
  return (
    <span data-testid="signed-by">
      {t('documents.signature.signed')}
      <div className="muted-inline">
        {t('backoffice-documents.messages.signedBy', {
          name: row.signerName ?? '—',
          at: row.signedAt ? formatServerTimestamp(row.signedAt) : '—',
        })}
      </div>
    </span>
  );
}
