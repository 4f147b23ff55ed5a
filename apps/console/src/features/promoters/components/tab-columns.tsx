import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import type {
  AliasRow,
  BackfillRow,
  IncomeRow,
  InviteeRow,
  LedgerRow,
  MediaAccountRow,
  WithdrawalRow,
} from '../api/promoter-tabs';
import { PromoterNameCell } from './PromoterNameCell';
import { PromoterStatusTag } from './PromoterStatusTag';
import './tab-columns.css';

/** A state's label with the operator's reason beneath it, when there is one (rejected, expired, failed). */
function StateWithReason({ label, reason, color }: { label: string; reason: string | null; color?: string }) {
  return (
    <div>
      <Tag color={color}>{label}</Tag>
      {reason && (
        <Typography.Text type="secondary" className="promoter-tab-reason">
          {reason}
        </Typography.Text>
      )}
    </div>
  );
}

const money = (signed = false) => ({
  align: 'right' as const,
  render: (fen: number) => <Money fen={fen} signed={signed} />,
});
const time = (title: string, dataIndex: string, width = 170) => ({
  title,
  dataIndex,
  width,
  render: (v: string | null) => <DateTime value={v} />,
});

export const mediaAccountColumns: ColumnsType<MediaAccountRow> = [
  { title: '平台', dataIndex: 'platformLabel', width: 110 },
  { title: '账号昵称', dataIndex: 'nickname' },
  { title: 'UID', dataIndex: 'uid', width: 220 },
  time('绑定时间', 'createdAt'),
];

/** Alias states 审核中 / 生效中 / 审核不通过 / 已失效, and back-fill states 待审核 / 生效中 / 审核拒绝, by value. */
const ALIAS_COLORS: Record<AliasRow['state'], string> = { 1: 'processing', 2: 'success', 3: 'error', 4: 'default' };
const LINK_COLORS: Record<BackfillRow['state'], string> = { 1: 'processing', 2: 'success', 3: 'error' };

export const aliasColumns: ColumnsType<AliasRow> = [
  { title: '口令', dataIndex: 'alias', width: 140, render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
  { title: '作品', dataIndex: 'workTitle', ellipsis: true },
  { title: '任务平台', dataIndex: 'taskPlatformName', width: 120 },
  {
    title: '状态',
    key: 'state',
    width: 160,
    render: (_: unknown, r) => <StateWithReason label={r.stateLabel} reason={r.reason} color={ALIAS_COLORS[r.state]} />,
  },
  {
    title: '回填',
    key: 'links',
    width: 90,
    render: (_: unknown, r) => `${r.effectiveLinkCount} / ${r.linkCount}`,
  },
  { title: '拉新', dataIndex: 'newUsers', width: 70 },
  { title: '收益', dataIndex: 'income', width: 120, ...money() },
  time('申请时间', 'createdAt'),
];

export const backfillColumns: ColumnsType<BackfillRow> = [
  { title: '口令', dataIndex: 'alias', width: 120 },
  { title: '作品', dataIndex: 'workTitle', width: 160, ellipsis: true },
  {
    title: '作品链接',
    dataIndex: 'url',
    ellipsis: true,
    render: (url: string) => (
      <a href={url} target="_blank" rel="noreferrer noopener">
        {url}
      </a>
    ),
  },
  {
    title: '发布账号',
    key: 'account',
    width: 180,
    render: (_: unknown, r) => (
      <span>
        {r.platformLabel} · {r.accountNickname}
        <Typography.Text type="secondary" className="promoter-tab-reason">
          UID {r.accountUid}
        </Typography.Text>
      </span>
    ),
  },
  {
    title: '状态',
    key: 'state',
    width: 150,
    render: (_: unknown, r) => <StateWithReason label={r.stateLabel} reason={r.reason} color={LINK_COLORS[r.state]} />,
  },
  time('回填时间', 'createdAt'),
];

const INCOME_COLORS = { estimated: 'default', settled: 'processing', credited: 'success' } as const;

export const incomeColumns: ColumnsType<IncomeRow> = [
  { title: '收益日期', dataIndex: 'incomeDate', width: 110 },
  {
    title: '作品 / 平台',
    key: 'work',
    ellipsis: true,
    render: (_: unknown, r) => (
      <span>
        {r.workTitle ?? '（UID 匹配）'}
        <Typography.Text type="secondary" className="promoter-tab-reason">
          {r.taskPlatformName}
        </Typography.Text>
      </span>
    ),
  },
  {
    title: '匹配',
    key: 'matched',
    width: 200,
    ellipsis: true,
    render: (_: unknown, r) =>
      `${r.matchedBy === 'alias' ? '口令' : r.matchedBy === 'uid' ? 'UID' : '链接'} ${r.matchedName ?? r.matched}`,
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (s: IncomeRow['status'], r) => <Tag color={INCOME_COLORS[s]}>{r.statusLabel}</Tag>,
  },
  { title: '金额', dataIndex: 'amount', width: 130, ...money(true) },
];

export const ledgerColumns: ColumnsType<LedgerRow> = [
  time('时间', 'createdAt'),
  { title: '类型', dataIndex: 'typeLabel', width: 110 },
  { title: '金额', dataIndex: 'amount', width: 130, ...money(true) },
  { title: '变动后余额', dataIndex: 'balanceAfter', width: 140, ...money() },
  { title: '备注', dataIndex: 'note', ellipsis: true },
];

const WITHDRAWAL_COLORS: Record<WithdrawalRow['status'], string> = {
  submitted: 'processing',
  approved: 'cyan',
  paying: 'blue',
  paid: 'success',
  failed: 'error',
  rejected: 'default',
};

export const withdrawalColumns: ColumnsType<WithdrawalRow> = [
  time('申请时间', 'createdAt'),
  { title: '提现金额', dataIndex: 'amount', width: 120, ...money() },
  { title: '服务费', dataIndex: 'fee', width: 100, ...money() },
  { title: '实付金额', dataIndex: 'net', width: 120, ...money() },
  {
    title: '收款账户',
    key: 'account',
    render: (_: unknown, r) => `${r.account.typeLabel} ${r.account.title}（${r.account.holder}）`,
  },
  {
    title: '状态',
    key: 'status',
    width: 160,
    render: (_: unknown, r) => <StateWithReason label={r.statusLabel} reason={r.reason} color={WITHDRAWAL_COLORS[r.status]} />,
  },
];

export const inviteeColumns: ColumnsType<InviteeRow> = [
  {
    title: '推客',
    key: 'promoter',
    render: (_: unknown, r) => <PromoterNameCell id={r.id} nickname={r.nickname} promoterNo={r.promoterNo} />,
  },
  { title: '手机号', dataIndex: 'phone', width: 150 },
  { title: '状态', dataIndex: 'status', width: 120, render: (s: InviteeRow['status']) => <PromoterStatusTag status={s} /> },
  time('注册时间', 'registeredAt'),
];
