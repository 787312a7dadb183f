/**
 * The states of the public forms (the call-back and feedback modals, src/modals/; the question
 * page, src/pages/site/ask-question.tsx; docs/rules.md R6.8–R6.10): the name field, the "sent" result
 * and the general error under the fields.
 */
import { Alert, Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The person's name: required, at most 80 characters.
 *
 * @param label - the translated label.
 */
export function NameField({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="name"
      label={label}
      rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
    >
      <Input autoComplete="name" maxLength={80} />
    </Form.Item>
  );
}

/**
 * "Sent" in a modal, with the button that closes it.
 *
 * @param title - the translated message.
 * @param onClose - closes the modal.
 */
export function SentResult({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={title}
      extra={
        // Focus moves into the success message, so Escape still closes the dialog (issue 14 item 12).
        <Button onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      }
    />
  );
}

/**
 * A failure of the form as a whole (not of one field), with the server's message if any.
 *
 * @param description - the server's message.
 */
export function SendFailed({ description }: { description?: string | null }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={t('common.somethingWrong')}
      description={description ?? undefined}
      style={{ marginBottom: 16 }}
    />
  );
}
