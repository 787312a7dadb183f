/** The MC's phone on an emergency request (docs/rules.md R15.8): shown at once, with a call link. */
import { Alert, Button } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';

/** The MC's phone as a call link, shown at once on the emergency form (R15.8). */
export function EmergencyPhone({ phone }: { phone: string | null | undefined }) {
  const t = useTranslate();
  if (!phone) return null;
  return (
    <Alert
      type="error"
      showIcon
      icon={<PhoneOutlined />}
      style={{ marginBottom: 16 }}
      data-testid="emergency-phone"
      message={t('service-requests.hints.emergencyPhone', { phone })}
      action={
        <Button danger type="primary" href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
          {t('service-requests.hints.callNow')}
        </Button>
      }
    />
  );
}
