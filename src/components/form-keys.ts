/**
 * Keyboard guard of forms with date and time pickers: Enter in a picker's input commits the typed
 * date (antd handles that on the input itself) but must not also submit the whole form, which the
 * browser's implicit submission would do (a visit window's date sent a request twice that way).
 * Use as `<Form onKeyDown={keepEnterInPickers}>`; Enter anywhere else submits as usual.
 */
import type { KeyboardEvent } from 'react';

/** Stops Enter in an antd DatePicker/TimePicker input from submitting the enclosing form. */
export function keepEnterInPickers(e: KeyboardEvent<HTMLElement>): void {
  if (e.key === 'Enter' && e.target instanceof HTMLElement && e.target.closest('.ant-picker')) e.preventDefault();
}
