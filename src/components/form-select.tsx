/**
 * antd's `Select` inside a required `Form.Item`: the item hands its control `aria-required`, which
 * is not allowed on the Select's root `div` (axe `aria-allowed-attr`); the label's mark and the
 * field's message say it is required. Same props as `Select` otherwise (./radio-group-field.tsx does
 * the same for radio groups).
 */
import { Select, type SelectProps } from 'antd';

/** A `Select` for a Form.Item, without the `aria-required` the item adds. */
export function FormSelect({ 'aria-required': _required, ...props }: SelectProps & { 'aria-required'?: unknown }) {
  return <Select {...props} />;
}
