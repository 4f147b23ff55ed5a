import { Form, Select, type SelectProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { allPlatformsKey, fetchAllPlatforms } from '../api/task-platforms-page';

/** Picks a task platform by name (every platform, enabled or not; a disabled one says so). */
export function PlatformSelect(props: Omit<SelectProps<number | string>, 'options' | 'loading'> & { category?: number }) {
  const { category, ...rest } = props;
  const platforms = useQuery({ queryKey: allPlatformsKey, queryFn: fetchAllPlatforms, staleTime: 60_000 });
  const options = (platforms.data?.records ?? [])
    .filter((p) => category === undefined || p.category === category)
    .map((p) => ({ value: p.id, label: p.enabled ? p.name : `${p.name}（已停用）` }));
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="选择任务平台"
      {...rest}
      loading={platforms.isPending}
      options={options}
    />
  );
}

/**
 * 任务平台 in a list's FilterBar: the URL holds the id as text, the select a number. A list of one
 * category's rows (网盘资源) names the field for it and offers only that category's platforms.
 */
export function PlatformFilter({
  placeholder,
  className,
  label = '任务平台',
  category,
}: {
  placeholder: string;
  className: string;
  label?: string;
  category?: number;
}) {
  return (
    <Form.Item
      name="taskPlatformId"
      label={label}
      getValueProps={(v: string | undefined) => ({ value: v ? Number(v) : undefined })}
    >
      <PlatformSelect allowClear placeholder={placeholder} className={className} category={category} />
    </Form.Item>
  );
}
