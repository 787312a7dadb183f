/**
 * The one number input of the portal (docs/rules.md R8.8): antd `InputNumber` that reads and shows
 * numbers in the interface language — in Russian `252,5` (a dot is taken too), in English `252.5`.
 * Text that is not a number is refused, never rewritten: the form value becomes `NaN`, the field
 * turns red and {@link decimalRule} puts a translated error under it; the text stays as typed until
 * corrected.
 */
import { useState } from 'react';
import { InputNumber, type InputNumberProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { DECIMAL_SEPARATORS, normalizeDecimal } from '../domain/numbers';
import type { Locale } from '../domain/plural';

/** Props: antd `InputNumber` props for a `number` value, minus what the input decides itself. */
export type DecimalInputProps = Omit<
  InputNumberProps<number>,
  'parser' | 'formatter' | 'decimalSeparator' | 'stringMode' | 'onChange' | 'value'
> & {
  /** The number; `NaN` while the text is not a number (what this input reports then). */
  value?: number | null;
  /** Called with the number, `null` when emptied, `NaN` when the text is not a number. */
  onChange?: (value: number | null) => void;
};

/**
 * A number field in the interface language (docs/rules.md R8.8). Use it inside `Form.Item` with
 * {@link decimalRule} (same `precision`), or standalone with `value`/`onChange` (a `NaN` value means
 * the text is not a number). `precision` also limits the digits a person may type after the
 * separator: `precision={0}` refuses `2,5` instead of rounding it.
 */
export function DecimalInput({ value, onChange, onInput, precision, status, min, max, ...rest }: DecimalInputProps) {
  const { i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'ru';
  const [invalid, setInvalid] = useState(false);
  // antd keeps the typed text while its value prop stays put, so a NaN value is not passed down:
  // the input keeps the last number it was given. A new number from outside (a form reset)
  // clears the refusal.
  const [shown, setShown] = useState(value);
  const [given, setGiven] = useState(value);
  if (!Object.is(value, given)) {
    setGiven(value);
    if (!(typeof value === 'number' && Number.isNaN(value))) {
      setShown(value);
      setInvalid(false);
    }
  }
  const read = (text: string) => normalizeDecimal(text, locale, precision);
  const inRange = (n: number) => (min === undefined || n >= Number(min)) && (max === undefined || n <= Number(max));
  return (
    <InputNumber<number>
      // The separator is drawn when antd formats the value, so a language switch redraws the field.
      key={locale}
      inputMode={precision === 0 ? 'numeric' : 'decimal'}
      {...rest}
      min={min}
      max={max}
      precision={precision}
      value={shown}
      decimalSeparator={DECIMAL_SEPARATORS[locale]}
      // antd calls onChange only with what the parser makes a number; 'NaN' keeps it from
      // dropping the unknown characters (its default turns «252,5» into 2525).
      // antd types the parser's result as the value type; rc-input-number reads it as a decimal
      // string, which keeps `0.1` exact until it rounds to the precision.
      parser={((text?: string) => read(text ?? '') ?? 'NaN') as unknown as (text?: string) => number}
      // Leaving a refused text keeps it on screen with its error instead of restoring the old number.
      changeOnBlur={!invalid}
      status={invalid ? 'error' : status}
      aria-invalid={invalid || undefined}
      onChange={(v) => onChange?.(v)}
      onInput={(text) => {
        const canonical = read(text);
        if (canonical === null) {
          setInvalid(true);
          onChange?.(Number.NaN);
        } else if (invalid) {
          // Back to a number that antd may not report (it equals its last value): report it here.
          setInvalid(false);
          const n = canonical === '' ? null : Number(canonical);
          onChange?.(n === null || inRange(n) ? n : (shown ?? null));
        }
        onInput?.(text);
      }}
    />
  );
}

/** A translate function as Refine's `useTranslate` and i18next's `t` both are. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The form rule of a {@link DecimalInput}: refuses a `NaN` value (text that is not a number in the
 * interface language, or more decimals than `precision`) with a translated message —
 * `validation.number`, `validation.integer` for `precision={0}`, or `validation.decimals` with the
 * allowed count (docs/rules.md R8.8).
 */
export function decimalRule(t: Translate, precision?: number): Rule {
  const message =
    precision === 0
      ? t('validation.integer')
      : precision !== undefined
        ? t('validation.decimals', { count: precision })
        : t('validation.number');
  return {
    validator: async (_rule, v: unknown) => {
      if (typeof v === 'number' && Number.isNaN(v)) throw new Error(message);
    },
  };
}
