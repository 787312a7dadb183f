/**
 * The payment step's choice of method (docs/rules.md R5.27): "Card" or "SBP" (the Faster Payments
 * System), the person's last used method first and chosen (`lastPaymentMethod` of their identity,
 * GET app/v1/auth/me), the other after it. Every "pay" of a payable thing draws it beside its pay
 * button and sends the chosen method in the pay call's body. A start the server refuses for want of
 * a receipt contact (R5.24: a 422 with an `email` field error) opens the e-mail question under the
 * choice, and the payment starts again once the e-mail is saved; any other refusal is a notification.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { App, Radio } from 'antd';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import { asksForEmail } from './receipt-email-check';
import type { Identity } from '../contracts/auth';
import { orderedMethods, type AcquirerMethod } from '../domain/payment-methods';

// The e-mail question is rare (every account has a phone): its form comes when it is asked.
const ReceiptEmail = lazy(() => import('./receipt-email').then((m) => ({ default: m.ReceiptEmail })));

/** antd's group draws a plain `div`; the role makes the label name the group for assistive tech (antd passes `role` through, its types do not list it). */
const GROUP_ROLE = { role: 'radiogroup' } as const;

/**
 * The chosen acquirer method and the control that chooses it (antd `Radio.Group` of buttons,
 * labelled "Payment method"). Until the person picks, the method is their last used one (card
 * for someone who never paid).
 */
export function usePayMethod(): {
  method: AcquirerMethod;
  choice: ReactNode;
  /** The pay call's error handler: asks for the receipt's e-mail and then calls `retry`, or notifies the error. */
  onPayError: (e: { message: string }, retry: () => void) => void;
} {
  const t = useTranslate();
  const { notification } = App.useApp();
  const { data: me } = useGetIdentity<Identity>();
  const [picked, setPicked] = useState<AcquirerMethod | null>(null);
  const [retry, setRetry] = useState<{ run: () => void } | null>(null);
  const order = orderedMethods(me?.lastPaymentMethod);
  const method = picked ?? order[0];
  const radios = (
    <Radio.Group
      {...GROUP_ROLE}
      aria-label={t('payment.methodLabel')}
      optionType="button"
      buttonStyle="solid"
      size="large"
      value={method}
      onChange={(e) => setPicked(e.target.value as AcquirerMethod)}
      options={order.map((m) => ({ value: m, label: t(`payment.methods.${m}`) }))}
    />
  );
  const choice = retry ? (
    <>
      {radios}
      <Suspense fallback={null}>
        <ReceiptEmail
          fallbackName={me?.name ?? ''}
          onSaved={() => {
            setRetry(null);
            retry.run();
          }}
        />
      </Suspense>
    </>
  ) : (
    radios
  );
  const onPayError = (e: { message: string }, run: () => void) =>
    asksForEmail(e)
      ? setRetry({ run })
      : notification.error({ message: t('payment.errorTitle'), description: e.message });
  return { method, choice, onPayError };
}

/** Sends the browser to the acquirer's confirmation page: an SPA path (the sandbox) or the acquirer's site. */
export function goToAcquirer(url: string, navigate: (to: string) => void): void {
  if (url.startsWith('/')) navigate(url);
  else window.location.assign(url);
}
