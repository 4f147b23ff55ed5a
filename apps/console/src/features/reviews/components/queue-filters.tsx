import { MEDIA_PLATFORM } from '@tuike/contract/enums';
import { DatePicker, Form, Input, Select } from 'antd';
import { zodRule } from '../../../lib/zod-rule';

/** A queue's query schema, for the fields checked as the operator types (lib/zod-rule.ts). */
type QuerySchema<K extends string> = Parameters<typeof zodRule<K>>[0];

const PLATFORM_OPTIONS = Object.values(MEDIA_PLATFORM).map((p) => ({ value: String(p.value), label: p.label }));

// The fields the review queues' filter bars share (FilterBar children; their names are the URL's).

export function KeywordFilter({
  schema,
  label,
  placeholder,
}: {
  schema: QuerySchema<'keyword'>;
  label: string;
  placeholder: string;
}) {
  return (
    <Form.Item name="keyword" label={label} rules={[zodRule(schema, 'keyword')]}>
      <Input allowClear placeholder={placeholder} className="review-queue-filter-keyword" />
    </Form.Item>
  );
}

export function MediaPlatformFilter() {
  return (
    <Form.Item name="platform" label="媒体平台">
      <Select allowClear placeholder="全部平台" className="review-queue-filter-select" options={PLATFORM_OPTIONS} />
    </Form.Item>
  );
}

export function PromoterFilter({ schema }: { schema: QuerySchema<'promoter'> }) {
  return (
    <Form.Item name="promoter" label="推客" rules={[zodRule(schema, 'promoter')]}>
      <Input allowClear placeholder="手机号、推客号或昵称" />
    </Form.Item>
  );
}

/** The submission date range (申请日期, 回填日期, 提交日期), written to the URL as from/to. */
export function DatesFilter({ label }: { label: string }) {
  return (
    <Form.Item name="dates" label={label}>
      <DatePicker.RangePicker allowEmpty={[false, false]} />
    </Form.Item>
  );
}
