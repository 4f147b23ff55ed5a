import { DASHBOARD_MAX_DAYS, DASHBOARD_PRESETS, type DashboardPreset, daysInRange } from '@tuike/contract/dashboard-range';
import { DatePicker, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import './RangeBar.css';

const YMD = 'YYYY-MM-DD';

export type RangeChoice = { preset: DashboardPreset } | { from: string; to: string };

type Option = DashboardPreset | 'custom';

/**
 * The range picker: the server's presets (近7天, 近30天, 本月) or a custom range of at most a year that
 * ends by today. `today` is the operator's day as the last answer gave it (the browser's zone may differ).
 */
export function RangeBar({
  value,
  today,
  onChange,
  compare,
}: {
  value: RangeChoice;
  today: string | undefined;
  onChange: (choice: RangeChoice) => void;
  /** The period the headline changes compare with, once known. */
  compare?: { from: string; to: string };
}) {
  const selected: Option = 'preset' in value ? value.preset : 'custom';
  // Picking 自定义 opens the picker; the range is asked for once both days are chosen.
  const [custom, setCustom] = useState(selected === 'custom');
  const [first, setFirst] = useState<Dayjs | null>(null);
  const last = dayjs(today ?? undefined);

  const options = [
    ...(Object.keys(DASHBOARD_PRESETS) as DashboardPreset[]).map((p) => ({ value: p, label: DASHBOARD_PRESETS[p] })),
    { value: 'custom' as const, label: '自定义' },
  ];

  return (
    <div className="range-bar">
      <Segmented<Option>
        aria-label="日期范围"
        options={options}
        value={custom ? 'custom' : selected}
        onChange={(option) => {
          setCustom(option === 'custom');
          if (option !== 'custom') onChange({ preset: option });
        }}
      />
      {custom && (
        <DatePicker.RangePicker
          aria-label="自定义日期范围"
          allowClear={false}
          value={'from' in value ? [dayjs(value.from, YMD), dayjs(value.to, YMD)] : null}
          onCalendarChange={(dates) => setFirst(dates?.[0] ?? dates?.[1] ?? null)}
          onOpenChange={(open) => !open && setFirst(null)}
          disabledDate={(day) =>
            day.isAfter(last, 'day') ||
            (first !== null && daysInRange(first.format(YMD), day.format(YMD)) > DASHBOARD_MAX_DAYS) ||
            (first !== null && daysInRange(day.format(YMD), first.format(YMD)) > DASHBOARD_MAX_DAYS)
          }
          onChange={(dates) => {
            if (dates?.[0] && dates[1]) onChange({ from: dates[0].format(YMD), to: dates[1].format(YMD) });
          }}
        />
      )}
      {compare && (
        <span className="range-bar-compare">
          对比上一周期 {compare.from} ~ {compare.to}
        </span>
      )}
    </div>
  );
}
