/**
 * The personal-data consent of every form that collects personal data (docs/rules.md R6.8–R6.10: policy consent
 * required; issue 14 item 16): the call-back and feedback dialogs, /ask-question and the booking
 * form. A Form.Item named `policyConsent`; the server checks the same field
 * (`z.literal(true)`, message `feedback.policyRequired`).
 */
import { Link } from 'react-router';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';

/** The policy consent checkbox rule: must be ticked (R6.9). */
export const consentRule = (t: (k: string) => string) => ({
  validator: async (_r: unknown, v: boolean) => {
    if (!v) throw new Error(t('feedback.policyRequired'));
  },
});

/** The consent checkbox with a link to /policy, inside an antd Form. */
export function PolicyConsent() {
  const { t } = useTranslation();
  return (
    <Form.Item name="policyConsent" valuePropName="checked" rules={[consentRule(t)]}>
      <Checkbox>
        {t('feedback.policyConsent')} (<Link to="/policy">{t('feedback.policyLink')}</Link>)
      </Checkbox>
    </Form.Item>
  );
}
