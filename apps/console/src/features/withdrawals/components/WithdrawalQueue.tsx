import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Space, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { FilterBar } from '../../../components/FilterBar';
import { Money } from '../../../components/Money';
import { ServerTable } from '../../../components/ServerTable';
import { useCan } from '../../../lib/me';
import { RequestError } from '../../../lib/request';
import { readTableParams } from '../../../lib/table-params';
import { toast } from '../../../lib/toast';
import { newUuid } from '../../../lib/request-id';
import { fetchWithdrawalCounts, withdrawalCountsKey } from '../api/withdrawal-counts';
import { approveWithdrawal } from '../api/withdrawal-steps';
import {
  fetchWithdrawalsPage,
  type WithdrawalFilter,
  type WithdrawalRow,
  type WithdrawalStatus,
  withdrawalsKey,
  withdrawalsPageKey,
} from '../api/withdrawals-page';
import { withdrawalColumns } from './withdrawal-columns';
import { DETAIL_PARAM, WithdrawalDrawer } from './WithdrawalDrawer';
import { WithdrawalActions } from './WithdrawalActions';
import { ExportButton } from './ExportButton';
import './WithdrawalQueue.css';

/** The FilterBar's fields; the status is the tabs' (the `status` URL param). */
const FILTERS = ['promoter', 'from', 'to', 'minYuan', 'maxYuan'] as const satisfies readonly WithdrawalFilter[];
type Filter = (typeof FILTERS)[number];

export interface QueueTab {
  /** `all`: every status. */
  status: WithdrawalStatus | 'all';
  label: string;
}

const YUAN = /^\d+(\.\d{1,2})?$/;
const yuanRule = { pattern: YUAN, message: '金额为元，最多两位小数' };

/**
 * A withdrawal queue: status tabs with their counts, the filters (promoter by phone, 推客号 or nickname, applied
 * dates, amount range in yuan), the server-paged table sorted by time or amount, the detail drawer, the
 * CSV export of what is shown, and on the 待审核 tab (with the grant) a bulk approval that names the
 * count and the total before it runs.
 */
export function WithdrawalQueue({ tabs, extra }: { tabs: readonly [QueueTab, ...QueueTab[]]; extra?: ReactNode }) {
  const [search, setSearch] = useSearchParams();
  const client = useQueryClient();
  const canDecide = useCan('withdrawals.decide');
  const first = tabs[0].status;
  const status = tabs.find((t) => t.status === search.get('status'))?.status ?? first;
  const apiStatus = status === 'all' ? undefined : status;
  const { filters } = readTableParams(search, FILTERS);
  const counts = useQuery({
    queryKey: [...withdrawalCountsKey, filters],
    queryFn: () => fetchWithdrawalCounts(filters),
  });
  const [selected, setSelected] = useState<WithdrawalRow[]>([]);
  const bulk = status === 'submitted' && canDecide;

  const setStatus = (next: string) => {
    setSelected([]);
    setSearch((prev) => {
      const params = new URLSearchParams(prev);
      if (next === first) params.delete('status');
      else params.set('status', next);
      params.delete('page');
      return params;
    });
  };
  const openDetail = (id: number) =>
    setSearch((prev) => {
      const params = new URLSearchParams(prev);
      params.set(DETAIL_PARAM, String(id));
      return params;
    });

  const approveSelected = async () => {
    let ok = 0;
    const failures: string[] = [];
    // One at a time, each its own decision: one refused (another finance user was first) stops nothing.
    for (const w of selected) {
      try {
        await approveWithdrawal({ id: w.id, requestId: newUuid() }, { toastOnError: false });
        ok++;
      } catch (err) {
        failures.push(`#${w.id} ${err instanceof RequestError ? err.message : String(err)}`);
      }
    }
    setSelected([]);
    await client.invalidateQueries({ queryKey: withdrawalsKey });
    if (failures.length === 0) toast.success(`已审核通过 ${ok} 笔`);
    else toast.error(`已通过 ${ok} 笔，${failures.length} 笔未通过：${failures[0]}${failures.length > 1 ? ' 等' : ''}`);
  };

  const total = selected.reduce((sum, w) => sum + w.amount, 0);
  const columns = withdrawalColumns((row) => (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => openDetail(row.id)}>
        详情
      </Button>
      <WithdrawalActions row={row} />
    </Space>
  ));

  return (
    <div className="withdrawal-queue">
      <Card variant="borderless">
        <div className="withdrawal-queue-filters">
          <FilterBar<Filter> names={FILTERS} ranges={{ dates: ['from', 'to'] }}>
            <Form.Item name="promoter" label="推客" rules={[{ max: 32, message: '推客搜索最多 32 个字' }]}>
              <Input allowClear placeholder="手机号、推客号或昵称" className="withdrawal-queue-filter-promoter" />
            </Form.Item>
            <Form.Item name="dates" label="申请日期">
              <DatePicker.RangePicker allowEmpty={[false, false]} />
            </Form.Item>
            <Form.Item label="金额（元）">
              <Space.Compact>
                <Form.Item name="minYuan" noStyle rules={[yuanRule]}>
                  <Input placeholder="最低" aria-label="最低金额（元）" className="withdrawal-queue-filter-amount" />
                </Form.Item>
                <Form.Item name="maxYuan" noStyle rules={[yuanRule]}>
                  <Input placeholder="最高" aria-label="最高金额（元）" className="withdrawal-queue-filter-amount" />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </FilterBar>
          <Space className="withdrawal-queue-tools">
            {extra}
            <ExportButton status={apiStatus} filters={filters} />
          </Space>
        </div>
      </Card>
      <Card variant="borderless">
        <Tabs
          activeKey={status}
          onChange={setStatus}
          items={tabs.map((t) => {
            const n = t.status === 'all' ? undefined : counts.data?.[t.status];
            return {
              key: t.status,
              label: (
                <span>
                  {t.label}
                  {n !== undefined && (
                    <span className={`withdrawal-queue-count${n > 0 && t.status === first ? ' withdrawal-queue-count-due' : ''}`}>
                      {n}
                    </span>
                  )}
                </span>
              ),
            };
          })}
        />
        {bulk && (
          <div className="withdrawal-queue-bulk">
            <span>
              已选 {selected.length} 笔
              {selected.length > 0 && (
                <>
                  ，合计 <Money fen={total} />
                </>
              )}
            </span>
            <ConfirmButton
              type="primary"
              disabled={selected.length === 0}
              title={`确定审核通过选中的 ${selected.length} 笔提现吗？`}
              description={
                <>
                  合计 <Money fen={total} />
                  ，通过后进入待打款
                </>
              }
              okText="全部通过"
              onConfirm={approveSelected}
            >
              批量通过
            </ConfirmButton>
          </div>
        )}
        <ServerTable<WithdrawalRow, Filter>
          queryKey={[...withdrawalsPageKey, status]}
          fetchPage={(params) =>
            fetchWithdrawalsPage({ ...params, filters: { ...params.filters, ...(apiStatus ? { status: apiStatus } : {}) } })
          }
          filterNames={FILTERS}
          columns={columns}
          rowKey="id"
          scrollX={968}
          empty={{ description: status === 'submitted' ? '没有待审核的提现' : '没有符合条件的提现' }}
          rowSelection={
            bulk
              ? {
                  selectedRowKeys: selected.map((w) => w.id),
                  onChange: (_keys, rows) => setSelected(rows),
                  preserveSelectedRowKeys: false,
                }
              : undefined
          }
        />
      </Card>
      <WithdrawalDrawer />
    </div>
  );
}
