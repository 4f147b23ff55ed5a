import type { AccountRecord } from '@tuike/contract/wallet';
import { RightOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { PagedList } from '../../../components/PagedList';
import { ListSkeleton } from '../../../components/StateViews';
import { yuan } from '../../../lib/format';
import { dateTime } from '../../../lib/format-date';
import { useAccountRecords } from '../api/records';
import { signedYuan } from '../format';
import './RecordsTab.css';

function RecordBody({ r }: { r: AccountRecord }) {
  return (
    <>
      <span className="ledger-main">
        <span className="ledger-type">{r.typeLabel}</span>
        {r.note && <span className="ledger-note ellipsis-1">{r.note}</span>}
        <span className="ledger-time">{dateTime(r.createdAt)}</span>
      </span>
      <span className="ledger-side">
        <span className={r.amount < 0 ? 'ledger-amount num' : 'ledger-amount ledger-amount-in num'}>{signedYuan(r.amount)}</span>
        <span className="ledger-balance">余额 {yuan(r.balanceAfter)}</span>
      </span>
    </>
  );
}

/** 账户流水: every ledger row with the balance after it; a withdrawal's rows open that withdrawal. */
export function RecordsTab() {
  const list = useAccountRecords();
  const navigate = useNavigate();
  return (
    <PagedList<AccountRecord>
      list={list}
      itemKey={(r) => r.id}
      skeleton={<ListSkeleton cover={false} rows={6} />}
      renderItem={(r) => {
        const withdrawalId = r.withdrawalId;
        return withdrawalId === null ? (
          <div className="card list-card ledger-row">
            <RecordBody r={r} />
          </div>
        ) : (
          <button
            type="button"
            className="card list-card ledger-row ledger-row-link"
            aria-label={`${r.typeLabel} ${signedYuan(r.amount)}，查看提现详情`}
            onClick={() => navigate(to('account/withdrawDetail', { id: withdrawalId }))}
          >
            <RecordBody r={r} />
            <RightOutline className="ledger-chevron" />
          </button>
        );
      }}
      empty={{
        text: '还没有账户流水，收益入账后会记在这里',
        action: (
          <button type="button" className="btn-solid" onClick={() => navigate(to('pages/shortPlay/shortPlay'))}>
            去推广
          </button>
        ),
      }}
    />
  );
}
