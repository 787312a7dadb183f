/** Status tags of the bills pages: the debt, a receipt's payment state, a reading's state (docs/rules.md R10.2–R10.7). */
import { Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import { useBillFormat } from './use-bill-format';

/** "No debt" in green, or the debt in red. */
export function DebtTag({ kopecks }: { kopecks: number }) {
  const t = useTranslate();
  const f = useBillFormat();
  return kopecks > 0 ? <Tag color="red">{f.money(kopecks)}</Tag> : <Tag color="green">{t('bills.fields.noDebt')}</Tag>;
}

const COLORS: Record<string, string> = { paid: 'green', succeeded: 'green', accepted: 'green', billed: 'default', submitted: 'blue', partially_paid: 'orange', needs_review: 'orange', pending: 'blue', unpaid: 'red', failed: 'red', rejected: 'red' };

/** A translated status (`bills.status.<value>`). */
export function BillStatusTag({ status }: { status: string }) {
  const t = useTranslate();
  return <Tag color={COLORS[status] ?? 'default'}>{t(`bills.status.${status}`)}</Tag>;
}
