import type { Page } from '@tuike/contract/envelope';
import { Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ServerTable } from '../../../components/ServerTable';
import type { TableParams } from '../../../lib/table-params';
import type { PromoterDetail } from '../api/promoter-detail';
import { promoterTabFetchers as fetchers, promoterTabKey } from '../api/promoter-tabs';
import {
  aliasColumns,
  backfillColumns,
  incomeColumns,
  inviteeColumns,
  ledgerColumns,
  mediaAccountColumns,
  withdrawalColumns,
} from './tab-columns';

type TabName = keyof typeof fetchers;

/** A tab's table: the rows of one call for this promoter, paged by the server. */
const table =
  <T extends { id: number }>(
    name: TabName,
    fetch: (id: number) => (p: TableParams<never>) => Promise<Page<T>>,
    columns: ColumnsType<T>,
    empty: string,
  ) =>
  (id: number): ReactNode => (
    <ServerTable<T>
      queryKey={promoterTabKey(name, id)}
      fetchPage={fetch(id)}
      columns={columns}
      rowKey="id"
      scrollX={960}
      empty={{ description: empty }}
    />
  );

/** Each tab: its label, the count the detail answered (the ledger has none) and its table. */
const TABS: { name: TabName; label: string; count?: keyof PromoterDetail['counts']; render: (id: number) => ReactNode }[] = [
  {
    name: 'mediaAccounts',
    label: '推广账号',
    count: 'mediaAccounts',
    render: table('mediaAccounts', fetchers.mediaAccounts, mediaAccountColumns, '还没有绑定推广账号'),
  },
  {
    name: 'aliases',
    label: '口令',
    count: 'aliases',
    render: table('aliases', fetchers.aliases, aliasColumns, '还没有申请口令'),
  },
  {
    name: 'backfills',
    label: '回填记录',
    count: 'backfills',
    render: table('backfills', fetchers.backfills, backfillColumns, '还没有回填作品链接'),
  },
  {
    name: 'income',
    label: '收益明细',
    count: 'incomeLines',
    render: table('income', fetchers.income, incomeColumns, '还没有收益'),
  },
  { name: 'ledger', label: '账户流水', render: table('ledger', fetchers.ledger, ledgerColumns, '余额还没有变动') },
  {
    name: 'withdrawals',
    label: '提现记录',
    count: 'withdrawals',
    render: table('withdrawals', fetchers.withdrawals, withdrawalColumns, '还没有提现'),
  },
  {
    name: 'invitees',
    label: '邀请的推客',
    count: 'invitees',
    render: table('invitees', fetchers.invitees, inviteeColumns, '还没有邀请推客'),
  },
];

const isTab = (v: string | null): v is TabName => TABS.some((t) => t.name === v);

/**
 * The promoter's rows, one server-paged table per tab. The open tab is in the URL (`?tab=`), with the
 * table's page, so a reload or a shared link shows the same rows; another tab starts at its first page.
 */
export function PromoterTabs({ promoter }: { promoter: PromoterDetail }) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('tab');
  const active: TabName = isTab(raw) ? raw : 'mediaAccounts';
  const choose = (name: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.set('tab', name);
      next.delete('page');
      return next;
    });
  return (
    <Tabs
      activeKey={active}
      onChange={choose}
      destroyOnHidden
      items={TABS.map((tab) => ({
        key: tab.name,
        label: tab.count === undefined ? tab.label : `${tab.label} (${promoter.counts[tab.count]})`,
        children: tab.render(promoter.id),
      }))}
    />
  );
}
