/**
 * The tariff choice of the booking form (docs/rules.md R5.8, R5.30): one radio per tariff with its
 * description and, under it, its cancellation policy written out — with the free-cancellation
 * deadline once the stay's dates are picked (the form's `period`).
 */
import { Form, Radio, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Tariff } from '../../../src/contracts/objects';
import { freeCancellationDeadline, policyText, type CancellationPolicy } from '../../../src/domain/cancellation-policy';
import { formatMoney } from '../../../src/domain/money';

/** Field `tariffId` (required) of the enclosing form, one option per tariff of GET app/v1/tariffs. */
export function OrderTariff({ tariffs }: { tariffs: Tariff[] }) {
  const { t, i18n } = useTranslation();
  const period = Form.useWatch('period') as [Dayjs, Dayjs] | null | undefined;
  const checkIn = period?.[0]?.format('YYYY-MM-DD');
  const money = (k: number) => formatMoney(k, i18n.language === 'en' ? 'en' : 'ru');
  const terms = (x: Tariff) => {
    const policy = x.cancellation as CancellationPolicy | null;
    const deadline = checkIn ? freeCancellationDeadline(policy, checkIn, x.checkInTime) : null;
    return policyText(policy, (k, o) => t(k, o), money, deadline, x.refundable);
  };
  return (
    <>
      <h2 style={{ fontSize: 20 }}>{t('bookings.tariff')}</h2>
      <Form.Item name="tariffId" rules={[{ required: true, message: t('validation.required') }]}>
        <Radio.Group>
          <Space direction="vertical">
            {tariffs.map((x) => (
              <Radio key={x.id} value={x.id}>
                <strong>{x.name}</strong> — {x.description}
                <div className="muted-inline" data-testid={`tariff-terms-${x.code}`}>
                  {terms(x)}
                </div>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
    </>
  );
}
