/**
 * A radio group as a form field: antd's Radio.Group draws a plain `<div>` and drops `role`, so
 * the `aria-required` a required Form.Item gives it is not allowed there (axe `aria-allowed-attr`).
 * This draws the group inside a `role="radiogroup"` that carries the required flag and the name.
 */
import { forwardRef, type ComponentProps } from 'react';
import { Radio } from 'antd';

type Props = ComponentProps<typeof Radio.Group> & {
  'aria-required'?: boolean | 'true' | 'false';
  'aria-label'?: string;
};

/** `Radio.Group` for a Form.Item: `aria-label` names the group; the rest goes to Radio.Group. */
export const RadioGroupField = forwardRef<HTMLDivElement, Props>(function RadioGroupField(
  { 'aria-required': required, 'aria-label': label, ...props },
  ref,
) {
  return (
    <div role="radiogroup" aria-required={required} aria-label={label} ref={ref}>
      <Radio.Group {...props} />
    </div>
  );
});
