/**
 * The "browser notifications" control of /notifications (docs/rules.md R7.6): shows the permission state and,
 * when it is undecided, a button — the only place the browser asks for permission (never on page
 * load). Granted → the device is registered (providers/push.ts). Push goes through Google Firebase
 * (a cross-border transfer), so the button sits in a form with the cross-border consent box and
 * records that consent before asking (docs/rules.md R21.6).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Space, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNotification, useTranslate } from '@refinedev/core';
import { enablePush, firebaseConfig, pushPermission, type PushState } from '../../providers/push';
import { toHttpError } from '../../providers/http';
import { useEndpointMutation } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';
import { ConsentField } from '../../src/components/consent-field';

function initialState(): PushState {
  const p = pushPermission();
  if (p === 'unsupported') return 'unsupported';
  if (!firebaseConfig()) return 'off';
  return p;
}

export function BrowserPushCard() {
  const t = useTranslate();
  const { open } = useNotification();
  const [state, setState] = useState<PushState>(initialState);
  const [busy, setBusy] = useState(false);
  const consent = useEndpointMutation(api.consents.create);

  useEffect(() => {
    // Already granted: make sure this device is registered (no prompt is shown).
    if (initialState() === 'granted') enablePush().then(setState, () => undefined);
  }, []);

  const enable = async () => {
    setBusy(true);
    try {
      await consent.mutateAsync({ body: { kind: 'cross_border', accepted: true } });
      const s = await enablePush({ requestPermission: true });
      setState(s);
      if (s === 'granted') open?.({ type: 'success', message: t('push.enabled') });
    } catch (e) {
      open?.({ type: 'error', message: toHttpError(e).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="browser-push">
      <Space align="start" style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <div>
          <Typography.Text strong>
            <BellOutlined /> {t('push.browserTitle')}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary" data-testid="browser-push-state" data-state={state}>
            {t(`push.state.${state}`)}
          </Typography.Text>
        </div>
        {state === 'default' && (
          <Form layout="vertical" onFinish={enable} style={{ maxWidth: 420 }}>
            <ConsentField kind="cross_border" />
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('push.enable')}
            </Button>
          </Form>
        )}
      </Space>
      {state === 'no-token' && (
        <Alert style={{ marginTop: 8 }} type="warning" showIcon message={t('push.state.no-token')} />
      )}
    </Card>
  );
}
