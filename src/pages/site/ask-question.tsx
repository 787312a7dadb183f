/**
 * /ask-question (docs/rules.md R6.10): name, phone, optional e-mail, the question and the
 * policy consent; validated here with the server's rules and stored by POST app/v1/question.
 * The page is an island of the server-rendered page (docs/architecture.md § Server rendering).
 */
import { Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '../../../providers/api-hooks';
import { api } from '../../contracts/api';
import { normalizePhone } from '../../domain/phone';
import { FORM_TEXT_MAX } from '../../domain/forms';
import { PhoneInput, phoneRule } from '../../components/phone-input';
import type { QuestionBody } from '../../contracts/forms';
import { PolicyConsent } from '../../components/policy-consent';
import { PageShell } from './content';
import { useHydrated } from '../../components/client-only';
import { Themed } from '../../components/themed';
import { Island } from '../../islands/island';
import { withRouter } from '../../islands/with-router';
import { SendFailed } from '../../components/form-states';

/** The form: POST app/v1/question's body with the consent as a checkbox. */
type QuestionValues = Omit<QuestionBody, 'policyConsent'> & { policyConsent: boolean };

function AskQuestionPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<QuestionValues>();
  const hydrated = useHydrated();
  const { formProps, onFinish, generalError, isPending, isSuccess, isError, reset } = useApiForm(api.forms.question, {
    form,
  });

  const toBody = (v: QuestionValues): QuestionBody => ({
    ...v,
    phone: normalizePhone(v.phone) ?? v.phone,
    email: v.email?.trim() || undefined,
    policyConsent: v.policyConsent as true,
  });

  if (isSuccess)
    return (
      <PageShell title={t('question.title')}>
        <Result
          status="success"
          title={t('question.success')}
          extra={
            <Button
              onClick={() => {
                form.resetFields();
                reset();
              }}
            >
              {t('question.another')}
            </Button>
          }
        />
      </PageShell>
    );

  return (
    <PageShell title={t('question.title')} lead={t('question.text')}>
      <Form
        {...formProps}
        layout="vertical"
        onFinish={(v) => onFinish(toBody(v))}
        requiredMark={false}
        className="narrow-form"
        scrollToFirstError
      >
        <Form.Item
          name="name"
          label={t('question.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation.required') },
            { max: 80, message: t('validation.tooLong', { count: 80 }) },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="phone" label={t('question.phone')} rules={[phoneRule(t)]}>
          <PhoneInput />
        </Form.Item>
        <Form.Item name="email" label={t('question.email')} rules={[{ type: 'email', message: t('validation.email') }]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="question"
          label={t('question.question')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input.TextArea rows={5} maxLength={FORM_TEXT_MAX} showCount />
        </Form.Item>
        <PolicyConsent />
        {(generalError || isError) && <SendFailed description={generalError} />}
        {/* Server-rendered: enabled once hydrated, so an early click never submits the bare HTML form. */}
        <Button type="primary" htmlType="submit" size="large" loading={isPending} disabled={!hydrated}>
          {t('question.submit')}
        </Button>
      </Form>
    </PageShell>
  );
}

/** The island: the form page in the portal's theme, with React Router where there is none (the policy's link). */
const AskQuestionIsland = withRouter(function ThemedAskQuestion() {
  return (
    <Themed>
      <AskQuestionPage />
    </Themed>
  );
});
export default AskQuestionIsland;

/** The route's page: the island. */
export function AskQuestionRoute() {
  return <Island name="ask-question" component={AskQuestionIsland} />;
}
