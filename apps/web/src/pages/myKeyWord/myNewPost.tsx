import { WORK_TYPE } from '@tuike/contract/enums';
import { Link } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { AliasBrowser } from '../../features/promotion/components/AliasBrowser';

/** 我的推广 of novels. */
export default function MyNewPostPage() {
  return (
    <PageShell
      right={
        <Link className="alias-nav-link" to={to('myKeyWord/laxin')}>
          拉新明细
        </Link>
      }
      title="我的小说推广"
    >
      <AliasBrowser workType={WORK_TYPE.novel.value} />
    </PageShell>
  );
}
