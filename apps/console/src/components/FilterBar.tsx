import { Button, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTableParams } from '../lib/table-params';
import './FilterBar.css';

type Values = Record<string, unknown>;

export interface FilterBarProps<F extends string> {
  /** The URL params the filters write, the same list the ServerTable reads. */
  names: readonly F[];
  /** A date-range field (antd RangePicker) and the two URL params it writes as YYYY-MM-DD: `{ dates: ['from', 'to'] }`. */
  ranges?: Record<string, readonly [F, F]>;
  /** The fields: `<Form.Item name="action" label="操作"><Input allowClear /></Form.Item>`, names from `names` or `ranges`. */
  children: ReactNode;
}

const YMD = 'YYYY-MM-DD';

/** The URL's filters as form values (date ranges as dayjs pairs). */
function toForm<F extends string>(search: URLSearchParams, names: readonly F[], ranges: Record<string, readonly [F, F]>): Values {
  const values: Values = {};
  const inRange = new Set(Object.values(ranges).flat());
  for (const name of names) if (!inRange.has(name)) values[name] = search.get(name) ?? undefined;
  for (const [field, [from, to]] of Object.entries(ranges)) {
    const a = search.get(from);
    const b = search.get(to);
    values[field] = a && b ? [dayjs(a, YMD), dayjs(b, YMD)] : undefined;
  }
  return values;
}

/**
 * The filters above a ServerTable: an inline antd Form whose 查询 writes the values into the URL (page
 * back to 1) and whose 重置 clears them. The URL is the state: the form follows it on Back and on a
 * shared link. Validation rules on the fields (zodRule) keep a malformed filter from being sent.
 */
export function FilterBar<F extends string>({ names, ranges = {}, children }: FilterBarProps<F>) {
  const [form] = Form.useForm<Values>();
  const [search] = useSearchParams();
  const { setFilters } = useTableParams(names);
  // The form follows the URL (Back, a link): a change of the filters in it mounts the form afresh with them.
  const key = names.map((n) => search.get(n) ?? '').join('\u0000');

  const submit = (values: Values) => {
    const filters: Partial<Record<F, string>> = {};
    for (const name of names) {
      const value = values[name];
      if (typeof value === 'string' || typeof value === 'number') filters[name] = String(value);
    }
    for (const [field, [from, to]] of Object.entries(ranges)) {
      const range = values[field] as [Dayjs, Dayjs] | null | undefined;
      if (range) {
        filters[from] = range[0].format(YMD);
        filters[to] = range[1].format(YMD);
      }
    }
    setFilters(filters);
  };

  return (
    <Form
      key={key}
      form={form}
      layout="inline"
      className="filter-bar"
      initialValues={toForm(search, names, ranges)}
      onFinish={submit}
    >
      {children}
      <Form.Item className="filter-bar-actions">
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            setFilters({});
          }}
        >
          重置
        </Button>
      </Form.Item>
    </Form>
  );
}
