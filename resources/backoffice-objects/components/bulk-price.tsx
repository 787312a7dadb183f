/** The bulk price change of a selection (docs/rules.md R16.10): set a price or change it by a percentage. */
import { Button, Form, Modal, Radio } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import { useEndpointModalForm } from '../../../providers/endpoint-forms';
import { BULK_PERCENT } from '../../../src/domain/backoffice';
import { rublesToKopecks } from '../../../src/domain/money';
import { DecimalInput, decimalRule } from '../../../src/components/decimal-input';

interface Values {
  mode: 'set' | 'percent';
  /** Rubles (mode `set`) or a percentage. */
  value: number;
}

/**
 * "Change the price (n)" and its modal: POST app/v1/backoffice/objects/bulk-price for `ids` (a
 * price in rubles sent as kopecks, or a whole percentage); the server's error shows under the value.
 */
export function BulkPriceButton({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { modalProps, formProps, show, form } = useEndpointModalForm(api['backoffice-objects'].bulkPrice, {
    resource: 'backoffice-objects',
    toBody: (v: Values) => ({
      ids,
      mode: v.mode,
      value: v.mode === 'set' ? rublesToKopecks(v.value) : Math.round(v.value),
    }),
    successNotification: () => ({ type: 'success', message: t('backoffice-bookings.actions.done') }),
    onMutationSuccess: () => {
      void invalidate({ resource: 'backoffice-objects', invalidates: ['list'] });
      onDone();
    },
  });
  const mode = Form.useWatch('mode', form) ?? 'percent';
  const title = t('backoffice-objects.actions.bulkPrice', { count: ids.length });
  return (
    <>
      <Button disabled={!ids.length} onClick={() => show()}>
        {title}
      </Button>
      <Modal {...modalProps} title={title} okText={t('buttons.save')} cancelText={t('buttons.cancel')}>
        <Form<Values> {...formProps} layout="vertical" initialValues={{ mode: 'percent', value: 10 }}>
          <Form.Item name="mode">
            <Radio.Group
              options={[
                { value: 'percent', label: t('backoffice-objects.actions.byPercent') },
                { value: 'set', label: t('backoffice-objects.actions.setPrice') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="value"
            label={mode === 'set' ? t('backoffice-objects.fields.price') : '%'}
            rules={[{ required: true, message: t('validation.required') }, decimalRule(t)]}
          >
            {mode === 'set' ? (
              <DecimalInput min={1} max={10_000_000} style={{ width: 200 }} />
            ) : (
              <DecimalInput min={BULK_PERCENT.min} max={BULK_PERCENT.max} style={{ width: 200 }} />
            )}
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
