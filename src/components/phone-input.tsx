/**
 * Phone entry with a mask (docs/rules.md R8.3): shows `+7 (912) 345-67-89` as the user types;
 * the form value is the typed text, normalised to `+79123456789` by {@link normalizePhone}
 * when sent. {@link phoneRule} validates with the same rule as the server.
 */
import { Input, type InputProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { normalizePhone } from '../domain/phone';

/** Formats partial input as `+7 (XXX) XXX-XX-XX`. */
export function maskPhone(raw: string): string {
  let d = raw.replace(/\D/g, '');
  if (!d) return '';
  if (d[0] === '8') d = `7${d.slice(1)}`;
  if (d[0] !== '7') d = `7${d}`;
  d = d.slice(0, 11);
  const p = d.slice(1);
  let out = '+7';
  if (p.length > 0) out += ` (${p.slice(0, 3)}`;
  if (p.length >= 3) out += ')';
  if (p.length > 3) out += ` ${p.slice(3, 6)}`;
  if (p.length > 6) out += `-${p.slice(6, 8)}`;
  if (p.length > 8) out += `-${p.slice(8, 10)}`;
  return out;
}

/** An antd Input that masks a Russian phone number. */
export function PhoneInput({
  value,
  onChange,
  ...rest
}: Omit<InputProps, 'onChange' | 'value'> & { value?: string; onChange?: (v: string) => void }) {
  return (
    <Input
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 (___) ___-__-__"
      value={value}
      onChange={(e) => onChange?.(maskPhone(e.target.value))}
    />
  );
}

/** A form rule: required, and a valid Russian number. */
export const phoneRule = (t: (key: string) => string): Rule => ({
  // `required` only marks the label (no "optional"); the validator below says what is wrong.
  required: true,
  validator: async (_rule, value: string | undefined) => {
    if (!value) throw new Error(t('validation.required'));
    if (!normalizePhone(value)) throw new Error(t('validation.phone'));
  },
});
