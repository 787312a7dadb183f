/** Status tags of the bills pages: the debt, a receipt's payment state, a reading's state (docs/rules.md R10.2–R10.7). */
import { Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import { useBillFormat } from './use-account-format';

/**
 * The debt in red; without one, a credit (paid beyond the receipts, kopecks, docs/rules.md R5.23)
 * in blue, else "No debt" in green.
 */
export function DebtTag({ kopecks, creditKopecks = 0 }: { kopecks: number; creditKopecks?: number }) {
  const t = useTranslate();
  const f = useBillFormat();
  if (kopecks > 0) return <Tag color="red">{f.money(kopecks)}</Tag>;
  if (creditKopecks > 0) return <Tag color="blue">{t('bills.fields.credit', { amount: f.money(creditKopecks) })}</Tag>;
  return <Tag color="green">{t('bills.fields.noDebt')}</Tag>;
}

const COLORS: Record<string, string> = {
  paid: 'green',
  succeeded: 'green',
  accepted: 'green',
  billed: 'default',
  submitted: 'blue',
  partially_paid: 'orange',
  needs_review: 'orange',
  pending: 'blue',
  unpaid: 'red',
  failed: 'red',
  rejected: 'red',
  cancelled: 'default',
};

/** A translated status (`bills.status.<value>`). */
export function BillStatusTag({ status }: { status: string }) {
  const t = useTranslate();
  return <Tag color={COLORS[status] ?? 'default'}>{t(`bills.status.${status}`)}</Tag>;
}
