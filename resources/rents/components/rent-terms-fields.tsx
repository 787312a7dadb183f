/**
 * A new lease's notice period and payer type (docs/rules.md R9.1), the same fields in the tenant's
 * form (./rent-form.tsx) and the back office's (resources/backoffice-rents/create-modal.tsx).
 */
import { Form, Select } from 'antd';
import { useTranslate } from '@refinedev/core';
import { DecimalInput, decimalRule } from '../../../src/components/decimal-input';

/** The `noticeDays` (0–365) and `payerType` fields of a lease form. */
export function RentTermsFields() {
  const t = useTranslate();
  return (
    <>
      <Form.Item name="noticeDays" label={t('rents.fields.noticeDays')} rules={[decimalRule(t, 0)]}>
        <DecimalInput min={0} max={365} precision={0} />
      </Form.Item>
      <Form.Item name="payerType" label={t('rents.fields.payerType')}>
        <Select
          options={(['individual', 'legal'] as const).map((v) => ({ value: v, label: t(`rents.payerType.${v}`) }))}
        />
      </Form.Item>
    </>
  );
}
