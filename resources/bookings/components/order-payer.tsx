/**
 * The payer and the booker's contacts in the booking form (docs/rules.md R5.10): payer type;
 * an entrepreneur's or legal entity's TIN (10 or 12 digits), a legal entity's name and documents;
 * then surname, name, patronymic, phone (R8.3) and e-mail.
 */
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYER_TYPES } from '../../../src/domain/bookings';
import type { PayerType } from '../../../src/contracts/bookings';
import { PhoneInput } from '../../../src/components/phone-input';
import { useClientState } from '../../../src/components/client-state';
import { OrderDocuments } from './order-documents';

/** Fields `payerType`, `contact.companyName`, `contact.inn` and, for a legal entity, its documents. */
export function OrderPayer(props: { payerType: PayerType; loggedIn: boolean; loginTo: string; guests: number }) {
  const { t } = useTranslation();
  const { payerType } = props;
  const { platform } = useClientState();
  return (
    <>
      <h2 style={{ fontSize: 20 }}>{t('bookings.payerType')}</h2>
      <Form.Item name="payerType" required>
        {/* Buttons in a row on wider screens; a plain vertical list on a phone, not a wrapped staircase (issue 14 item 13). */}
        <Radio.Group
          className="payer-choice"
          optionType={platform === 'mobile' ? 'default' : 'button'}
          options={PAYER_TYPES.map((p) => ({ value: p, label: t(`bookings.payer.${p}`) }))}
        />
      </Form.Item>
      {payerType === 'legal' ? (
        <Form.Item
          name={['contact', 'companyName']}
          label={t('booking.companyName')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input autoComplete="organization" />
        </Form.Item>
      ) : null}
      {payerType !== 'individual' ? (
        <Form.Item
          name={['contact', 'inn']}
          label={t('bookings.inn')}
          rules={[{ required: true, pattern: /^(\d{10}|\d{12})$/, message: t('validation.innRequired') }]}
        >
          <Input inputMode="numeric" maxLength={12} />
        </Form.Item>
      ) : null}
      {payerType === 'legal' ? (
        <OrderDocuments loggedIn={props.loggedIn} loginTo={props.loginTo} guests={props.guests} />
      ) : null}
    </>
  );
}

/** Fields `contact.surname`, `contact.name`, `contact.patronymic`, `contact.phone`, `contact.email`. */
export function OrderContacts() {
  const { t } = useTranslation();
  const required = [{ required: true, whitespace: true, message: t('validation.required') }];
  return (
    <>
      <h2 style={{ fontSize: 20 }}>{t('bookings.contacts')}</h2>
      <div className="form-grid" data-testid="booking-contacts">
        <Form.Item name={['contact', 'surname']} label={t('bookings.surname')} rules={required}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item name={['contact', 'name']} label={t('bookings.name')} rules={required}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name={['contact', 'patronymic']} label={t('bookings.patronymic')}>
          <Input autoComplete="additional-name" />
        </Form.Item>
        <Form.Item
          name={['contact', 'phone']}
          label={t('bookings.phone')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <PhoneInput />
        </Form.Item>
        <Form.Item
          name={['contact', 'email']}
          label={t('bookings.email')}
          rules={[{ type: 'email', message: t('validation.email') }]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </div>
    </>
  );
}
