import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { PanPromotion } from '@tuike/contract/pan';
import { PAN_UID_PATTERN, PAN_UID_RULE_TEXT } from '@tuike/contract/pan-rules';
import { to } from '../../app/route-table';
import { FolderIcon } from '../../components/icons';
import { FormAlert, SubmitButton } from '../../components/form/SubmitRow';
import { TextField } from '../../components/form/TextField';
import { PageShell } from '../../components/PageShell';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/StateViews';
import { isNotFound, positiveId } from '../../features/content/query-params';
import { useCreatePanPromotion } from '../../features/pan/api/promotions';
import { usePanResource } from '../../features/pan/api/resource';
import { usePanUid } from '../../features/pan/api/uid';
import { PromotionResult } from '../../features/pan/components/PromotionResult';
import { fieldOfError, useFieldErrors } from '../../lib/field-errors';
import '../../components/form/form.css';
import './post.css';

/** The form before my link exists: my UID on the drive (typed once, on my first promotion there). */
function CreateForm({
  resourceId,
  onCreated,
  pick,
}: {
  resourceId: number;
  onCreated: (p: PanPromotion) => void;
  pick: ReactNode;
}) {
  const resource = usePanResource(resourceId);
  const taskPlatformId = resource.data?.taskPlatformId ?? null;
  const uid = usePanUid(taskPlatformId);
  const create = useCreatePanPromotion();
  const [typed, setTyped] = useState('');
  const { errors, clear, replace, show } = useFieldErrors<'uid'>();

  if (isNotFound(resource.error) || isNotFound(uid.error))
    return <EmptyState icon={<FolderIcon />} text="资源不存在或已删除，换一个资源看看" action={pick} />;
  if (resource.isError || uid.isError)
    return (
      <ErrorState
        error={resource.error ?? uid.error}
        onRetry={() => void (resource.isError ? resource.refetch() : uid.refetch())}
      />
    );
  if (resource.isPending || uid.isPending || taskPlatformId === null) return <PageSkeleton />;
  const r = resource.data;
  const bound = uid.data.uid;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const value = typed.trim();
    const ok = bound
      ? replace({})
      : replace({ uid: value ? (PAN_UID_PATTERN.test(value) ? null : PAN_UID_RULE_TEXT) : '请填写网盘UID' });
    if (!ok) return;
    try {
      onCreated(await create.mutateAsync({ resourceId, ...(bound ? {} : { uid: value }) }));
    } catch (err) {
      show(fieldOfError(err, ['uid'] as const));
    }
  }

  return (
    <form className="pan-post-form" onSubmit={(e) => void submit(e)} noValidate>
      <section className="card pan-post-resource" aria-label="推广资源">
        <img className="pan-post-cover" src={r.cover} alt="" />
        <div className="pan-post-resource-main">
          <h2 className="pan-post-title ellipsis-2">{r.title}</h2>
          <div className="pan-post-sub">
            {r.taskPlatformName} · {r.categoryLabel} · {r.promotedCount} 人在推
          </div>
          {r.summary && <div className="pan-post-summary ellipsis-1">{r.summary}</div>}
        </div>
      </section>
      <section className="card pan-post-card" aria-label="网盘账号">
        <div className="pan-post-platform">我的{uid.data.taskPlatformName} UID</div>
        {bound ? (
          <p className="pan-post-bound">
            已绑定 UID <span className="num">{bound}</span>，分享链接会带上它
          </p>
        ) : (
          <>
            <p className="pan-post-note">
              首次推广{uid.data.taskPlatformName}，请填写你的网盘 UID：新用户按它计入你的收益，绑定后不能修改。
            </p>
            <TextField
              label="网盘UID"
              showLabel
              value={typed}
              onChange={(v) => {
                setTyped(v);
                clear('uid');
                clear('form');
              }}
              error={errors.uid}
              placeholder="粘贴网盘 App 里的 UID"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={32}
            />
            <Link className="pan-post-how" to={`${to('pan/panUid')}?taskPlatformId=${taskPlatformId}`}>
              如何获取UID？
            </Link>
          </>
        )}
      </section>
      <FormAlert message={errors.form} />
      <div className="pan-post-submit">
        <SubmitButton pending={create.isPending} pendingText="生成中…">
          生成推广链接
        </SubmitButton>
      </div>
    </form>
  );
}

/** 创建推广 (?resourceId=): my share link and the copy to post for a resource, with 复制. */
export default function PostPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const resourceId = positiveId(params.get('resourceId'));
  const [created, setCreated] = useState<PanPromotion | null>(null);
  const pick = (
    <button type="button" className="btn-solid" onClick={() => navigate(to('pan/panList'), { replace: true })}>
      去选资源
    </button>
  );

  let body;
  if (created) body = <PromotionResult promotion={created} />;
  else if (resourceId === null) body = <EmptyState icon={<FolderIcon />} text="请先在网盘任务里选择要推广的资源" action={pick} />;
  else body = <CreateForm resourceId={resourceId} onCreated={setCreated} pick={pick} />;
  return <PageShell>{body}</PageShell>;
}
