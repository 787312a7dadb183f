/** The tariff choice of the booking form (docs/rules.md R5.8): one radio per tariff with its description. */
import { Form, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Tariff } from '../../../src/contracts/objects';

/** Field `tariffId` (required) of the enclosing form, one option per tariff of GET app/v1/tariffs. */
export function OrderTariff({ tariffs }: { tariffs: Tariff[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 style={{ fontSize: 20 }}>{t('bookings.tariff')}</h2>
      <Form.Item name="tariffId" rules={[{ required: true, message: t('validation.required') }]}>
        <Radio.Group>
          <Space direction="vertical">
            {tariffs.map((x) => (
              <Radio key={x.id} value={x.id}>
                <strong>{x.name}</strong> — {x.description}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
    </>
  );
}
