/**
 * The SBP part of the sandbox acquirer's page (docs/rules.md R5.20, R5.27), as YooKassa's SBP page
 * behaves: on a desktop a QR code (antd `QRCode`) of the payment's own pay link, which a phone's
 * camera or bank app opens; on a phone (narrower than 576 px, or a touch screen) an "Open the bank
 * app" button with that link instead. The page's Pay / Decline buttons stand in for the bank app's
 * confirmation.
 */
import { Button, Grid, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whether the device is a phone: narrower than antd's `sm` (576 px) or a coarse (touch) pointer. */
function usePhone(): boolean {
  const screens = Grid.useBreakpoint();
  const touch = typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;
  return screens.sm === false || !!touch;
}

/** The QR or the bank-app button of sandbox payment `paymentId`. */
export function SandboxSbp({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const link = `${window.location.origin}/payment-sandbox/${encodeURIComponent(paymentId)}`;
  return (
    <div style={{ marginBottom: 16 }} data-testid="sandbox-sbp">
      {phone ? (
        <>
          <p>{t('payment.sbpPhone')}</p>
          <Button size="large" block href={link}>
            {t('payment.sbpOpenApp')}
          </Button>
        </>
      ) : (
        <>
          <p>{t('payment.sbpScan')}</p>
          <QRCode value={link} type="svg" size={200} errorLevel="M" role="img" aria-label={t('payment.sbpQr')} />
        </>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('payment.sbpSandboxNote')}
      </Typography.Paragraph>
    </div>
  );
}
