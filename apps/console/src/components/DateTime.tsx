import './DateTime.css';

const ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})/;

/**
 * The API's `2025-03-01T09:30:00+08:00` as `2025-03-01 09:30:00`: the wall time in the operator time
 * zone the server writes, whatever zone the browser is in (an operator travelling still reads the
 * times the promoters and the reports use). `date` drops the time.
 */
export function formatDateTime(iso: string, date = false): string {
  const m = ISO.exec(iso);
  if (!m) return iso;
  return date ? m[1]! : `${m[1]} ${m[2]}`;
}

/**
 * `date` drops the time; `stacked` writes the day over its HH:mm in small grey type, for a narrow table
 * column that still tells two changes of one day apart.
 */
export function DateTime({
  value,
  date = false,
  stacked = false,
}: {
  value: string | null | undefined;
  date?: boolean;
  stacked?: boolean;
}) {
  if (!value) return <span className="date-time">-</span>;
  if (stacked)
    return (
      <time className="date-time date-time-stacked" dateTime={value}>
        {formatDateTime(value, true)}
        <span className="date-time-hm">{formatDateTime(value).slice(11, 16)}</span>
      </time>
    );
  return (
    <time className="date-time" dateTime={value}>
      {formatDateTime(value, date)}
    </time>
  );
}
