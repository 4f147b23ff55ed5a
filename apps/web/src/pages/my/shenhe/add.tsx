import { useNavigate, useSearchParams } from 'react-router-dom';
import { ALIAS_LINK_STATE } from '@tuike/contract/enums';
import { to } from '../../../app/route-table';
import { PageShell } from '../../../components/PageShell';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/StateViews';
import { RecheckForm } from '../../../features/applications/components/RecheckForm';
import { useOpenRecheckLinks } from '../../../features/applications/api/rechecks';
import { useAliasLinks } from '../../../features/promotion/api/aliases';

const idOf = (raw: string | null) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/** 新增复审 (?linkId=): pick one of my back-fills, say why, add screenshots. */
export default function RecheckAddPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const links = useAliasLinks({});
  const open = useOpenRecheckLinks();
  let body;
  if (links.isPending || open.isPending) body = <ListSkeleton cover={false} rows={4} />;
  else if (links.firstPageFailed) body = <ErrorState error={links.firstPageError} onRetry={() => void links.refetch()} />;
  else if (open.isError) body = <ErrorState error={open.error} onRetry={() => void open.refetch()} />;
  else if (!links.records.some((l) => l.state !== ALIAS_LINK_STATE.pending.value))
    body = (
      <EmptyState
        text="还没有可以复审的回填记录：审核通过或被驳回的回填才能申请复审"
        action={
          <button type="button" className="btn-outline" onClick={() => navigate(to('myKeyWord/postlist'))}>
            查看回填记录
          </button>
        }
      />
    );
  else body = <RecheckForm links={links.records} openLinkIds={open.data} initialLinkId={idOf(params.get('linkId'))} />;
  return <PageShell>{body}</PageShell>;
}
