/**
 * Guests inputs of the search and booking forms (docs/rules.md R5.4: adults from 18, children
 * under 18 with ages; R8.4: ages in Russian and English plurals, under 1 year a special case). Lives inside
 * an antd Form: fields `adults` (number) and `children` (ages, numbers 0..17).
 */
import { Button, Form, InputNumber, Select, Space } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { childAgeKey, CHILD_MAX_AGE } from '../domain/plural';
import { MAX_GUESTS } from '../domain/booking';

/** Options 0..17 labelled "under 1 year", "1 year", "2 years"… in the current language. */
export function useChildAgeOptions() {
  const { t } = useTranslation();
  return Array.from({ length: CHILD_MAX_AGE + 1 }, (_, age) => {
    const { key, count } = childAgeKey(age);
    return { value: age, label: t(key, { count }) };
  });
}

export function GuestsFields({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const options = useChildAgeOptions();
  return (
    <>
      <Form.Item name="adults" label={t('booking.adults')} style={compact ? undefined : { marginBottom: 12 }}>
        <InputNumber min={0} max={MAX_GUESTS + 10} style={{ width: '100%' }} />
      </Form.Item>
      <Form.List name="children">
        {(fields, { add, remove }) => (
          <Form.Item label={t('booking.children')} style={compact ? undefined : { marginBottom: 12 }}>
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((field, i) => (
                <Space key={field.key} align="start">
                  <Form.Item name={field.name} noStyle>
                    <Select aria-label={t('booking.childAge', { n: i + 1 })} options={options} style={{ minWidth: 140 }} />
                  </Form.Item>
                  <Button aria-label={t('booking.removeChild')} icon={<CloseOutlined />} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add(7)}>
                {t('booking.addChild')}
              </Button>
            </Space>
          </Form.Item>
        )}
      </Form.List>
    </>
  );
}
