/**
 * The booking form's tourist-tax exemptions (docs/rules.md R5.26; Tax Code art. 418.4 p. 2): for a
 * signed-in booker (a scan is an upload, which needs a login), a guest of an exempt category is
 * claimed with the booking — the guest's number and name, the category and a document scan; a
 * manager decides later, and the booking's page shows the claim. The same claim can be made from
 * the booking's page afterwards (./booking-exemptions.tsx).
 */
import { Button, Form, Input, Space } from 'antd';
import { FormSelect } from '../../../src/components/form-select';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TOURIST_TAX_EXEMPTION_CATEGORIES } from '../../../src/domain/tourist-tax';
import { filesRule, UploadField, uploadFieldItem } from '../../../src/components/upload-field';

/** Rows of claims (`order-exemptions` test id) for `guests` guests. */
export function OrderExemptions({ guests }: { guests: number }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`bookings.exemption.${key}`);
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <section className="tile" style={{ marginTop: 16 }} data-testid="order-exemptions">
      <h2 style={{ fontSize: 18, marginTop: 0 }}>{k('title')}</h2>
      <p className="muted-inline">{k('hint')}</p>
      <Form.List name="exemptions">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <Space key={f.key} align="start" wrap style={{ width: '100%' }}>
                <Form.Item name={[f.name, 'guestIndex']} label={k('guest')} rules={required}>
                  <FormSelect
                    style={{ minWidth: 120 }}
                    options={Array.from({ length: Math.max(1, guests) }, (_, i) => ({
                      value: i + 1,
                      label: t('bookings.exemption.guestIndex', { index: i + 1 }),
                    }))}
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'guestName']} label={k('guestName')} rules={required}>
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item name={[f.name, 'category']} label={k('category')} rules={required}>
                  <FormSelect
                    style={{ minWidth: 220 }}
                    options={TOURIST_TAX_EXEMPTION_CATEGORIES.map((c) => ({ value: c, label: k(`categories.${c}`) }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'scan']}
                  label={k('scan')}
                  {...uploadFieldItem}
                  rules={[filesRule(1, k('scanRequired'))]}
                >
                  <UploadField accept=".pdf,.jpg,.jpeg,.png,.webp" maxCount={1} label={k('scan')} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={k('remove')}
                  onClick={() => remove(f.name)}
                  style={{ marginTop: 30 }}
                />
              </Space>
            ))}
            {fields.length < guests ? (
              <Button icon={<PlusOutlined />} onClick={() => add()}>
                {k('add')}
              </Button>
            ) : null}
          </>
        )}
      </Form.List>
    </section>
  );
}
