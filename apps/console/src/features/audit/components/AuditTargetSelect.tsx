import { Select, type SelectProps } from 'antd';
import { AUDIT_TARGET_LABELS } from '../target-types';

const OPTIONS = Object.entries(AUDIT_TARGET_LABELS).map(([value, label]) => ({ value, label }));

/** 对象类型 in the audit log's filter: a name to pick instead of a table name to type; a search matches either. */
export function AuditTargetSelect(props: Omit<SelectProps<string>, 'options' | 'showSearch'>) {
  return <Select {...props} allowClear showSearch={{ optionFilterProp: ['label', 'value'] }} options={OPTIONS} />;
}
