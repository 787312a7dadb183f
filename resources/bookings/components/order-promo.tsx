/**
 * The promo code of the booking form (docs/rules.md R5.32): an input with an Apply button
 * (`promo-code` test id). Applying asks the server's quote with the code: applied → a green tick
 * (the price card shows the discount's line); refused → the quote's reason under the field ("valid
 * for stays from 10.01", "already used"). A refusal at booking (the per-guest limit of a logged-out
 * booker's phone) lands under the same field, the body's `promoCode`.
 */
import { Button, Form, Input, Space } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BookingQuote } from '../../../src/contracts/bookings';

/** Field `promoCode` of the enclosing form; `onApply` takes the typed code ('' removes it). */
export function OrderPromo(props: { promo: BookingQuote['promo'] | undefined; onApply: (code: string) => void }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { promo } = props;
  const apply = () => props.onApply(String(form.getFieldValue('promoCode') ?? '').trim());
  return (
    <>
      <h2 style={{ fontSize: 20 }}>{t('bookings.promoCode')}</h2>
      <Form.Item
        {...(promo && !promo.applied && promo.message
          ? { validateStatus: 'error' as const, help: <span role="alert">{promo.message}</span> }
          : {})}
      >
        <Space.Compact style={{ width: '100%', maxWidth: 360 }}>
          <Form.Item name="promoCode" noStyle>
            <Input
              data-testid="promo-code"
              aria-label={t('bookings.promoCode')}
              maxLength={40}
              autoComplete="off"
              onPressEnter={(e) => (e.preventDefault(), apply())}
              suffix={
                promo?.applied ? (
                  <CheckCircleFilled
                    style={{ color: 'var(--ant-color-success, #52c41a)' }}
                    aria-label={t('bookings.promoApplied', { code: promo.code })}
                    data-testid="promo-applied"
                  />
                ) : (
                  <span />
                )
              }
            />
          </Form.Item>
          <Button onClick={apply}>{t('bookings.promoApply')}</Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
