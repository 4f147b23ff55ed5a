import type { WhitelistApplication } from '@tuike/contract/recheck';
import { Link, useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { PagedList } from '../../../components/PagedList';
import { PageShell } from '../../../components/PageShell';
import { ListSkeleton } from '../../../components/StateViews';
import { useWhitelist } from '../../../features/applications/api/whitelist';
import { WhitelistCard } from '../../../features/applications/components/ApplicationCard';
import './jiabai.css';

/** 账号加白: my whitelist applications with their state and reasons; 新增 files another. */
export default function WhitelistListPage() {
  const list = useWhitelist();
  const navigate = useNavigate();
  return (
    <PageShell
      right={
        <Link className="jiabai-nav-add" to={to('my/jiabai/add')}>
          新增
        </Link>
      }
    >
      <p className="jiabai-intro">加白后，账号发布的作品按机构账号统计结算；每个账号同时只能有一条审核中或已通过的申请。</p>
      <PagedList<WhitelistApplication>
        list={list}
        itemKey={(a) => a.id}
        skeleton={<ListSkeleton cover={false} rows={4} />}
        renderItem={(a) => <WhitelistCard a={a} />}
        empty={{
          text: '还没有加白申请，为绑定的媒体账号申请加白后收益统计更准确',
          action: (
            <button type="button" className="btn-solid" onClick={() => navigate(to('my/jiabai/add'))}>
              申请加白
            </button>
          ),
        }}
      />
    </PageShell>
  );
}
