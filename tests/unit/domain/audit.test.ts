/** The audit log's readable diff (docs/rules.md R16.2). */
import { describe, expect, it } from 'vitest';
import { auditChanges, auditValue } from '../../../src/domain/audit';

describe('audit changes', () => {
  it('lists only the fields that differ, compared deeply', () => {
    const before = { status: 'awaiting_payment', priceKopecks: 500000, guests: { adults: 2, children: [] }, note: 'x' };
    const after = { status: 'paid', priceKopecks: 500000, guests: { adults: 2, children: [] }, paidAt: '2026-12-01' };
    expect(auditChanges(before, after)).toEqual([
      { field: 'status', before: 'awaiting_payment', after: 'paid' },
      { field: 'paidAt', before: undefined, after: '2026-12-01' },
      { field: 'note', before: 'x', after: undefined },
    ]);
  });
  it('a creation lists every field; a deletion every field it had; nothing changed → none', () => {
    expect(auditChanges(null, { a: 1, b: null }).map((c) => c.field)).toEqual(['a']);
    expect(auditChanges({ a: 1 }, null)).toEqual([{ field: 'a', before: 1, after: undefined }]);
    expect(auditChanges({ a: [1] }, { a: [1] })).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
  });
  it('shortens values for a cell', () => {
    expect(auditValue('paid')).toBe('paid');
    expect(auditValue(null)).toBe('—');
    expect(auditValue(undefined)).toBe('—');
    expect(auditValue({ a: 1 })).toBe('{"a":1}');
    expect(auditValue('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
