/**
 * One audit entry's change, readable (docs/rules.md R16.2): the changed fields as
 * `field: before → after` (the first {@link SHOWN}, then how many more), values shortened
 * (src/domain/audit.ts); the entry's full before/after JSON opens on demand under a toggle.
 */
import { useState } from 'react';
import { Button, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { AuditRow } from '../../../src/contracts/backoffice-audit';
import { auditChanges, auditValue } from '../../../src/domain/audit';

/** Changed fields listed before "and N more". */
const SHOWN = 5;

export function AuditChanges({ row }: { row: AuditRow }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const changes = auditChanges(row.before, row.after);
  const json = (label: string, v: unknown) => (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <pre
        style={{
          margin: '2px 0 8px',
          fontSize: 12,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          maxHeight: 320,
          overflow: 'auto',
          background: '#f6f8fa',
          padding: 8,
          borderRadius: 4,
        }}
      >
        {v ? JSON.stringify(v, null, 2) : '—'}
      </pre>
    </div>
  );
  return (
    <div data-testid="audit-changes" style={{ fontSize: 13 }}>
      {changes.length ? null : '—'}
      {changes.slice(0, SHOWN).map((c) => (
        <div key={c.field} style={{ wordBreak: 'break-word' }}>
          <Typography.Text type="secondary">{c.field}</Typography.Text>:{' '}
          {row.before ? (
            <>
              <Typography.Text delete>{auditValue(c.before)}</Typography.Text> →{' '}
            </>
          ) : null}
          {auditValue(c.after)}
        </div>
      ))}
      {changes.length > SHOWN ? (
        <Typography.Text type="secondary">
          {t('backoffice-audit.moreFields', { count: changes.length - SHOWN })}
        </Typography.Text>
      ) : null}
      {row.before || row.after ? (
        <div>
          <Button type="link" size="small" style={{ padding: 0 }} aria-expanded={open} onClick={() => setOpen(!open)}>
            {t(open ? 'backoffice-audit.hideJson' : 'backoffice-audit.showJson')}
          </Button>
          {open ? (
            <>
              {json(t('backoffice-audit.fields.before'), row.before)}
              {json(t('backoffice-audit.fields.after'), row.after)}
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
