import dayjs from 'dayjs';
import { useState } from 'react';
import { YearBoundDatePicker } from '../../../components/YearBoundDatePicker';
import type { FieldMessage } from '../../../lib/field-errors';
import type { RangeField } from '../api/income';
import './DateRangeField.css';

const YMD = 'YYYY-MM-DD';

interface Props {
  start: string;
  end: string;
  onChange: (range: { start: string; end: string }) => void;
  error: FieldMessage<RangeField> | null;
}

/**
 * The custom range of the income list: two dates, each picked in antd-mobile's DatePicker. The pickers
 * keep start ≤ end; the server's other rules (at most a year) come back as a field error shown here.
 */
export function DateRangeField({ start, end, onChange, error }: Props) {
  const [open, setOpen] = useState<'start' | 'end' | null>(null);
  const today = dayjs().endOf('day').toDate();
  const startWrong = error?.field === 'startDate' || error?.field === 'dateType';
  const endWrong = error?.field === 'endDate';
  return (
    <div className="income-range">
      <div className="income-range-row">
        <button
          type="button"
          className="income-range-date"
          aria-label={`开始日期 ${start}`}
          aria-invalid={startWrong}
          aria-describedby={startWrong ? 'income-range-error' : undefined}
          onClick={() => setOpen('start')}
        >
          {start}
        </button>
        <span className="income-range-to">至</span>
        <button
          type="button"
          className="income-range-date"
          aria-label={`结束日期 ${end}`}
          aria-invalid={endWrong}
          aria-describedby={endWrong ? 'income-range-error' : undefined}
          onClick={() => setOpen('end')}
        >
          {end}
        </button>
      </div>
      {error && (
        <div id="income-range-error" className="income-range-error" role="alert">
          {error.text}
        </div>
      )}
      <YearBoundDatePicker
        title="开始日期"
        visible={open === 'start'}
        value={dayjs(start).toDate()}
        max={dayjs(end).toDate()}
        onClose={() => setOpen(null)}
        onConfirm={(d) => onChange({ start: dayjs(d).format(YMD), end })}
      />
      <YearBoundDatePicker
        title="结束日期"
        visible={open === 'end'}
        value={dayjs(end).toDate()}
        min={dayjs(start).toDate()}
        max={today}
        onClose={() => setOpen(null)}
        onConfirm={(d) => onChange({ start, end: dayjs(d).format(YMD) })}
      />
    </div>
  );
}
