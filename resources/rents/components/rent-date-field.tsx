/**
 * The date a lease's quote modals ask for first (the move-out date of an early end, the new end
 * date of an extension): a label and a full-width `DatePicker` (DD.MM.YYYY) whose change also
 * clears the modal's error.
 */
import type { Dayjs } from 'dayjs';
import { DatePicker } from 'antd';

/**
 * The labelled date picker of {@link EndModal}'s and {@link ExtendModal}'s first step. `id` ties
 * the label to the picker; `onChange` receives the picked day (or `null` when cleared) and
 * `clearError` is called on every change; `disabledDate` answers `true` for a day that may not be picked.
 */
export function RentDateField({
  id,
  label,
  value,
  onChange,
  clearError,
  disabledDate,
}: {
  id: string;
  label: string;
  value: Dayjs | null;
  onChange: (day: Dayjs | null) => void;
  clearError: () => void;
  disabledDate: (day: Dayjs) => boolean;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <DatePicker
        id={id}
        style={{ display: 'block', marginTop: 4 }}
        format="DD.MM.YYYY"
        value={value}
        onChange={(d) => {
          onChange(d);
          clearError();
        }}
        disabledDate={disabledDate}
      />
    </>
  );
}
