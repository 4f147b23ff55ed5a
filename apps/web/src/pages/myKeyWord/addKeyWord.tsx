import { useNavigate, useSearchParams } from 'react-router-dom';
import { WORK_TYPE } from '@tuike/contract/enums';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { PromoSkeleton } from '../../features/promotion/components/PromoSkeleton';
import { useWork } from '../../features/promotion/api/work-info';
import { AddAliasForm } from '../../features/promotion/components/AddAliasForm';
import { idParam } from '../../features/promotion/paths';

/** Apply for a keyword alias of one work (?workId=). */
export default function AddKeyWordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const workId = idParam(params.get('workId'));
  const work = useWork(workId);
  const title = work.data?.type === WORK_TYPE.novel.value ? '小说关键词' : undefined;
  let body;
  if (!workId) {
    body = (
      <EmptyState
        text="请先选择要推广的作品"
        action={
          <button type="button" className="btn-solid" onClick={() => navigate(to('pages/shortPlay/shortPlay'))}>
            去选作品
          </button>
        }
      />
    );
  } else if (work.isPending) body = <PromoSkeleton />;
  else if (work.isError) body = <ErrorState error={work.error} onRetry={() => void work.refetch()} />;
  else body = <AddAliasForm work={work.data} />;
  return <PageShell title={title}>{body}</PageShell>;
}
