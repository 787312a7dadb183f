/**
 * The fiscal receipts (./fiscal-receipt.tsx; docs/rules.md R5.24), loaded when one is drawn: the
 * receipt's table weighs about 40 KB brotli that a screen without a paid payment on it never needs
 * (docs/architecture.md § The SPA; `npm run size`).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';
import type { FiscalReceipts as Receipts, PaymentReceipts as OfPayment } from './fiscal-receipt';

const LoadedReceipts = lazy(() => import('./fiscal-receipt').then((m) => ({ default: m.FiscalReceipts })));
const LoadedPaymentReceipts = lazy(() => import('./fiscal-receipt').then((m) => ({ default: m.PaymentReceipts })));

/** {@link Receipts} once its code has arrived (a skeleton meanwhile). */
export function LazyFiscalReceipts(props: ComponentProps<typeof Receipts>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <LoadedReceipts {...props} />
    </Suspense>
  );
}

/** {@link OfPayment}: a payment's receipts, once their code has arrived. */
export function LazyPaymentReceipts(props: ComponentProps<typeof OfPayment>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <LoadedPaymentReceipts {...props} />
    </Suspense>
  );
}
