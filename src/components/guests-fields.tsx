/**
 * Guests inputs of the search and booking forms (docs/rules.md R5.4: adults from 18, children
 * under 18 with ages; R8.4: ages in Russian and English plurals, under 1 year a special case). Lives inside
 * an antd Form: fields `adults` (number) and `children` (ages, numbers 0..17).
 */
import { useRef, useState } from 'react';
import { Form, Select, Space, type FormRule } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { childAgeKey, CHILD_MAX_AGE } from '../domain/plural';
import { ShellButton } from './shell-button';
import { MAX_GUESTS } from '../domain/bookings';
import { DecimalInput } from './decimal-input';

/** Options 0..17 labelled "under 1 year", "1 year", "2 years"… in the current language. */
export function useChildAgeOptions() {
  const { t } = useTranslation();
  return Array.from({ length: CHILD_MAX_AGE + 1 }, (_, age) => {
    const { key, count } = childAgeKey(age);
    return { value: age, label: t(key, { count }) };
  });
}

/**
 * @param compact - the search form's tighter spacing.
 * @param required - marks adults as required (the booking form; issue 14 item 6).
 * @param prefix - the fields' parent path (the booking form's `['guests']`: `guests.adults`, as its body names them).
 * @param adultsRules - more rules of the adults field (the booking form's guest-count rules).
 */
export function GuestsFields({
  compact = false,
  required = false,
  prefix = [],
  adultsRules = [],
}: {
  compact?: boolean;
  required?: boolean;
  prefix?: string[];
  adultsRules?: FormRule[];
}) {
  const { t } = useTranslation();
  const options = useChildAgeOptions();
  // Keyboard focus follows the change (issue 14 item 12): into the new child's age after
  // "Add a child", back to "Add a child" after removing one — never to the page.
  const [focusChild, setFocusChild] = useState<number | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Form.Item
        name={[...prefix, 'adults']}
        label={t('guests.adults')}
        required={required}
        rules={[{ type: 'integer', message: t('validation.integer') }, ...adultsRules]}
        style={compact ? undefined : { marginBottom: 12 }}
      >
        <DecimalInput min={0} max={MAX_GUESTS + 10} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.List name={[...prefix, 'children']}>
        {(fields, { add, remove }) => (
          <Form.Item label={t('guests.children')} style={compact ? undefined : { marginBottom: 12 }}>
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((field, i) => (
                <Space key={field.key} align="start">
                  <Form.Item name={field.name} noStyle>
                    <Select
                      aria-label={t('guests.childAge', { n: i + 1 })}
                      options={options}
                      style={{ minWidth: 140 }}
                      autoFocus={i === focusChild}
                    />
                  </Form.Item>
                  <ShellButton
                    className="btn-icon-only"
                    aria-label={t('guests.removeChild')}
                    icon={<CloseOutlined />}
                    onClick={() => {
                      remove(field.name);
                      setFocusChild(null);
                      // After the removed row has left the page (focusing at once loses it to the body).
                      window.setTimeout(() => addRef.current?.focus());
                    }}
                  />
                </Space>
              ))}
              <ShellButton
                ref={addRef}
                icon={<PlusOutlined />}
                onClick={() => {
                  setFocusChild(fields.length);
                  add(7);
                }}
              >
                {t('guests.addChild')}
              </ShellButton>
            </Space>
          </Form.Item>
        )}
      </Form.List>
    </>
  );
}
