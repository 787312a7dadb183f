/**
 * A legal entity's documents in the booking form (docs/rules.md R5.10, R1.13): the TIN
 * certificate and at least one document per guest, uploaded one file per request to
 * POST app/v1/uploads (PDF, JPEG, PNG) through the one upload field (src/components/upload-field.tsx).
 * Uploading needs a login, so a logged-out booker is offered the login first and comes back to the
 * same form.
 */
import { Link } from 'react-router';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { filesRule, UploadField, uploadFieldItem } from '../../../src/components/upload-field';

/** Fields `documents.tinCertificate` and `documents.guestDocuments` (the body's names); `guests` is the number of guests to document. */
export function OrderDocuments({ loggedIn, loginTo, guests }: { loggedIn: boolean; loginTo: string; guests: number }) {
  const { t } = useTranslation();
  return (
    <>
      {loggedIn ? null : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('bookings.loginForDocuments')}
          action={<Link to={`/login?to=${encodeURIComponent(loginTo)}`}>{t('nav.login')}</Link>}
        />
      )}
      <Form.Item
        name={['documents', 'tinCertificate']}
        label={t('bookings.tinCertificate')}
        required
        {...uploadFieldItem}
        rules={[filesRule(1, t('validation.tinRequired'))]}
      >
        <UploadField
          maxCount={1}
          accept=".pdf,.jpg,.jpeg,.png,.webp"
          disabled={!loggedIn}
          label={t('bookings.upload')}
        />
      </Form.Item>
      <Form.Item
        name={['documents', 'guestDocuments']}
        label={t('bookings.guestDocuments')}
        required
        {...uploadFieldItem}
        rules={[filesRule(guests, t('validation.guestDocsRequired'))]}
      >
        <UploadField multiple accept=".pdf,.jpg,.jpeg,.png,.webp" disabled={!loggedIn} label={t('bookings.upload')} />
      </Form.Item>
    </>
  );
}
