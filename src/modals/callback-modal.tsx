/**
 * The call-back request (docs/rules.md R6.8: name, phone, time slot), opened by
 * `?m=callback`, with the personal-data consent (R6.9). Validated here and by the server
 * (POST app/v1/callback).
 */
import { Alert, Button, Form, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '../../providers/api-hooks';
import { api } from '../contracts/api';
import { normalizePhone } from '../domain/phone';
import { CALLBACK_SLOTS } from '../domain/bookings';
import { PhoneInput, phoneRule } from '../components/phone-input';
import { PolicyConsent } from '../components/policy-consent';
import type { CallbackBody } from '../contracts/forms';
import type { ModalProps } from '.';
import { NameField, SentResult } from '../components/form-states';

/** The form: the body of POST app/v1/callback. */
type CallbackValues = Omit<CallbackBody, 'policyConsent'> & { policyConsent: boolean };

export default function CallbackModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CallbackValues>();
  const { formProps, onFinish, generalError, isPending, isSuccess } = useApiForm(api.forms.callback, { form });

  const toBody = (values: CallbackValues): CallbackBody => ({
    ...values,
    phone: normalizePhone(values.phone) ?? values.phone,
    policyConsent: values.policyConsent as true,
  });

  return (
    <Modal open title={t('callback.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {isSuccess ? (
        <SentResult title={t('callback.success')} onClose={onClose} />
      ) : (
        <Form
          {...formProps}
          layout="vertical"
          onFinish={(v) => onFinish(toBody(v))}
          initialValues={{ slot: 'now' }}
          requiredMark={false}
        >
          <p>{t('callback.text')}</p>
          <NameField label={t('callback.name')} />
          <Form.Item name="phone" label={t('callback.phone')} rules={[phoneRule(t)]}>
            <PhoneInput />
          </Form.Item>
          <Form.Item name="slot" label={t('callback.slot')}>
            <Radio.Group
              optionType="button"
              options={CALLBACK_SLOTS.map((s) => ({ value: s, label: t(`callback.slots.${s}`) }))}
            />
          </Form.Item>
          <PolicyConsent />
          {generalError && <Alert type="error" showIcon message={generalError} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
            {t('callback.submit')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
