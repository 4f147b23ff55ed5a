import { PAYOUT_CHANNEL_LABELS } from '@tuike/contract/admin-withdrawals';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Result, Skeleton, Table, Timeline, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import { fetchWithdrawalDetail, type WithdrawalDetail, withdrawalDetailKey } from '../api/withdrawal-detail';
import { AccountCell, PromoterCell } from './withdrawal-columns';
import { WithdrawalActions } from './WithdrawalActions';
import { WithdrawalStatusTag } from './WithdrawalStatusTag';
import './WithdrawalDrawer.css';

/** The URL's `detail` param: the withdrawal the drawer shows, so a link or a reload opens it again. */
export const DETAIL_PARAM = 'detail';

const TIMELINE_COLORS: Record<WithdrawalDetail['status'], string> = {
  submitted: 'gray',
  approved: 'blue',
  paying: 'blue',
  paid: 'green',
  failed: 'red',
  rejected: 'red',
};

const percent = (bps: number) => `${(bps / 100).toFixed(bps % 100 ? 2 : 0)}%`;

function Body({ w }: { w: WithdrawalDetail }) {
  return (
    <div className="withdrawal-drawer-body">
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="状态" span={2}>
          <WithdrawalStatusTag status={w.status} />
          {w.reason && <span className="withdrawal-drawer-reason">{w.reason}</span>}
        </Descriptions.Item>
        <Descriptions.Item label="推客">
          <PromoterCell promoter={w.promoter} />
        </Descriptions.Item>
        <Descriptions.Item label="实名">
          {w.realName ? `${w.realName.name} · ${w.realName.idNumberMasked}` : '未实名'}
        </Descriptions.Item>
        <Descriptions.Item label="收款账户" span={2}>
          <AccountCell account={w.account} />
        </Descriptions.Item>
        <Descriptions.Item label="提现金额">
          <Money fen={w.amount} />
        </Descriptions.Item>
        <Descriptions.Item label={`服务费（${percent(w.feeBps)}）`}>
          <Money fen={w.fee} />
        </Descriptions.Item>
        <Descriptions.Item label="个税">
          <Money fen={w.tax} />
        </Descriptions.Item>
        <Descriptions.Item label="实付金额">
          <strong>
            <Money fen={w.net} />
          </strong>
        </Descriptions.Item>
        <Descriptions.Item label="申请时间">
          <DateTime value={w.createdAt} />
        </Descriptions.Item>
        <Descriptions.Item label="承诺到账">
          <DateTime value={w.expectedArrival} />
        </Descriptions.Item>
        <Descriptions.Item label="打款方式">{w.payoutChannel ? PAYOUT_CHANNEL_LABELS[w.payoutChannel] : '-'}</Descriptions.Item>
        <Descriptions.Item label="打款单号">{w.payoutNo ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="转账流水号" span={2}>
          {w.transferNo ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label="推客当前余额" span={2}>
          <Money fen={w.balance} />
        </Descriptions.Item>
      </Descriptions>

      <Typography.Title level={5}>进度</Typography.Title>
      <Timeline
        items={w.timeline.map((e, i) => ({
          key: i,
          color: TIMELINE_COLORS[e.status],
          content: (
            <div className="withdrawal-drawer-event">
              <span className="withdrawal-drawer-event-label">{e.label}</span>
              <span className="withdrawal-drawer-muted">
                <DateTime value={e.at} /> · {e.operatorAccount ? `操作人 ${e.operatorAccount}` : '推客'}
              </span>
              {e.note && <span>{e.note}</span>}
            </div>
          ),
        }))}
      />

      <Typography.Title level={5}>账户流水</Typography.Title>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={w.ledger}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 170, render: (v: string) => <DateTime value={v} /> },
          { title: '类型', dataIndex: 'typeLabel', width: 100 },
          { title: '金额', dataIndex: 'amount', align: 'right', render: (fen: number) => <Money fen={fen} signed /> },
          { title: '余额', dataIndex: 'balanceAfter', align: 'right', render: (fen: number) => <Money fen={fen} /> },
          { title: '说明', dataIndex: 'note' },
        ]}
      />
    </div>
  );
}

/**
 * One withdrawal beside the queue: promoter and real name, the masked account, amount, fee, tax and net,
 * the payout's numbers, the timeline with who took each step, and its ledger rows; the actions its
 * status allows at the bottom. Opened by the URL's `detail` param.
 */
export function WithdrawalDrawer() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get(DETAIL_PARAM);
  const id = raw && /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
  const query = useQuery({
    queryKey: withdrawalDetailKey(id ?? 0),
    queryFn: () => fetchWithdrawalDetail(id ?? 0),
    enabled: id !== null,
  });
  const close = () =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.delete(DETAIL_PARAM);
      return next;
    });

  return (
    <Drawer
      open={id !== null}
      onClose={close}
      size={680}
      title={id !== null ? `提现详情 #${id}` : ''}
      destroyOnHidden
      footer={query.data && <WithdrawalActions row={query.data} size="middle" />}
    >
      {query.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
      {query.isError && (
        <Result
          status="error"
          title="加载失败"
          subTitle={query.error.message}
          extra={
            <Button type="primary" onClick={() => void query.refetch()}>
              重试
            </Button>
          }
        />
      )}
      {query.data && <Body w={query.data} />}
    </Drawer>
  );
}
