import { useNavigate, useSearchParams } from 'react-router-dom';
import { ALIAS_STATE } from '@tuike/contract/enums';
import { to } from '../../app/route-table';
import { UserIcon } from '../../components/icons';
import { PageShell } from '../../components/PageShell';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { PromoSkeleton } from '../../features/promotion/components/PromoSkeleton';
import { useMediaAccounts } from '../../features/promotion/api/media-accounts';
import { useAlias } from '../../features/promotion/api/work-info';
import { AliasPicker } from '../../features/promotion/components/AliasPicker';
import { BackfillForm } from '../../features/promotion/components/BackfillForm';
import { idParam } from '../../features/promotion/paths';

/** 发布回填 (?aliasId=&workId=): the link of the video published for an active alias; without one, pick it first. */
export default function PostWorkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const aliasId = idParam(params.get('aliasId'));
  const alias = useAlias(aliasId, idParam(params.get('workId')) || undefined);
  const accounts = useMediaAccounts();
  const toMyAliases = (
    <button type="button" className="btn-outline" onClick={() => navigate(to('myKeyWord/myKeyWord'))}>
      查看我的关键词
    </button>
  );

  let body;
  if (!aliasId) body = <AliasPicker />;
  else if (alias.data === null) body = <EmptyState text="没有找到这个关键词，它可能已被删除" action={toMyAliases} />;
  else if (alias.isPending || accounts.isPending) body = <PromoSkeleton withWork={false} lines={6} />;
  else if (alias.isError || accounts.isError)
    body = (
      <ErrorState error={alias.error ?? accounts.error} onRetry={() => void Promise.all([alias.refetch(), accounts.refetch()])} />
    );
  else if (alias.data.state !== ALIAS_STATE.active.value)
    body = <EmptyState text={`关键词「${alias.data.alias}」${alias.data.stateLabel}，生效后才能回填`} action={toMyAliases} />;
  else if (accounts.data.every((g) => g.accounts.length === 0))
    body = (
      <EmptyState
        icon={<UserIcon />}
        text="回填前请先绑定发布视频的抖音、快手或视频号账号"
        action={
          <button type="button" className="btn-solid" onClick={() => navigate(to('account/addMediaAccount'))}>
            去绑定
          </button>
        }
      />
    );
  else body = <BackfillForm alias={alias.data} groups={accounts.data} />;
  return <PageShell>{body}</PageShell>;
}
