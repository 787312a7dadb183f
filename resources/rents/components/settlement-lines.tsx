/**
 * The lines of an early end's settlement (docs/rules.md R9.3), from the one computation in
 * src/domain/rents.ts `earlyEndSettlement`: the confirmation shows them from the quote, and the
 * lease's schedule shows the same lines afterwards from the settlement kept on the lease — the
 * move-out, later charges cancelled, the move-out period cut, paid rent returned, the rent owed,
 * the deposit set against it, what is left to pay, and the deposit returned or kept.
 */
import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import type { EndQuote } from '../../../src/contracts/rents';
import { useRentFormat } from './use-rent-format';

export function SettlementLines({
  q,
  extra,
  testId = 'end-settlement',
}: {
  q: EndQuote;
  extra?: ReactNode;
  testId?: string;
}) {
  const t = useTranslate();
  const f = useRentFormat();
  return (
    <ul data-testid={testId} style={{ paddingLeft: 20, margin: 0 }}>
      <li>
        <strong>{t('rents.end.moveOut', { date: f.date(q.moveOut) })}</strong>
      </li>
      {q.cancelledCharges ? <li>{t('rents.end.cancelled', { count: q.cancelledCharges })}</li> : null}
      {q.proratedChargeKopecks !== null ? (
        <li>{t('rents.end.prorated', { amount: f.money(q.proratedChargeKopecks) })}</li>
      ) : null}
      {q.rentRefundKopecks ? <li>{t('rents.end.refund', { amount: f.money(q.rentRefundKopecks) })}</li> : null}
      {q.owedKopecks ? <li>{t('rents.end.owed', { amount: f.money(q.owedKopecks) })}</li> : null}
      {q.depositOffsetKopecks ? <li>{t('rents.end.offset', { amount: f.money(q.depositOffsetKopecks) })}</li> : null}
      {q.owedKopecks ? (
        <li>
          <strong>{t('rents.end.debt', { amount: f.money(q.debtKopecks) })}</strong>
        </li>
      ) : null}
      {q.shortNotice ? (
        <li>{t('rents.end.depositKept', { count: q.noticeDays, deposit: f.money(q.depositKopecks) })}</li>
      ) : q.depositRefundKopecks ? (
        <li>
          {t('rents.end.depositReturned', {
            deposit: f.money(q.depositKopecks),
            refund: f.money(q.depositRefundKopecks),
            date: f.date(q.refundBy),
          })}
        </li>
      ) : null}
      {extra}
    </ul>
  );
}
