import { DatePicker, type DatePickerProps } from 'antd-mobile';
import { PICKER_YEAR_SPAN } from '@tuike/contract/constants';

/** The picker bounds: 1 January of the current year −150 to 31 December of the current year +150. */
export function pickerBounds(now = new Date(), span = PICKER_YEAR_SPAN) {
  const year = now.getFullYear();
  return { min: new Date(year - span, 0, 1), max: new Date(year + span, 11, 31, 23, 59, 59) };
}

/**
 * antd-mobile's DatePicker bounded to the current year ±150 unless the caller narrows it: the spec's
 * default for every date picker, kept for the first page with a date field (none yet).
 * @public
 */
export function YearBoundDatePicker(props: DatePickerProps) {
  const bounds = pickerBounds();
  return <DatePicker min={bounds.min} max={bounds.max} {...props} />;
}
