/**
 * The drawer form of a season or rule (docs/rules.md R5.28, R5.29): its name, dates, weekdays,
 * objects (all, a building, a kind, or picked ones — stored as the list of ids), the price change
 * (none, set in rubles, ± %), restrictions and its place in the order. POST for a new one, PUT for
 * an existing one; the fields carry the body's names, so the server's messages land under them.
 */
import {
  Button,
  Checkbox,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  type FormInstance,
  type FormProps,
} from 'antd';
import { useTranslate } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import type { RateRuleBody, RateRuleRow } from '../../../src/contracts/backoffice-rate-rules';
import { OBJECT_KINDS } from '../../../src/domain/objects';
import { RESTRICTION_FLAGS, RESTRICTION_STAYS } from '../../../src/domain/rate-grid';
import { hotelToday } from '../../../src/domain/hotel-time';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import { useEndpointQuery } from '../../../providers/endpoints';
import { kopecksField } from '../../../src/components/backoffice/kopecks-field';

const R = 'backoffice-rate-rules';
const S = 'backoffice-rates';

type Scope = 'all' | 'building' | 'kind' | 'picked';
type PriceMode = 'none' | 'set' | 'percent';

/** The drawer's values: the body's fields, and how the objects and price are chosen. */
interface Values extends Omit<RateRuleBody, 'price'> {
  scope: Scope;
  buildingId?: number;
  kind?: (typeof OBJECT_KINDS)[number];
  priceMode: PriceMode;
  price?: { kopecks?: number; percent?: number };
}

interface Props {
  rule: RateRuleRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The company's objects to pick from (the grid's answer for one day: ids, buildings, kinds). */
function useObjects() {
  const today = hotelToday();
  const { query } = useEndpointQuery(api[S].list, { query: { from: today, to: today } });
  return query.data?.data;
}

/** What the drawer needs of its form, the create one's or the update one's. */
interface RuleFormHook {
  form: FormInstance<Values>;
  formProps: FormProps<Values>;
  busy: boolean;
}

function RuleForm({ rule, onClose, f }: Omit<Props, 'onSaved'> & { f: RuleFormHook }) {
  const t = useTranslate();
  const grid = useObjects();
  const scope = Form.useWatch('scope', f.form) as Scope | undefined;
  const priceMode = Form.useWatch('priceMode', f.form) as PriceMode | undefined;
  const num = (max: number, min = 0) => <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />;
  const initial: Partial<Values> = rule
    ? {
        ...rule,
        scope: rule.objectIds.length ? 'picked' : 'all',
        priceMode: rule.price?.mode ?? 'none',
        price: rule.price
          ? rule.price.mode === 'set'
            ? { kopecks: rule.price.kopecks }
            : { percent: rule.price.percent }
          : undefined,
      }
    : { scope: 'all', priceMode: 'percent', weekdays: [], objectIds: [], position: 0 };
  return (
    <Drawer
      open
      width={520}
      title={rule ? rule.name : t(`${R}.titles.create`)}
      onClose={onClose}
      footer={
        <Space>
          <Button type="primary" loading={f.busy} onClick={() => f.form.submit()}>
            {t(`${R}.actions.save`)}
          </Button>
          <Button onClick={onClose}>{t(`${S}.panel.cancel`)}</Button>
        </Space>
      }
    >
      <Form<Values> {...f.formProps} layout="vertical" initialValues={initial} data-testid="rule-form">
        <Form.Item
          name="name"
          label={t(`${R}.fields.name`)}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Space.Compact block>
          <Form.Item
            name="from"
            label={t(`${S}.panel.from`)}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Input type="date" />
          </Form.Item>
          <Form.Item
            name="to"
            label={t(`${S}.panel.to`)}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Input type="date" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="weekdays" label={t(`${S}.panel.weekdays`)} help={t(`${S}.panel.weekdaysHint`)}>
          <Checkbox.Group
            options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: t(`${S}.weekdaysShort.${d}`) }))}
          />
        </Form.Item>
        <Form.Item name="scope" label={t(`${R}.fields.objects`)}>
          <Radio.Group
            optionType="button"
            options={(['all', 'building', 'kind', 'picked'] as const).map((s) => ({
              value: s,
              label: t(`${R}.scope.${s}`),
            }))}
          />
        </Form.Item>
        {scope === 'building' && (
          <Form.Item
            name="buildingId"
            label={t(`${R}.scope.building`)}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Select options={grid?.buildings.map((b) => ({ value: b.id, label: b.name }))} loading={!grid} />
          </Form.Item>
        )}
        {scope === 'kind' && (
          <Form.Item
            name="kind"
            label={t(`${R}.scope.kind`)}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Select options={OBJECT_KINDS.map((k) => ({ value: k, label: t(`${S}.kinds.${k}`) }))} />
          </Form.Item>
        )}
        {scope === 'picked' && (
          <Form.Item
            name="objectIds"
            label={t(`${R}.scope.picked`)}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Select
              mode="multiple"
              optionFilterProp="label"
              loading={!grid}
              options={grid?.objects.map((o) => ({ value: o.id, label: `${o.number} ${o.title}` }))}
            />
          </Form.Item>
        )}
        <Form.Item name="priceMode" label={t(`${R}.fields.price`)}>
          <Radio.Group
            optionType="button"
            options={(['none', 'set', 'percent'] as const).map((m) => ({ value: m, label: t(`${R}.priceModes.${m}`) }))}
          />
        </Form.Item>
        {priceMode === 'set' && (
          <Form.Item
            name={['price', 'kopecks']}
            label={t(`${S}.panel.price`)}
            {...kopecksField}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <InputNumber min={1} max={10_000_000} style={{ width: '100%' }} addonAfter="₽" />
          </Form.Item>
        )}
        {priceMode === 'percent' && (
          <Form.Item
            name={['price', 'percent']}
            label={t(`${S}.panel.percent`)}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <InputNumber min={-90} max={500} precision={0} style={{ width: '100%' }} addonAfter="%" />
          </Form.Item>
        )}
        {RESTRICTION_STAYS.map((k) => (
          <Form.Item key={k} name={k} label={t(`${S}.restrictions.${k}`)}>
            {num(90, 1)}
          </Form.Item>
        ))}
        {RESTRICTION_FLAGS.map((k) => (
          <Form.Item key={k} name={k} valuePropName="checked">
            <Checkbox>{t(`${S}.restrictions.${k}`)}</Checkbox>
          </Form.Item>
        ))}
        <Form.Item name="position" label={t(`${R}.fields.position`)} help={t(`${R}.positionHint`)}>
          {num(10_000)}
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** The body from the drawer's values, the objects resolved from the grid's list. */
function toBody(v: Values, grid: ReturnType<typeof useObjects>): RateRuleBody {
  const objs = grid?.objects ?? [];
  const objectIds =
    v.scope === 'building'
      ? objs.filter((o) => o.buildingId === v.buildingId).map((o) => o.id)
      : v.scope === 'kind'
        ? objs.filter((o) => o.kind === v.kind).map((o) => o.id)
        : v.scope === 'picked'
          ? (v.objectIds ?? [])
          : [];
  const price =
    v.priceMode === 'set'
      ? { mode: 'set' as const, kopecks: v.price?.kopecks ?? Number.NaN }
      : v.priceMode === 'percent'
        ? { mode: 'percent' as const, percent: v.price?.percent ?? Number.NaN }
        : undefined;
  const body: RateRuleBody = {
    name: v.name,
    from: v.from,
    to: v.to,
    weekdays: v.weekdays ?? [],
    objectIds,
    price,
    position: v.position ?? 0,
  };
  for (const k of RESTRICTION_STAYS) body[k] = typeof v[k] === 'number' ? v[k] : null;
  for (const k of RESTRICTION_FLAGS) body[k] = v[k] ? true : null;
  return body;
}

function useCreate(onSaved: () => void, grid: ReturnType<typeof useObjects>) {
  return useEndpointForm(api[R].create, { toBody: (v: Values) => toBody(v, grid), onMutationSuccess: onSaved });
}

function CreateDrawer(props: Props) {
  const f = useCreate(props.onSaved, useObjects());
  return <RuleForm {...props} f={f} />;
}

function EditDrawer(props: Props & { rule: RateRuleRow }) {
  const grid = useObjects();
  const f = useEndpointForm(api[R].update, {
    params: { id: props.rule.id },
    toBody: (v: Values) => toBody(v, grid),
    onMutationSuccess: props.onSaved,
  });
  return <RuleForm {...props} f={f} />;
}

/** The drawer of a new rule (`rule` null) or of an existing one. */
export function RuleDrawer(props: Props) {
  return props.rule ? <EditDrawer {...props} rule={props.rule} /> : <CreateDrawer {...props} />;
}
