import type { Recheck } from '@tuike/contract/recheck';
import { Link, useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { PagedList } from '../../../components/PagedList';
import { PageShell } from '../../../components/PageShell';
import { ListSkeleton } from '../../../components/StateViews';
import { useRechecks } from '../../../features/applications/api/rechecks';
import { RecheckCard } from '../../../features/applications/components/ApplicationCard';
import './applications.css';

/** 复审申请: my re-checks with their state and the operator's answer; 新增 files another. */
export default function RecheckListPage() {
  const list = useRechecks();
  const navigate = useNavigate();
  return (
    <PageShell
      right={
        <Link className="applications-nav-add" to={to('my/shenhe/add')}>
          新增
        </Link>
      }
    >
      <p className="applications-intro">回填被驳回或数据异常时，可以提交复审，运营会重新核实。</p>
      <PagedList<Recheck>
        list={list}
        itemKey={(r) => r.id}
        skeleton={<ListSkeleton cover={false} rows={4} />}
        renderItem={(r) => <RecheckCard r={r} />}
        empty={{
          text: '还没有复审申请，回填被驳回或数据不对时可以申请复审',
          action: (
            <button type="button" className="btn-solid" onClick={() => navigate(to('my/shenhe/add'))}>
              申请复审
            </button>
          ),
        }}
      />
    </PageShell>
  );
}
