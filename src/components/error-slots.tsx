/**
 * Where the server's errors for body fields that one visible control fills go (docs/architecture.md
 * § The typed seam): a range picker `period` fills `startDate` and `endDate`, so a 422/409 naming
 * `startDate` has no field of its own. Put the control in a `noStyle` item and these slots beside
 * it, inside one labelled `Form.Item`: antd shows the errors of `noStyle` items under the enclosing
 * item, so the server's message stands under the picker; changing the control clears them.
 *
 * ```tsx
 * <Form.Item label={t('rents.fields.period')} htmlFor="rent-period" required>
 *   <Form.Item name="period" noStyle rules={…}><DatePicker.RangePicker id="rent-period" /></Form.Item>
 *   <ErrorSlots names={['startDate', 'endDate']} of="period" />
 * </Form.Item>
 * ```
 */
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';

/** A rule that always passes: antd re-validates (and so clears) only fields that have rules. */
const clears: Rule[] = [{ validator: () => Promise.resolve() }];

/** Hidden form fields `names` (body fields) whose errors show under the enclosing item; cleared when `of` changes. */
export function ErrorSlots({ names, of }: { names: readonly string[]; of: string }) {
  return (
    <>
      {names.map((name) => (
        <Form.Item key={name} name={name} noStyle dependencies={[of]} rules={clears}>
          <input type="hidden" />
        </Form.Item>
      ))}
    </>
  );
}
