import { useNavigate, useSearchParams } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { LinkBrowser } from '../../features/promotion/components/LinkBrowser';
import { backfillPath, idParam } from '../../features/promotion/paths';

/** 回填列表 (?aliasId= optional): my back-fills by state. */
export default function PostListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const aliasId = idParam(params.get('aliasId'));
  const workId = idParam(params.get('workId'));
  const action = aliasId ? (
    <button type="button" className="btn-solid" onClick={() => navigate(backfillPath({ id: aliasId, workId }))}>
      去回填
    </button>
  ) : (
    <button type="button" className="btn-solid" onClick={() => navigate(to('myKeyWord/myKeyWord'))}>
      查看我的关键词
    </button>
  );
  return (
    <PageShell>
      <LinkBrowser aliasId={aliasId || undefined} emptyAction={action} />
    </PageShell>
  );
}
