/** The bulk price change of a selection (docs/rules.md R16.10): set a price or change it by a percentage. */
import { useState } from 'react';
import { Button, Form, Modal, Radio } from 'antd';
import { useApiUrl, useCustomMutation, useInvalidate, useTranslate } from '@refinedev/core';
import { BULK_PERCENT } from '../../../src/domain/backoffice';
import { rublesToKopecks } from '../../../src/domain/money';
import { DecimalInput, decimalRule } from '../../../src/components/decimal-input';

export function BulkPriceButton({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const t = useTranslate();
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ mode: 'set' | 'percent'; value: number }>();
  const mode = Form.useWatch('mode', form) ?? 'percent';
  const submit = async (v: { mode: 'set' | 'percent'; value: number }) => {
    await mutateAsync({
      url: `${apiUrl}/backoffice/objects/bulk-price`,
      method: 'post',
      values: { ids, mode: v.mode, value: v.mode === 'set' ? rublesToKopecks(v.value) : Math.round(v.value) },
      successNotification: () => ({ type: 'success', message: t('backoffice-bookings.actions.done') }),
    });
    await invalidate({ resource: 'backoffice-objects', invalidates: ['list'] });
    setOpen(false);
    onDone();
  };
  return (
    <>
      <Button disabled={!ids.length} onClick={() => setOpen(true)}>
        {t('backoffice-objects.actions.bulkPrice', { count: ids.length })}
      </Button>
      <Modal open={open} title={t('backoffice-objects.actions.bulkPrice', { count: ids.length })} onCancel={() => setOpen(false)} onOk={() => form.submit()} confirmLoading={mutation.isPending} okText={t('buttons.save')} cancelText={t('buttons.cancel')}>
        <Form form={form} layout="vertical" initialValues={{ mode: 'percent', value: 10 }} onFinish={submit}>
          <Form.Item name="mode">
            <Radio.Group options={[{ value: 'percent', label: t('backoffice-objects.actions.byPercent') }, { value: 'set', label: t('backoffice-objects.actions.setPrice') }]} />
          </Form.Item>
          <Form.Item name="value" label={mode === 'set' ? t('backoffice-objects.fields.price') : '%'} rules={[{ required: true, message: t('validation.required') }, decimalRule(t)]}>
            {mode === 'set' ? <DecimalInput min={1} max={10_000_000} style={{ width: 200 }} /> : <DecimalInput min={BULK_PERCENT.min} max={BULK_PERCENT.max} style={{ width: 200 }} />}
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
