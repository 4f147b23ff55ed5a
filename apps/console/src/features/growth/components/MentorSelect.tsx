import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { fetchMentors, mentorsKey } from '../api/mentors';

/** Picks a mentor by name (with their wechat id shown). */
export function MentorSelect(props: Omit<SelectProps<number>, 'options' | 'loading'>) {
  const mentors = useQuery({ queryKey: mentorsKey, queryFn: fetchMentors });
  return (
    <Select<number>
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={mentors.isPending}
      options={(mentors.data ?? []).map((m) => ({ value: m.id, label: `${m.name}（${m.wechatId}）` }))}
      notFoundContent={mentors.isError ? '导师列表加载失败' : '还没有导师，请先在「微信导师」中新建'}
    />
  );
}
