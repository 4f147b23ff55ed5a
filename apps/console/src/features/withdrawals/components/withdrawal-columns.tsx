import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import type { WithdrawalRow } from '../api/withdrawals-page';
import { WithdrawalStatusTag } from './WithdrawalStatusTag';
import './withdrawal-columns.css';

/** Who applied: nickname, 推客号 and the masked phone. */
export function PromoterCell({ promoter }: Pick<WithdrawalRow, 'promoter'>) {
  return (
    <div className="withdrawal-cell">
      <span>{promoter.nickname}</span>
      <span className="withdrawal-cell-muted">
        {promoter.promoterNo} · {promoter.phoneMasked}
      </span>
    </div>
  );
}

/** Where the money goes: the masked Alipay account or the bank; then the kind (or the card's last digits) and the holder. */
export function AccountCell({ account }: Pick<WithdrawalRow, 'account'>) {
  return (
    <div className="withdrawal-cell">
      <span>{account.title}</span>
      <span className="withdrawal-cell-muted">
        {account.type === 'bank' ? account.subtitle : account.typeLabel} · {account.holder}
      </span>
    </div>
  );
}

/**
 * The queue's columns; `actions` renders the last one (what the operator may do with the row now).
 * Time and amount sort on the server (`sorter: true` with the API's field as the key).
 */
export function withdrawalColumns(actions: (row: WithdrawalRow) => ReactNode): ColumnsType<WithdrawalRow> {
  return [
    { title: 'ID', dataIndex: 'id', width: 52 },
    {
      title: '申请时间',
      key: 'createdAt',
      dataIndex: 'createdAt',
      width: 104,
      sorter: true,
      // Date over time: two short lines keep both table sizes free of a horizontal scroll.
      render: (v: string) => (
        <div className="withdrawal-cell">
          <span>{formatDateTime(v, true)}</span>
          <span className="withdrawal-cell-muted">{formatDateTime(v).slice(11)}</span>
        </div>
      ),
    },
    { title: '推客', key: 'promoter', width: 162, render: (_: unknown, r) => <PromoterCell promoter={r.promoter} /> },
    { title: '收款账户', key: 'account', width: 160, render: (_: unknown, r) => <AccountCell account={r.account} /> },
    {
      title: '提现金额',
      key: 'amount',
      dataIndex: 'amount',
      align: 'right',
      width: 106,
      sorter: true,
      render: (fen: number) => <Money fen={fen} />,
    },
    {
      // The fee is the difference (and in the detail); the net is what the payout sends.
      title: '实付金额',
      dataIndex: 'net',
      align: 'right',
      width: 100,
      render: (fen: number) => (
        <strong>
          <Money fen={fen} />
        </strong>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 92,
      render: (_: unknown, r) => (
        <div className="withdrawal-cell">
          <WithdrawalStatusTag status={r.status} />
          {r.reason && (
            <span className="withdrawal-cell-muted withdrawal-cell-reason" title={r.reason}>
              {r.reason}
            </span>
          )}
        </div>
      ),
    },
    { title: '操作', key: 'actions', fixed: 'right', width: 164, render: (_: unknown, r) => actions(r) },
  ];
}
