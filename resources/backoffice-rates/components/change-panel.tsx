/**
 * The rate grid's side panel (docs/rules.md R5.28, R5.29): what to do to the picked objects ×
 * days — set a price (rubles), move it by a percentage, set restrictions, or clear the grid's
 * entries — over the dates and weekdays shown. "Preview" asks the server what would change (the
 * grid then shows old → new), "Save" writes exactly what was previewed, "Cancel" drops the
 * preview. The fields carry the body's names, so the server's messages land under them.
 */
import { useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import type { RateChangeBody, RateChangeResult } from '../../../src/contracts/backoffice-rates';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import { formGeneralError, useEndpointMutation } from '../../../providers/endpoints';
import { kopecksField } from '../../../src/components/backoffice/kopecks-field';
import { RESTRICTION_FLAGS, RESTRICTION_STAYS } from '../../../src/domain/rate-grid';
import { type Action, type PanelValues, panelBody } from './panel-body';

export interface ChangePanelProps {
  objectIds: number[];
  from: string;
  to: string;
  /** The dates picked on the grid changed: the panel's follow. */
  onDates: (from: string, to: string) => void;
  onWeekdays: (days: number[]) => void;
  /** A preview arrived (null: dropped). */
  onPreview: (r: RateChangeResult | null) => void;
  /** Saved: the grid reloads. */
  onSaved: () => void;
}

export function ChangePanel({ objectIds, from, to, onDates, onWeekdays, onPreview, onSaved }: ChangePanelProps) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [result, setResult] = useState<RateChangeResult | null>(null);
  const [sent, setSent] = useState<RateChangeBody | null>(null);
  const R = 'backoffice-rates';
  const f = useEndpointForm(api[R].preview, {
    toBody: (v: PanelValues) => {
      const body = panelBody(v, objectIds);
      setSent(body);
      return body;
    },
    onMutationSuccess: (res) => {
      setResult(res.data);
      onPreview(res.data);
    },
  });
  const save = useEndpointMutation(api[R].save);
  const { form } = f;
  useEffect(() => {
    form.setFieldsValue({ from, to });
  }, [form, from, to]);
  const drop = () => {
    setResult(null);
    setSent(null);
    onPreview(null);
  };
  // A changed selection voids the preview.
  useEffect(drop, [objectIds.join(','), from, to]); // eslint-disable-line react-hooks/exhaustive-deps
  const action = Form.useWatch('action', form) as Action | undefined;
  const err = f.mutation.error;
  const whole = (err?.errors as Record<string, unknown> | undefined)?.change;
  const general = formGeneralError(err) ?? (Array.isArray(whole) ? String(whole[0]) : null);
  const stays = RESTRICTION_STAYS;
  const flagOptions = [
    { value: 'keep', label: t(`${R}.panel.keep`) },
    { value: 'on', label: t(`${R}.panel.on`) },
    { value: 'off', label: t(`${R}.panel.off`) },
  ];
  return (
    <Form<PanelValues>
      {...f.formProps}
      layout="vertical"
      size="small"
      initialValues={{
        action: 'set',
        weekdays: [],
        from,
        to,
        ...Object.fromEntries(RESTRICTION_FLAGS.map((k) => [k, 'keep'])),
      }}
      onValuesChange={(changed: Partial<PanelValues>, all) => {
        if (result) drop();
        if ('from' in changed || 'to' in changed) onDates(all.from, all.to);
        if ('weekdays' in changed) onWeekdays(all.weekdays ?? []);
      }}
      data-testid="rate-panel"
    >
      <Typography.Text strong>{t(`${R}.panel.picked`, { count: objectIds.length })}</Typography.Text>
      <Space.Compact block style={{ marginTop: 8 }}>
        <Form.Item
          name="from"
          label={t(`${R}.panel.from`)}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item name="to" label={t(`${R}.panel.to`)} rules={[{ required: true, message: t('validation.required') }]}>
          <Input type="date" />
        </Form.Item>
      </Space.Compact>
      <Form.Item name="weekdays" label={t(`${R}.panel.weekdays`)} help={t(`${R}.panel.weekdaysHint`)}>
        <Checkbox.Group
          options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: t(`${R}.weekdaysShort.${d}`) }))}
        />
      </Form.Item>
      <Form.Item name="action" label={t(`${R}.panel.action`)}>
        <Radio.Group
          optionType="button"
          options={(['set', 'percent', 'restrictions', 'clear'] as const).map((a) => ({
            value: a,
            label: t(`${R}.panel.actions.${a}`),
          }))}
        />
      </Form.Item>
      {action === 'set' && (
        <Form.Item
          name={['change', 'price', 'kopecks']}
          label={t(`${R}.panel.price`)}
          {...kopecksField}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <InputNumber min={1} max={10_000_000} step={100} style={{ width: '100%' }} addonAfter="₽" />
        </Form.Item>
      )}
      {action === 'percent' && (
        <Form.Item
          name={['change', 'price', 'percent']}
          label={t(`${R}.panel.percent`)}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <InputNumber min={-90} max={500} precision={0} style={{ width: '100%' }} addonAfter="%" />
        </Form.Item>
      )}
      {action === 'restrictions' && (
        <>
          {stays.map((k) => (
            <Form.Item key={k} name={['change', k]} label={t(`${R}.restrictions.${k}`)}>
              <InputNumber
                min={1}
                max={90}
                precision={0}
                style={{ width: '100%' }}
                placeholder={t(`${R}.panel.keep`)}
              />
            </Form.Item>
          ))}
          {RESTRICTION_FLAGS.map((k) => (
            <Form.Item key={k} name={k} label={t(`${R}.restrictions.${k}`)}>
              <Select options={flagOptions} aria-label={t(`${R}.restrictions.${k}`)} />
            </Form.Item>
          ))}
        </>
      )}
      {action === 'clear' && <Alert type="warning" showIcon message={t(`${R}.panel.clearHint`)} />}
      {general ? <Alert type="error" showIcon message={general} style={{ margin: '8px 0' }} /> : null}
      {result ? (
        <Alert
          type={result.changed ? 'info' : 'warning'}
          showIcon
          style={{ margin: '8px 0' }}
          data-testid="rate-preview-summary"
          message={t(`${R}.panel.previewSummary`, { changed: result.changed, nights: result.nights })}
        />
      ) : null}
      <Space wrap style={{ marginTop: 8 }}>
        {!result ? (
          <Button htmlType="submit" type="primary" loading={f.busy} disabled={!objectIds.length}>
            {t(`${R}.panel.preview`)}
          </Button>
        ) : (
          <>
            <Button
              type="primary"
              loading={save.isPending}
              disabled={!result.changed || !sent}
              onClick={() =>
                sent &&
                save.mutate(
                  { body: sent },
                  {
                    onSuccess: (res) => {
                      message.success(t(`${R}.panel.saved`, { count: res.data.changed }));
                      drop();
                      onSaved();
                    },
                    onError: (e) => message.error(e.message),
                  },
                )
              }
            >
              {t(`${R}.panel.save`)}
            </Button>
            <Button onClick={drop}>{t(`${R}.panel.cancel`)}</Button>
          </>
        )}
      </Space>
    </Form>
  );
}
