/**
 * /login (docs/rules.md R2.1–R2.9): the phone, then the code sent by SMS or the last 4 digits of the number
 * that calls (the server chooses and says which); "I am the owner of the property" makes the
 * session an owner's; a wrong code shows "Incorrect code"; after login the user lands on `to`,
 * or /dashboard, or /user-info on a first login without a name.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert, Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { useLogin, useTranslate } from '@refinedev/core';
import { maskPhone, PhoneInput, phoneRule } from '../components/phone-input';
import { formatPhone, normalizePhone } from '../domain/phone';
import { bookerPhone } from '../components/booker-phone';
import type { CodeInfo, LoginBody } from '../contracts/auth';
import { api } from '../contracts/api';
import { formGeneralError } from '../../providers/endpoints';
import { useEndpointForm } from '../../providers/endpoint-forms';
import { ConsentField } from '../components/consent-field';

function useCountdown(seconds: number, key: unknown) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (!seconds) return;
    const id = setInterval(() => setLeft((s) => (s > 0 ? s - 1 : 0)), 1000);
    return () => clearInterval(id);
  }, [seconds, key]);
  return left;
}

export default function LoginPage() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const to = params.get('to');
  const [phone, setPhone] = useState<string | null>(null);
  // The number to start the phone field with: the booker's after an anonymous booking (router
  // state, or this tab's sessionStorage when /need-login came between: R5.11), then the last one a
  // code was sent to, so "Change number" edits it (issue 14 item 17).
  const statePhone = (useLocation().state as { phone?: unknown } | null)?.phone;
  const [lastPhone, setLastPhone] = useState<string | null>(() => {
    const p = typeof statePhone === 'string' ? statePhone : bookerPhone();
    return p ? normalizePhone(p) : null;
  });
  const [owner, setOwner] = useState(false);
  // The personal-data consent ticked on the phone step, sent with the code (docs/rules.md R21.2).
  const [consent, setConsent] = useState(false);
  const [info, setInfo] = useState<CodeInfo | null>(null);
  const [sentAt, setSentAt] = useState(0);
  const [codeError, setCodeError] = useState<string | null>(null);
  // POST app/v1/auth/code `{ phone }`: a refused number's message lands under the phone field;
  // any other failure (e.g. too many codes) is shown there too.
  const asked = useRef('');
  const sendCode = useEndpointForm(api.auth.code, {
    errorNotification: false,
    onMutationSuccess: ({ data }) => {
      setPhone(asked.current);
      setLastPhone(asked.current);
      setInfo(data);
      setSentAt(Date.now());
      setCodeError(null);
    },
  });
  const phoneError = formGeneralError(sendCode.mutation.error);
  const { mutate: login, isPending: loggingIn } = useLogin<LoginBody & { to: string | null }>();
  const left = useCountdown(info?.retryAfter ?? 0, sentAt);

  const requestCode = (p: string) => {
    asked.current = p;
    void sendCode.formProps.onFinish?.({ phone: p });
  };

  const submitCode = ({ code }: { code: string }) => {
    setCodeError(null);
    login(
      { phone: phone!, code, owner, policyConsent: consent, to },
      {
        onSuccess: (r) => {
          if (!r.success) setCodeError(r.error?.message ?? t('auth.incorrectCode'));
        },
      },
    );
  };

  return (
    <div className="page-container">
      <Card className="centered-card">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          {t('auth.title')}
        </Typography.Title>
        {!phone || !info ? (
          <Form
            {...sendCode.formProps}
            layout="vertical"
            requiredMark={false}
            initialValues={{ phone: lastPhone ? maskPhone(lastPhone) : undefined }}
            onFinish={(v) => {
              const {
                phone: p,
                owner: o,
                policyConsent: c,
              } = v as { phone: string; owner?: boolean; policyConsent?: boolean };
              setOwner(!!o);
              setConsent(!!c);
              requestCode(normalizePhone(p)!);
            }}
          >
            <Form.Item
              name="phone"
              label={t('auth.phone')}
              rules={[phoneRule(t)]}
              validateStatus={phoneError ? 'error' : undefined}
              help={phoneError ?? undefined}
            >
              <PhoneInput size="large" autoFocus />
            </Form.Item>
            <Form.Item name="owner" valuePropName="checked">
              <Checkbox>{t('auth.owner')}</Checkbox>
            </Form.Item>
            <ConsentField kind="personal_data" />
            <Button type="primary" htmlType="submit" size="large" block loading={sendCode.mutation.isPending}>
              {t('auth.getCode')}
            </Button>
          </Form>
        ) : (
          <Form layout="vertical" requiredMark={false} onFinish={submitCode} key={sentAt}>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              message={
                info.channel === 'call'
                  ? t('auth.codeCall', { phone: formatPhone(phone) })
                  : t('auth.codeSms', { phone: formatPhone(phone), length: info.length })
              }
            />
            <Form.Item
              name="code"
              label={t('auth.code')}
              validateStatus={codeError ? 'error' : undefined}
              help={codeError ?? undefined}
              rules={[{ required: true, len: info.length, message: t('validation.required') }]}
            >
              <Input.OTP
                length={info.length}
                autoFocus
                inputMode="numeric"
                aria-label={t('auth.code')}
                onChange={() => setCodeError(null)}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block loading={loggingIn}>
              {t('auth.login')}
            </Button>
            <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16, flexWrap: 'wrap', gap: 8 }}>
              <Button
                type="link"
                onClick={() => {
                  setPhone(null);
                  setInfo(null);
                }}
                style={{ padding: 0 }}
              >
                {t('auth.changePhone')}
              </Button>
              <Button
                type="link"
                disabled={left > 0}
                onClick={() => requestCode(phone)}
                loading={sendCode.mutation.isPending}
                style={{ padding: 0 }}
              >
                {left > 0 ? t('auth.resendIn', { count: left }) : t('auth.resend')}
              </Button>
            </div>
          </Form>
        )}
      </Card>
    </div>
  );
}
