/**
 * The feedback form (docs/rules.md R6.9: name, phone, contact method, rental type, dates,
 * comment, consents; policy consent required, notifications consent separate and optional),
 * opened by `?m=feedback` — by hand or by the 50 s pop-up (src/components/feedback-timer.tsx).
 * Validated here with the server's rules; stored by POST app/v1/feedback.
 */
import { Button, DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '../../providers/api-hooks';
import { api } from '../contracts/api';
import { normalizePhone } from '../domain/phone';
import { toIsoDate } from '../domain/datetime';
import { CONTACT_METHODS, FORM_TEXT_MAX, RENTAL_TYPES } from '../domain/forms';
import { PhoneInput, phoneRule } from '../components/phone-input';
import type { FeedbackBody } from '../contracts/forms';
import { PolicyConsent } from '../components/policy-consent';
import { ConsentField } from '../components/consent-field';
import type { ModalProps } from '.';
import '../dayjs-locale';
import { hotelTodayDay } from '../domain/hotel-time';
import { NameField, SendFailed, SentResult } from '../components/form-states';

/** The form: POST app/v1/feedback's body with the two dates as one range and the consent as a checkbox. */
type FeedbackValues = Omit<FeedbackBody, 'dateFrom' | 'dateTo' | 'policyConsent'> & {
  dates?: [Dayjs | null, Dayjs | null] | null;
  policyConsent: boolean;
};

export default function FeedbackModal({ onClose, initial }: ModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedbackValues>();
  // The server names the range's end `dateTo`; the form shows it under the range.
  const { formProps, onFinish, generalError, isPending, isSuccess, isError } = useApiForm(api.forms.feedback, {
    form,
    errorFields: { dateTo: 'dates' },
  });

  const toBody = ({ dates, ...v }: FeedbackValues): FeedbackBody => ({
    ...v,
    phone: normalizePhone(v.phone) ?? v.phone,
    comment: v.comment?.trim() || undefined,
    dateFrom: dates?.[0] ? toIsoDate(dates[0]) : undefined,
    dateTo: dates?.[1] ? toIsoDate(dates[1]) : undefined,
    // The checkbox's rule lets the form submit only when ticked.
    policyConsent: v.policyConsent as true,
    notificationsConsent: !!v.notificationsConsent,
  });

  return (
    <Modal open title={t('feedback.title')} onCancel={onClose} footer={null} destroyOnHidden width={560}>
      {isSuccess ? (
        <SentResult title={t('feedback.success')} onClose={onClose} />
      ) : (
        <Form
          {...formProps}
          layout="vertical"
          onFinish={(v) => onFinish(toBody(v))}
          initialValues={{ contactMethod: 'call', rentalType: 'short', ...initial }}
          requiredMark={false}
        >
          <p>{t('feedback.text')}</p>
          <NameField label={t('feedback.name')} />
          <Form.Item name="phone" label={t('feedback.phone')} rules={[phoneRule(t)]}>
            <PhoneInput />
          </Form.Item>
          <Form.Item name="contactMethod" label={t('feedback.contactMethod')}>
            <Radio.Group
              options={CONTACT_METHODS.map((m) => ({ value: m, label: t(`feedback.contactMethods.${m}`) }))}
            />
          </Form.Item>
          <Form.Item name="rentalType" label={t('feedback.rentalType')}>
            <Select options={RENTAL_TYPES.map((r) => ({ value: r, label: t(`feedback.rentalTypes.${r}`) }))} />
          </Form.Item>
          <Form.Item name="dates" label={t('feedback.dates')}>
            <DatePicker.RangePicker
              format="DD.MM.YYYY"
              style={{ width: '100%' }}
              placeholder={[t('feedback.dateFrom'), t('feedback.dateTo')]}
              disabledDate={(d) => d.isBefore(hotelTodayDay(), 'day')}
            />
          </Form.Item>
          <Form.Item name="comment" label={t('feedback.comment')}>
            <Input.TextArea rows={3} maxLength={FORM_TEXT_MAX} />
          </Form.Item>
          <PolicyConsent />
          <ConsentField kind="notifications" />
          {isError && <SendFailed description={generalError} />}
          <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
            {t('feedback.submit')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
