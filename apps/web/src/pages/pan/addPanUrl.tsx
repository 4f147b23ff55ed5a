import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { firstLink, mediaPlatformOfLink } from '@tuike/contract/alias-rule';
import { labelOf, mediaPlatformItems } from '@tuike/contract/enums';
import type { MediaAccount } from '@tuike/contract/promotion';
import type { PanPromotion } from '@tuike/contract/pan';
import { to } from '../../app/route-table';
import { FolderIcon, UserIcon } from '../../components/icons';
import { FormAlert, SubmitButton } from '../../components/form/SubmitRow';
import { PageShell } from '../../components/PageShell';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/StateViews';
import { positiveId } from '../../features/content/query-params';
import { useFillPanLink } from '../../features/pan/api/links';
import { usePanPromotions } from '../../features/pan/api/promotions';
import { useMediaAccounts } from '../../features/promotion/api/media-accounts';
import { fieldOfError, useFieldErrors } from '../../lib/field-errors';
import { toast } from '../../lib/toast';
import '../../components/form/form.css';
import './addPanUrl.css';
import { FieldError } from '../../components/form/FieldError';

type Field = 'promotionId' | 'platformAccountId' | 'url';

function Choice({ checked, onChoose, title, sub }: { checked: boolean; onChoose: () => void; title: string; sub: string }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      className={checked ? 'add-pan-choice add-pan-choice-on' : 'add-pan-choice'}
      onClick={onChoose}
    >
      <span className="add-pan-dot" aria-hidden="true" />
      <span className="ellipsis-1 add-pan-choice-title">{title}</span>
      <span className="ellipsis-1 add-pan-choice-sub">{sub}</span>
    </button>
  );
}

/** The form: which promotion, which account posted it, and the post's link (or whole share text). */
function FillForm({
  promotions,
  accounts,
  initial,
}: {
  promotions: PanPromotion[];
  accounts: MediaAccount[];
  initial: number | null;
}) {
  const [promotionId, setPromotionId] = useState<number | null>(
    promotions.some((p) => p.id === initial) ? initial : promotions.length === 1 ? (promotions[0]?.id ?? null) : null,
  );
  const [accountId, setAccountId] = useState<number | null>(accounts.length === 1 ? (accounts[0]?.id ?? null) : null);
  const [url, setUrl] = useState('');
  const { errors, clear, replace, show } = useFieldErrors<Field>();
  const fill = useFillPanLink();
  const navigate = useNavigate();
  const ids = useId();
  const account = accounts.find((a) => a.id === accountId) ?? null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const link = firstLink(url);
    const platform = link ? mediaPlatformOfLink(link) : null;
    const urlProblem = !url.trim()
      ? '请粘贴作品链接'
      : !link
        ? '没有找到链接，请粘贴作品的分享链接'
        : !platform
          ? '只支持抖音、快手、微信视频号的作品链接'
          : account && platform !== account.platform
            ? `这是${labelOf(mediaPlatformItems, platform)}链接，请选择${labelOf(mediaPlatformItems, platform)}账号`
            : null;
    const ok = replace({
      promotionId: promotionId ? null : '请选择要回填的推广',
      platformAccountId: account ? null : '请选择发布作品的账号',
      url: urlProblem,
    });
    if (!ok || !promotionId || !account) return;
    try {
      await fill.mutateAsync({ promotionId, platformAccountId: account.id, url: url.trim() });
      void toast('回填成功，等待审核');
      navigate(to('pan/panUrl'), { replace: true });
    } catch (err) {
      show(fieldOfError(err, ['promotionId', 'platformAccountId', 'url'] as const, { byCode: { LINK_ALREADY_FILLED: 'url' } }));
    }
  }

  return (
    <form className="add-pan-form" onSubmit={(e) => void submit(e)} noValidate>
      <section className="card add-pan-section">
        <div className="add-pan-label" id={`${ids}-p`}>
          回填的推广
        </div>
        <div role="radiogroup" aria-labelledby={`${ids}-p`} className="add-pan-choices">
          {promotions.map((p) => (
            <Choice
              key={p.id}
              checked={p.id === promotionId}
              onChoose={() => {
                setPromotionId(p.id);
                clear('promotionId');
              }}
              title={p.resourceTitle}
              sub={p.taskPlatformName}
            />
          ))}
        </div>
        <FieldError error={errors.promotionId} />
      </section>
      <section className="card add-pan-section">
        <div className="add-pan-label" id={`${ids}-a`}>
          发布账号
        </div>
        <div role="radiogroup" aria-labelledby={`${ids}-a`} className="add-pan-choices">
          {accounts.map((a) => (
            <Choice
              key={a.id}
              checked={a.id === accountId}
              onChoose={() => {
                setAccountId(a.id);
                clear('platformAccountId');
              }}
              title={a.nickname}
              sub={a.platformLabel}
            />
          ))}
        </div>
        <FieldError error={errors.platformAccountId} />
        <Link className="add-pan-bind" to={to('account/addMediaAccount')}>
          + 绑定新账号
        </Link>
      </section>
      <section className="card add-pan-section">
        <label className="add-pan-label" htmlFor={`${ids}-u`}>
          作品链接
        </label>
        <textarea
          id={`${ids}-u`}
          className="add-pan-url"
          rows={3}
          value={url}
          placeholder="粘贴抖音、快手或视频号的作品链接（可直接粘贴整段分享文字）"
          aria-invalid={errors.url ? true : undefined}
          onChange={(e) => {
            setUrl(e.target.value);
            clear('url');
            clear('form');
          }}
        />
        <FieldError error={errors.url} />
      </section>
      <FormAlert message={errors.form} />
      <div className="add-pan-submit">
        <SubmitButton pending={fill.isPending} pendingText="提交中…">
          提交回填
        </SubmitButton>
      </div>
    </form>
  );
}

/** 发布回填 (?promotionId= optional): back-fill where I posted a drive promotion. */
export default function AddPanUrlPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const promotions = usePanPromotions();
  const accounts = useMediaAccounts();

  let body;
  if (promotions.isPending || accounts.isPending) body = <PageSkeleton />;
  else if (promotions.firstPageFailed || accounts.isError)
    body = (
      <ErrorState
        error={promotions.firstPageError ?? accounts.error}
        onRetry={() => void Promise.all([promotions.refetch(), accounts.refetch()])}
      />
    );
  else if (promotions.records.length === 0)
    body = (
      <EmptyState
        icon={<FolderIcon />}
        text="还没有网盘推广，先选一个资源生成推广链接"
        action={
          <button type="button" className="btn-solid" onClick={() => navigate(to('pan/panList'))}>
            去选资源
          </button>
        }
      />
    );
  else if (accounts.data.every((g) => g.accounts.length === 0))
    body = (
      <EmptyState
        icon={<UserIcon />}
        text="回填前请先绑定发布作品的抖音、快手或视频号账号"
        action={
          <button type="button" className="btn-solid" onClick={() => navigate(to('account/addMediaAccount'))}>
            去绑定
          </button>
        }
      />
    );
  else
    body = (
      <FillForm
        promotions={promotions.records}
        accounts={accounts.data.flatMap((g) => g.accounts)}
        initial={positiveId(params.get('promotionId'))}
      />
    );
  return <PageShell>{body}</PageShell>;
}
