import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { promoterSearchKey, searchPromoters } from '../api/promoter-search';

/** Waits for a pause in typing before searching: one request per word, not per key. */
const DEBOUNCE_MS = 300;

/**
 * Picks a promoter by phone, promoter number, id or nickname, searched on the server as the operator
 * types (the promoter list's search). A form field: `value` is the promoter's id.
 */
export function PromoterPicker({ value, onChange, id }: { value?: number; onChange?: (id: number) => void; id?: string }) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setKeyword(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [typed]);
  const found = useQuery({
    queryKey: promoterSearchKey(keyword),
    queryFn: () => searchPromoters(keyword),
    enabled: keyword.length > 0,
  });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={onChange}
      placeholder="输入手机号、推客号或昵称搜索"
      loading={found.isFetching}
      notFoundContent={
        keyword ? (found.isFetching ? '搜索中…' : found.isError ? '搜索失败，请重试' : '没有找到推客') : '请输入搜索词'
      }
      options={(found.data?.records ?? []).map((p) => ({
        value: p.id,
        label: `${p.nickname}（推客号 ${p.promoterNo} · ${p.phone}）`,
      }))}
    />
  );
}
