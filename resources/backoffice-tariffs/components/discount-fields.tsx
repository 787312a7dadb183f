/**
 * The stay discount form (docs/rules.md R5.31): kind (length of stay or early booking), names in ru
 * and en, the threshold (nights, or days between booking and arrival), the percentage, the rate
 * plans it applies to (none: all) and whether it is on.
 */
import { Form, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { useTranslate } from '@refinedev/core';
import { STAY_DISCOUNT_KINDS, type BoTariff } from '../../../src/contracts/backoffice-tariffs';
import { useLocale } from '../../../src/components/backoffice/use-locale';
import { NameFields } from './tariff-fields';

const R = 'backoffice-tariffs';

/** Every field of a stay discount, named like its body; `tariffs` are the choices of `tariffIds`. */
export function DiscountFields({ tariffs }: { tariffs: readonly BoTariff[] }) {
  const t = useTranslate();
  const lang = useLocale();
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <>
      <Form.Item name="kind" label={t(`${R}.fields.kind`)} rules={required}>
        <Radio.Group options={STAY_DISCOUNT_KINDS.map((k) => ({ value: k, label: t(`${R}.kinds.${k}`) }))} />
      </Form.Item>
      <NameFields />
      <Space align="start" wrap>
        <Form.Item name="threshold" label={t(`${R}.fields.threshold`)} rules={required}>
          <InputNumber min={1} max={366} precision={0} />
        </Form.Item>
        <Form.Item name="percent" label={t(`${R}.fields.discountPercent`)} rules={required}>
          <InputNumber min={1} max={90} precision={0} />
        </Form.Item>
        <Form.Item name="active" label={t(`${R}.fields.active`)} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item name="tariffIds" label={t(`${R}.fields.tariffs`)} initialValue={[]}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t(`${R}.allTariffs`)}
          options={tariffs.map((x) => ({ value: x.id, label: x.name[lang] || x.name.ru }))}
        />
      </Form.Item>
    </>
  );
}
