import { useState } from 'react';
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
import { usePanUid } from '../../features/pan/api/uid';
import { PromotionResult } from '../../features/pan/components/PromotionResult';
import { fieldOfError, useFieldErrors } from '../../lib/field-errors';
import '../../components/form/form.css';
import './post.css';

/** The form before my link exists: my UID on the drive (typed once, on my first promotion there). */
function CreateForm({
  resourceId,
  taskPlatformId,
  onCreated,
}: {
  resourceId: number;
  taskPlatformId: number;
  onCreated: (p: PanPromotion) => void;
}) {
  const uid = usePanUid(taskPlatformId);
  const create = useCreatePanPromotion();
  const [typed, setTyped] = useState('');
  const { errors, clear, replace, show } = useFieldErrors<'uid'>();

  if (uid.isPending) return <PageSkeleton />;
  if (isNotFound(uid.error)) return <EmptyState text="这个网盘任务已下架" />;
  if (uid.isError) return <ErrorState error={uid.error} onRetry={() => void uid.refetch()} />;
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
      <section className="card pan-post-card" aria-label="推广平台">
        <div className="pan-post-platform">{uid.data.taskPlatformName}</div>
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

/** 创建推广 (?resourceId=&taskPlatformId=): my share link and the copy to post for a resource, with 复制. */
export default function PostPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const resourceId = positiveId(params.get('resourceId'));
  const taskPlatformId = positiveId(params.get('taskPlatformId'));
  const [created, setCreated] = useState<PanPromotion | null>(null);

  let body;
  if (created) body = <PromotionResult promotion={created} />;
  else if (resourceId === null || taskPlatformId === null)
    body = (
      <EmptyState
        icon={<FolderIcon />}
        text="请先在网盘任务里选择要推广的资源"
        action={
          <button type="button" className="btn-solid" onClick={() => navigate(to('pan/panList'), { replace: true })}>
            去选资源
          </button>
        }
      />
    );
  else body = <CreateForm resourceId={resourceId} taskPlatformId={taskPlatformId} onCreated={setCreated} />;
  return <PageShell>{body}</PageShell>;
}
