import { InputNumber, type InputNumberProps, Space } from 'antd';
import type { ReactNode } from 'react';
import './NumberWithUnit.css';

/**
 * A number field with its unit beside it (¥ before, 天 or % after), as antd 6 builds it: `Space.Compact`
 * around the field and the unit, where InputNumber's own `addonBefore`/`addonAfter` are deprecated. A
 * Form.Item's props (id, value, onChange) reach the field; `className` sizes the whole.
 */
export function NumberWithUnit({
  before,
  after,
  className,
  ...field
}: Omit<InputNumberProps, 'addonBefore' | 'addonAfter'> & { before?: ReactNode; after?: ReactNode }) {
  return (
    <Space.Compact className={className ? `number-with-unit ${className}` : 'number-with-unit'}>
      {before && <Space.Addon>{before}</Space.Addon>}
      <InputNumber {...field} />
      {after && <Space.Addon>{after}</Space.Addon>}
    </Space.Compact>
  );
}
