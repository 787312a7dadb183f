/**
 * The consent box of every form that collects personal data (docs/rules.md R21.2; 152-FZ art. 9 as
 * amended by 156-FZ: the consent is a separate document). An antd Form.Item named by the kind's body
 * field (`CONSENT_FIELDS`: `policyConsent`, `notificationsConsent`, `checkInConsent`,
 * `crossBorderConsent`), an unticked checkbox whose sentence links to the document's own page
 * (`/legal/consent/<kind>`, the personal-data one also to the privacy policy), opened in a new tab so
 * the form keeps its values. Required kinds refuse to submit unticked with the server's message
 * (`CONSENT_REQUIRED_MESSAGES`); the server checks the same field (server/services/consents.ts).
 */
import { Link } from 'react-router';
import { Checkbox, Form } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { CONSENT_FIELDS, legalPath, type ConsentKind } from '../domain/consents';
import { CONSENT_REQUIRED_MESSAGES } from '../contracts/consents';

/** Props of {@link ConsentField}. */
export interface ConsentFieldProps {
  /** Which consent: its document, body field and message. */
  kind: ConsentKind;
  /** Must be ticked to submit; default: every kind but `notifications`. */
  required?: boolean;
}

/** The rule of a required consent box: ticked, else the kind's message (the one the server answers). */
export const consentRule = (t: (k: string) => string, kind: ConsentKind = 'personal_data') => ({
  validator: async (_r: unknown, v: boolean) => {
    if (!v) throw new Error(t(CONSENT_REQUIRED_MESSAGES[kind]));
  },
});

/** A consent checkbox inside an antd Form; its value is `true` when ticked. */
export function ConsentField({ kind, required = kind !== 'notifications' }: ConsentFieldProps) {
  const { t } = useTranslation();
  const link = (to: string) => <Link to={to} target="_blank" rel="noopener" />;
  return (
    <Form.Item name={CONSENT_FIELDS[kind]} valuePropName="checked" rules={required ? [consentRule(t, kind)] : []}>
      <Checkbox>
        <Trans
          i18nKey={`consents.field.${kind}`}
          t={t}
          components={{ doc: link(legalPath(kind)), policy: link(legalPath('privacy')) }}
        />
      </Checkbox>
    </Form.Item>
  );
}
