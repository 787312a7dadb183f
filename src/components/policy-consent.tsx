/**
 * The personal-data consent of every form that collects personal data (docs/rules.md R6.8–R6.10: policy consent
 * required; issue 14 item 16): the call-back and feedback dialogs, /ask-question and the booking
 * form. A Form.Item named `policyConsent`; the server checks the same field
 * (`z.literal(true)`, message `feedback.policyRequired`).
 */
import { Link } from 'react-router';
import { Checkbox, Form } from 'antd';
import { Trans, useTranslation } from 'react-i18next';

/** The policy consent checkbox rule: must be ticked (R6.9). */
export const consentRule = (t: (k: string) => string) => ({
  validator: async (_r: unknown, v: boolean) => {
    if (!v) throw new Error(t('feedback.policyRequired'));
  },
});

/**
 * The consent checkbox inside an antd Form: one sentence whose policy's name is the link to /policy
 * (`feedback.policyConsent`, the name inside `<policy>`), so the name is read once (issue 35 item 18).
 */
export function PolicyConsent() {
  const { t } = useTranslation();
  return (
    <Form.Item name="policyConsent" valuePropName="checked" rules={[consentRule(t)]}>
      <Checkbox>
        <Trans i18nKey="feedback.policyConsent" t={t} components={{ policy: <Link to="/policy" /> }} />
      </Checkbox>
    </Form.Item>
  );
}
