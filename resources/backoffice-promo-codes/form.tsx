/**
 * The fields of a promo code (docs/rules.md R5.32) in the back office's drawer: the code, a percent
 * or a sum (rubles typed, kopecks held), the booking and stay dates, the minimum nights, the tariffs
 * and apartments it is for (empty: all) and its limits. Named as the body names them (the dates
 * as ranges, split by {@link toPromoBody}) so the server's errors land under the fields.
 */
import { DatePicker, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useTranslate } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';
import type { PromoCodeBody, PromoCodeRow } from '../../src/contracts/backoffice-promo-codes';
import { api } from '../../src/contracts/api';
import { useEndpointList, useEndpointQuery } from '../../providers/endpoints';
import { kopecksField } from '../../src/components/backoffice/kopecks-field';
import { DecimalInput, decimalRule } from '../../src/components/decimal-input';
import { MAX_PROMO_PERCENT } from '../../src/domain/promo-codes';

const R = 'backoffice-promo-codes';
type Range = [Dayjs | null, Dayjs | null] | null | undefined;

/** The drawer's values: the body's fields, the date windows as ranges. */
export type PromoFormValues = Omit<PromoCodeBody, 'bookFrom' | 'bookTo' | 'stayFrom' | 'stayTo'> & {
  bookDates?: Range;
  stayDates?: Range;
};

const iso = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);
const range = (from: string | null, to: string | null): Range =>
  from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : undefined;

/** The body of POST/PATCH …/promo-codes from the drawer's values. */
export function toPromoBody({ bookDates, stayDates, ...v }: PromoFormValues): PromoCodeBody {
  return {
    ...v,
    limitTotal: v.limitTotal ?? null,
    limitPerGuest: v.limitPerGuest ?? null,
    bookFrom: iso(bookDates?.[0]),
    bookTo: iso(bookDates?.[1]),
    stayFrom: iso(stayDates?.[0]),
    stayTo: iso(stayDates?.[1]),
  };
}

/** The drawer's initial values of a code (a new one: 10 %, from 1 night). */
export function promoFormValues(c?: PromoCodeRow): PromoFormValues {
  if (!c) return { code: '', kind: 'percent', value: 10, minNights: 1, tariffIds: [], objectIds: [] };
  return {
    code: c.code,
    kind: c.kind,
    value: c.value,
    minNights: c.minNights,
    tariffIds: c.tariffIds,
    objectIds: c.objectIds,
    limitTotal: c.limitTotal,
    limitPerGuest: c.limitPerGuest,
    bookDates: range(c.bookFrom, c.bookTo),
    stayDates: range(c.stayFrom, c.stayTo),
  };
}

/** The fields of the enclosing form. */
export function PromoCodeFields() {
  const t = useTranslate();
  const f = (k: string) => t(`${R}.fields.${k}`);
  const required = [{ required: true, message: t('validation.required') }];
  const tariffs = useEndpointQuery(api.objects.tariffs, {}).query.data?.data ?? [];
  const objects = useEndpointList(api['backoffice-objects'].list, { pagination: { pageSize: 1000 } }).result.data;
  const kind = Form.useWatch('kind') as PromoCodeBody['kind'] | undefined;
  return (
    <>
      <Form.Item
        name="code"
        label={f('code')}
        rules={[...required, { pattern: /^[A-Za-z0-9_-]{3,30}$/, message: t(`${R}.errors.code`) }]}
        normalize={(v: string) => v.toUpperCase()}
      >
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item name="kind" label={f('kind')} rules={required}>
          <Radio.Group
            optionType="button"
            options={(['percent', 'amount'] as const).map((k) => ({ value: k, label: t(`${R}.kinds.${k}`) }))}
          />
        </Form.Item>
        {kind === 'amount' ? (
          <Form.Item name="value" label={f('amount')} {...kopecksField} rules={[...required, decimalRule(t, 2)]}>
            <DecimalInput min={0.01} precision={2} style={{ width: 160 }} />
          </Form.Item>
        ) : (
          <Form.Item name="value" label={f('percent')} rules={required}>
            <InputNumber min={1} max={MAX_PROMO_PERCENT} precision={0} addonAfter="%" style={{ width: 160 }} />
          </Form.Item>
        )}
      </Space>
      <Form.Item name="bookDates" label={f('bookDates')}>
        <DatePicker.RangePicker format="DD.MM.YYYY" allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="stayDates" label={f('stayDates')}>
        <DatePicker.RangePicker format="DD.MM.YYYY" allowEmpty={[true, true]} />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item name="minNights" label={f('minNights')} rules={required}>
          <InputNumber min={1} max={90} precision={0} />
        </Form.Item>
        <Form.Item name="limitTotal" label={f('limitTotal')}>
          <InputNumber min={1} precision={0} placeholder={t(`${R}.unlimited`)} />
        </Form.Item>
        <Form.Item name="limitPerGuest" label={f('limitPerGuest')}>
          <InputNumber min={1} precision={0} placeholder={t(`${R}.unlimited`)} />
        </Form.Item>
      </Space>
      <Form.Item name="tariffIds" label={f('tariffs')}>
        <Select mode="multiple" allowClear options={tariffs.map((x) => ({ value: x.id, label: x.name }))} />
      </Form.Item>
      <Form.Item name="objectIds" label={f('objects')}>
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          options={(objects ?? []).map((o) => ({ value: o.id, label: `${o.buildingName}, ${o.number}` }))}
        />
      </Form.Item>
    </>
  );
}
