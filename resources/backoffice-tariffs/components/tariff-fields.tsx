/**
 * The rate plan form (docs/rules.md R5.8, R5.30): names and descriptions in ru and en, the nights'
 * percent, breakfast in rubles, the cancellation policy (free until N days or hours before
 * arrival, then the first night, a percentage or a fixed sum in rubles; or non-refundable), the
 * order and whether it is on sale. {@link tariffToBody} and {@link tariffValues} map the form's
 * rubles to the body's kopecks and back.
 */
import { Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { BoTariff, TariffBody } from '../../../src/contracts/backoffice-tariffs';
import type { CancellationPolicy } from '../../../src/domain/cancellation-policy';
import { kopecksToRubles, rublesToKopecks } from '../../../src/domain/money';

const R = 'backoffice-tariffs';

/** The form's values: the body with breakfast and a fixed penalty in rubles. */
export interface TariffValues extends Omit<TariffBody, 'perGuestNightKopecks' | 'cancellation'> {
  breakfastRubles: number;
  cancellation: {
    kind: CancellationPolicy['kind'];
    before?: number;
    unit?: 'days' | 'hours';
    penalty?: { kind: 'first_night' | 'percent' | 'fixed'; percent?: number };
  };
  fixedRubles?: number;
}

/** The body of the form's values. */
export function tariffToBody(v: TariffValues): TariffBody {
  const c = v.cancellation;
  const p = c.penalty ?? { kind: 'first_night' };
  const penalty =
    p.kind === 'percent'
      ? { kind: 'percent' as const, percent: p.percent ?? 0 }
      : p.kind === 'fixed'
        ? { kind: 'fixed' as const, kopecks: rublesToKopecks(v.fixedRubles ?? 0) }
        : { kind: 'first_night' as const };
  const { breakfastRubles, fixedRubles: _fixed, ...rest } = v;
  return {
    ...rest,
    perGuestNightKopecks: rublesToKopecks(breakfastRubles ?? 0),
    cancellation:
      c.kind === 'non_refundable'
        ? { kind: 'non_refundable' }
        : { kind: 'free_until', before: c.before ?? 0, unit: c.unit ?? 'days', penalty },
  };
}

/** The form's values of a tariff (a new one: 100 %, free until 3 days before, then the first night). */
export function tariffValues(t?: BoTariff): Partial<TariffValues> {
  if (!t)
    return {
      percent: 100,
      breakfastRubles: 0,
      position: 10,
      active: true,
      cancellation: { kind: 'free_until', before: 3, unit: 'days', penalty: { kind: 'first_night' } },
    };
  const c = t.cancellation ?? { kind: 'free_until' as const, before: 1, unit: 'days' as const };
  return {
    name: t.name,
    description: t.description,
    percent: t.percent,
    breakfastRubles: kopecksToRubles(t.perGuestNightKopecks),
    position: t.position,
    active: t.active,
    cancellation: {
      kind: c.kind,
      before: c.before,
      unit: c.unit,
      penalty: { kind: c.penalty?.kind ?? 'first_night', percent: c.penalty?.percent },
    },
    fixedRubles: c.penalty?.kopecks ? kopecksToRubles(c.penalty.kopecks) : undefined,
  };
}

/** The cancellation policy's fields, each shown only where its kind needs it. */
function PolicyFields() {
  const t = useTranslate();
  const form = Form.useFormInstance();
  const kind = Form.useWatch(['cancellation', 'kind'], form) as string | undefined;
  const penalty = Form.useWatch(['cancellation', 'penalty', 'kind'], form) as string | undefined;
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <>
      <Form.Item name={['cancellation', 'kind']} label={t(`${R}.fields.policyKind`)} rules={required}>
        <Radio.Group
          options={(['free_until', 'non_refundable'] as const).map((k) => ({
            value: k,
            label: t(`${R}.policyKinds.${k}`),
          }))}
        />
      </Form.Item>
      {kind === 'free_until' ? (
        <>
          <Space align="start" wrap>
            <Form.Item name={['cancellation', 'before']} label={t(`${R}.fields.before`)} rules={required}>
              <InputNumber min={1} max={8760} precision={0} />
            </Form.Item>
            <Form.Item name={['cancellation', 'unit']} label={t(`${R}.fields.unit`)} rules={required}>
              <Select
                style={{ width: 120 }}
                options={(['days', 'hours'] as const).map((u) => ({ value: u, label: t(`${R}.units.${u}`) }))}
              />
            </Form.Item>
          </Space>
          <Form.Item name={['cancellation', 'penalty', 'kind']} label={t(`${R}.fields.penalty`)} rules={required}>
            <Radio.Group
              options={(['first_night', 'percent', 'fixed'] as const).map((k) => ({
                value: k,
                label: t(`${R}.penalties.${k}`),
              }))}
            />
          </Form.Item>
          {penalty === 'percent' ? (
            <Form.Item
              name={['cancellation', 'penalty', 'percent']}
              label={t(`${R}.fields.penaltyPercent`)}
              rules={required}
            >
              <InputNumber min={1} max={100} precision={0} />
            </Form.Item>
          ) : null}
          {penalty === 'fixed' ? (
            <Form.Item name="fixedRubles" label={t(`${R}.fields.penaltyAmount`)} rules={required}>
              <InputNumber min={1} precision={2} />
            </Form.Item>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** The name in Russian (required) and in English of a rate plan or a stay discount. */
export function NameFields() {
  const t = useTranslate();
  return (
    <>
      <Form.Item
        name={['name', 'ru']}
        label={t(`${R}.fields.nameRu`)}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name={['name', 'en']} label={t(`${R}.fields.nameEn`)} initialValue="">
        <Input maxLength={100} />
      </Form.Item>
    </>
  );
}

/** Every field of a rate plan, named like {@link TariffValues}. */
export function TariffFields() {
  const t = useTranslate();
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <>
      <NameFields />
      <Form.Item name={['description', 'ru']} label={t(`${R}.fields.descriptionRu`)} initialValue="">
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
      <Form.Item name={['description', 'en']} label={t(`${R}.fields.descriptionEn`)} initialValue="">
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
      <Space align="start" wrap>
        <Form.Item name="percent" label={t(`${R}.fields.percent`)} rules={required}>
          <InputNumber min={1} max={300} precision={0} />
        </Form.Item>
        <Form.Item name="breakfastRubles" label={t(`${R}.fields.breakfast`)} rules={required}>
          <InputNumber min={0} precision={2} />
        </Form.Item>
        <Form.Item name="position" label={t(`${R}.fields.position`)} rules={required}>
          <InputNumber min={0} max={1000} precision={0} />
        </Form.Item>
        <Form.Item name="active" label={t(`${R}.fields.active`)} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <PolicyFields />
    </>
  );
}
