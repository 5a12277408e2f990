import { DatePicker, type DatePickerProps } from 'antd';
import dayjs from 'dayjs';

type Props = Omit<DatePickerProps, 'value' | 'onChange' | 'picker'> & {
  /** A calendar date as the wire carries it: `YYYY-MM-DD`. */
  value?: string | null;
  onChange?: (date: string | null) => void;
  testId?: string;
};

/** A date picker whose form value is the `YYYY-MM-DD` string the contract's date fields take. */
export function DateStringPicker({ value, onChange, testId, ...rest }: Props) {
  return (
    <DatePicker
      {...rest}
      value={value ? dayjs(value) : null}
      onChange={(date) => {
        const day = Array.isArray(date) ? date[0] : date;
        onChange?.(day ? day.format('YYYY-MM-DD') : null);
      }}
      data-testid={testId}
    />
  );
}
