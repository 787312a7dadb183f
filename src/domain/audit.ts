/**
 * The audit log's readable diff (docs/rules.md R16.2): which fields of a record a change touched,
 * with their values before and after, shortened for a table cell. The full JSON stays on demand.
 */

/** One changed field: its name and its value before and after (undefined: absent on that side). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Equal by JSON; absent and null are the same (a creation does not list its empty fields). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between `before` and `after` (compared by their JSON), in the order the
 * after state lists them, then fields only the before state has. A creation (no before) lists
 * every field of the after state; a deletion (no after) every field of the before state.
 */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const b = before ?? {};
  const a = after ?? {};
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.filter((f) => !same(b[f], a[f])).map((field) => ({ field, before: b[field], after: a[field] }));
}

/**
 * A value as a cell shows it: text as is, anything else as compact JSON; absent or null → `—`;
 * longer than `max` characters → cut with `…`.
 */
export function auditValue(v: unknown, max = 60): string {
  if (v === undefined || v === null) return '—';
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
