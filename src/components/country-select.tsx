/**
 * A citizenship select: every region ISO 3166-1 alpha-2 names, with its name in the interface's
 * language from the browser's `Intl.DisplayNames` (CLDR data, no list of our own), Russia first.
 * Values are the alpha-2 codes (src/domain/check-in.ts accepts alpha-2 and alpha-3).
 */
import { useMemo } from 'react';
import type { SelectProps } from 'antd';
import { FormSelect } from './form-select';

/** Codes CLDR names that are groupings or placeholders, not states. */
const NOT_STATES = new Set([
  'EU',
  'EZ',
  'UN',
  'QO',
  'ZZ',
  'XA',
  'XB',
  'AQ',
  'BV',
  'HM',
  'TF',
  'UM',
  'CP',
  'DG',
  'IC',
  'EA',
  'TA',
  'AC',
]);

/** `{ value: alpha-2, label }` of every named region in `lang`, sorted by name, Russia first. */
export function countryOptions(lang: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const out: { value: string; label: string }[] = [];
  for (const a of letters)
    for (const b of letters) {
      const code = a + b;
      const label = NOT_STATES.has(code) ? undefined : names.of(code);
      if (label && label !== code) out.push({ value: code, label });
    }
  out.sort((x, y) => (x.value === 'RU' ? -1 : y.value === 'RU' ? 1 : x.label.localeCompare(y.label, lang)));
  return out;
}

/** The searchable select of {@link countryOptions} for a Form.Item. */
export function CountrySelect({ lang, ...props }: SelectProps & { lang: string }) {
  const options = useMemo(() => countryOptions(lang), [lang]);
  return <FormSelect showSearch optionFilterProp="label" options={options} {...props} />;
}
