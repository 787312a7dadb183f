/**
 * The payment step's choice of method (docs/rules.md R5.27): "Card" or "SBP" (the Faster Payments
 * System), the person's last used method first and chosen (`lastPaymentMethod` of their identity,
 * GET app/v1/auth/me), the other after it. Every "pay" of a payable thing draws it beside its pay
 * button and sends the chosen method in the pay call's body.
 */
import { useState, type ReactNode } from 'react';
import { Radio } from 'antd';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import type { Identity } from '../contracts/auth';
import { orderedMethods, type AcquirerMethod } from '../domain/payment-methods';

/** antd's group draws a plain `div`; the role makes the label name the group for assistive tech (antd passes `role` through, its types do not list it). */
const GROUP_ROLE = { role: 'radiogroup' } as const;

/**
 * The chosen acquirer method and the control that chooses it (antd `Radio.Group` of buttons,
 * labelled "Payment method"). Until the person picks, the method is their last used one (card
 * for someone who never paid).
 */
export function usePayMethod(): { method: AcquirerMethod; choice: ReactNode } {
  const t = useTranslate();
  const { data: me } = useGetIdentity<Identity>();
  const [picked, setPicked] = useState<AcquirerMethod | null>(null);
  const order = orderedMethods(me?.lastPaymentMethod);
  const method = picked ?? order[0];
  const choice = (
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
  return { method, choice };
}
