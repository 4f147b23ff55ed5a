import type { Page } from '@tuike/contract/envelope';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Select, Skeleton, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Key, ReactNode } from 'react';
import { PAGE_SIZES, type TableParams, useTableParams } from '../lib/table-params';
import { LoadError } from './LoadError';
import './ServerTable.css';

export interface ServerTableProps<T, F extends string> {
  /** The query's key without the table state, e.g. `['admin-api', 'audit', 'page']`; the state is appended. */
  queryKey: readonly unknown[];
  /** One page from the server for the URL's state; build the typed request from it. */
  fetchPage: (params: TableParams<F>) => Promise<Page<T>>;
  /** The filters this table reads from the URL (the FilterBar beside it writes them). */
  filterNames?: readonly F[];
  columns: NonNullable<TableProps<T>['columns']>;
  rowKey: keyof T & string;
  /** The empty state: what to say and, where one makes sense, the action (e.g. 新建作品). */
  empty: { description: string; action?: ReactNode };
  expandable?: TableProps<T>['expandable'];
  rowSelection?: TableProps<T>['rowSelection'];
  /** Horizontal scroll width for wide tables (1280×800 must not squeeze columns). */
  scrollX?: number;
}

const NO_FILTERS: readonly never[] = [];

/**
 * An antd Table paged, sorted and filtered by the server, its state in the URL (lib/table-params.ts).
 * The API answers `{records, hasNextPages}` without a total, so the pager is 上一页 / 第 N 页 / 下一页.
 * The four states of every list: a skeleton on the first load, the rows (kept on screen, dimmed, while
 * the next page loads), the empty state with its action (and 清除筛选 when filters hide every row), and
 * the error with 重试. Sorting: give a
 * column `sorter: true` and a `key`; the URL's `sort`/`order` reach fetchPage.
 */
export function ServerTable<T extends object, F extends string = never>(props: ServerTableProps<T, F>) {
  const { queryKey, fetchPage, filterNames = NO_FILTERS as readonly F[], columns, rowKey, empty } = props;
  const { params, setPage, setSize, setSort, setFilters } = useTableParams(filterNames);
  const query = useQuery({
    queryKey: [...queryKey, params],
    queryFn: () => fetchPage(params),
    placeholderData: keepPreviousData,
  });

  if (query.isPending) return <Skeleton active className="server-table-skeleton" paragraph={{ rows: 8 }} />;
  if (query.isError) return <LoadError query={query} />;

  const { records, hasNextPages } = query.data;
  if (records.length === 0 && !query.isPlaceholderData) {
    const filtered = Object.keys(params.filters).length > 0;
    return (
      <Empty className="server-table-empty" description={params.page > 1 ? '这一页没有数据了' : empty.description}>
        {params.page > 1 ? (
          <Button onClick={() => setPage(1)}>回到第一页</Button>
        ) : (
          <div className="server-table-empty-actions">
            {filtered && <Button onClick={() => setFilters({})}>清除筛选</Button>}
            {empty.action}
          </div>
        )}
      </Empty>
    );
  }

  const sorted = columns.map((c) =>
    c.key !== undefined && c.sorter
      ? { ...c, sortOrder: params.sort?.field === c.key ? (params.sort.order === 'asc' ? 'ascend' : 'descend') : null }
      : c,
  ) as typeof columns;

  return (
    <div className="server-table">
      <Table<T>
        rowKey={rowKey}
        columns={sorted}
        dataSource={records}
        pagination={false}
        loading={query.isPlaceholderData}
        expandable={props.expandable}
        rowSelection={props.rowSelection}
        scroll={props.scrollX ? { x: props.scrollX } : undefined}
        onChange={(_p, _f, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
          const field = s?.columnKey as Key | undefined;
          setSort(
            s?.order && field !== undefined ? { field: String(field), order: s.order === 'ascend' ? 'asc' : 'desc' } : undefined,
          );
        }}
      />
      <nav className="server-table-pager" aria-label="分页">
        <Button size="small" disabled={params.page <= 1 || query.isPlaceholderData} onClick={() => setPage(params.page - 1)}>
          上一页
        </Button>
        <span className="server-table-page">第 {params.page} 页</span>
        <Button size="small" disabled={!hasNextPages || query.isPlaceholderData} onClick={() => setPage(params.page + 1)}>
          下一页
        </Button>
        <Select
          size="small"
          aria-label="每页条数"
          value={params.size}
          onChange={setSize}
          options={PAGE_SIZES.map((n) => ({ value: n, label: `${n} 条/页` }))}
        />
      </nav>
    </div>
  );
}
