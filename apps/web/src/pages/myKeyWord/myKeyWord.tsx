import { Link } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { AliasBrowser } from '../../features/promotion/components/AliasBrowser';

/** 我的关键词: every alias of mine by state, the ones about to expire first. */
export default function MyKeyWordPage() {
  const backfills = (
    <Link className="alias-nav-link" to={to('myKeyWord/postlist')}>
      回填记录
    </Link>
  );
  return (
    <PageShell right={backfills}>
      <AliasBrowser />
    </PageShell>
  );
}
