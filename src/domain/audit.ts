/**
 * The audit log's readable diff (docs/rules.md R16.2): which fields of a record a change touched,
 * with their values before and after, shortened for a table cell. The full JSON stays on demand.
 * And what the log records (issue 22 item 14): every section (`entity`) and verb (`action`); the
 * server's `recordChange` (server/services/audit.ts) accepts only these, the audit screen names
 * them (`backoffice-audit.entities.*`, `.actions.*` in both languages, tests/unit/domain/audit-names.test.ts).
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
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
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

/** Sections of the audit log. */
export const AUDIT_ENTITIES = [
  'bookings',
  'payments',
  'objects',
  'content',
  'users',
  'forms',
  'documents',
  'document-requests',
  'applications',
  'lease',
  'polls',
  'statements',
  'service',
  'service_request',
  'service_order',
  'meters',
  'meter_readings',
  'utility_tariffs',
  'utility_receipts',
  'channels',
  'tax_settings',
  'company',
  'tourist_tax_rates',
  'tourist_tax_exemptions',
  'guest_registration',
  'rates',
  'rate_rules',
  'tariffs',
  'stay_discounts',
  'promo_codes',
  'reviews',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Verbs of the audit log. */
export const AUDIT_ACTIONS = [
  'create',
  'edit',
  'update',
  'delete',
  'confirm-transfer',
  'process-cancellation',
  'cancel',
  'refund',
  'bulk-price',
  'publish',
  'unpublish',
  'status-new',
  'status-in_progress',
  'status-done',
  'note',
  'grant-owner',
  'block',
  'unblock',
  'restore',
  'issue',
  'mark-paid',
  'take',
  'reject',
  'approve',
  'done',
  'scheduled',
  'end',
  'close',
  'rebuild',
  'replace',
  'bank-statement',
  'accept',
  'correct',
  'generate',
  'rotate',
  'acknowledge',
  'read',
  'submit',
  'hide',
  'answer',
  'remove-answer',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
