import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { firstLink, mediaPlatformOfLink } from '@tuike/contract/alias-rule';
import { mediaPlatformItems, type MediaPlatform } from '@tuike/contract/enums';
import type { MediaAccount, WorksAlias } from '@tuike/contract/promotion';
import type { CallData } from '@tuike/contract/call-types';
import { to } from '../../../app/route-table';
import { FormAlert, SubmitButton } from '../../../components/form/SubmitRow';
import { fieldOfError, useFieldErrors } from '../../../lib/field-errors';
import { toast } from '../../../lib/toast';
import { useFillWorks } from '../api/aliases';
import { canReadClipboard, type ClipboardLink, readClipboardLink, useClipboardOffer } from '../clipboard-link';
import { backfillListPath } from '../paths';
import '../../../components/form/form.css';
import { BackfillCountdown } from './AliasCard';
import './BackfillForm.css';

type PlatformGroup = CallData<'GET /api/platformAccount/GetPlatfromAndAccountList'>[number];
type Field = 'url' | 'platformAccountId';

const platformLabel = (p: MediaPlatform) => mediaPlatformItems.find((i) => i.value === p)?.label ?? '';

/** What the link field reads: the platform of the first link in the text, or why there is none. */
function detect(text: string): { platform: MediaPlatform | null; note: string | null } {
  if (!text.trim()) return { platform: null, note: null };
  const link = firstLink(text);
  if (!link) return { platform: null, note: '没有找到链接，请粘贴作品的分享链接' };
  const platform = mediaPlatformOfLink(link);
  if (!platform) return { platform: null, note: '只支持抖音、快手、微信视频号的作品链接' };
  return { platform, note: null };
}

/**
 * Back-fill an active alias: the account the video was posted from (grouped by platform), the link
 * or whole share text (its platform shown as detected), and — where the browser lets us read the
 * clipboard — the Douyin/Kuaishou link found there in one tap, with a matching account chosen.
 */
export function BackfillForm({ alias, groups }: { alias: WorksAlias; groups: PlatformGroup[] }) {
  const accounts = groups.flatMap((g) => g.accounts);
  const [accountId, setAccountId] = useState<number | null>(accounts.length === 1 ? (accounts[0]?.id ?? null) : null);
  const [url, setUrl] = useState('');
  const { errors, clear, replace, show } = useFieldErrors<Field>();
  const { offer, dismiss } = useClipboardOffer();
  const fill = useFillWorks();
  const navigate = useNavigate();
  const urlId = useId();
  const account = accounts.find((a) => a.id === accountId) ?? null;
  const detected = detect(url);

  // Said when the link chose the account, so a switch never happens unnoticed; a choice by hand clears it.
  const [switchNote, setSwitchNote] = useState<string | null>(null);

  const select = (id: number) => {
    setAccountId(id);
    clear('platformAccountId');
    clear('form');
  };
  const choose = (id: number) => {
    select(id);
    setSwitchNote(null);
  };
  // A link of another platform than the chosen account's picks that platform's first account, and says so.
  const followPlatform = (platform: MediaPlatform | null) => {
    if (!platform || account?.platform === platform) return;
    const first = groups.find((g) => g.platform === platform)?.accounts[0];
    if (!first) return;
    select(first.id);
    const target = `${platformLabel(platform)}账号「${first.nickname}」`;
    setSwitchNote(
      account
        ? `链接来自${platformLabel(platform)}，已从${platformLabel(account.platform)}账号「${account.nickname}」切换为${target}`
        : `链接来自${platformLabel(platform)}，已选择${target}`,
    );
  };
  const editUrl = (text: string) => {
    setUrl(text);
    clear('url');
    clear('form');
    followPlatform(detect(text).platform);
  };
  const takeLink = (found: ClipboardLink) => {
    editUrl(found.text);
    dismiss();
  };
  async function pasteNow() {
    const found = await readClipboardLink();
    if (found) takeLink(found);
    else void toast('剪贴板里没有抖音或快手链接');
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const mismatch =
      account && detected.platform && account.platform !== detected.platform
        ? `这是${platformLabel(detected.platform)}链接，请选择${platformLabel(detected.platform)}账号`
        : null;
    const ok = replace({
      platformAccountId: account ? mismatch : '请选择发布视频的账号',
      url: url.trim() ? detected.note : '请粘贴作品链接',
    });
    if (!ok || !account) return;
    try {
      await fill.mutateAsync({ aliasId: alias.id, platformAccountId: account.id, url: url.trim() });
      void toast('回填成功，等待审核');
      navigate(backfillListPath(alias), { replace: true });
    } catch (err) {
      show(fieldOfError(err, ['url', 'platformAccountId'] as const, { byCode: { LINK_ALREADY_FILLED: 'url' } }));
    }
  }

  return (
    <form className="backfill-form" onSubmit={(e) => void submit(e)} noValidate>
      <section className="card backfill-alias" aria-label="回填的关键词">
        <div className="backfill-alias-word">{alias.alias}</div>
        <div className="ellipsis-1 backfill-alias-work">
          {alias.workTitle} · {alias.taskPlatformName}
        </div>
        <BackfillCountdown alias={alias} />
      </section>

      {offer && url.trim() !== offer.text && (
        <div className="card backfill-offer" role="region" aria-label="剪贴板中的链接">
          <div className="backfill-offer-text">
            <div>检测到剪贴板中的{platformLabel(offer.platform)}链接</div>
            <div className="ellipsis-1 backfill-offer-link">{offer.link}</div>
          </div>
          <button type="button" className="btn-solid" onClick={() => takeLink(offer)}>
            粘贴链接
          </button>
        </div>
      )}

      <section className="card backfill-section">
        <div className="backfill-label" id={`${urlId}-accounts`}>
          发布账号
        </div>
        <div role="radiogroup" aria-labelledby={`${urlId}-accounts`} className="backfill-groups">
          {groups
            .filter((g) => g.accounts.length > 0)
            .map((g) => (
              <div key={g.platform} className="backfill-group">
                <div className="backfill-group-name">{g.label}</div>
                {g.accounts.map((a) => (
                  <AccountOption key={a.id} account={a} checked={a.id === accountId} onChoose={choose} />
                ))}
              </div>
            ))}
        </div>
        {errors.platformAccountId ? (
          <div className="field-error" role="alert">
            {errors.platformAccountId}
          </div>
        ) : (
          switchNote && (
            <div className="field-hint" role="status">
              {switchNote}
            </div>
          )
        )}
        <Link className="backfill-bind" to={to('account/addMediaAccount')}>
          + 绑定新账号
        </Link>
      </section>

      <section className="card backfill-section">
        <div className="backfill-label-row">
          <label className="backfill-label" htmlFor={urlId}>
            作品链接
          </label>
          {canReadClipboard() && (
            <button type="button" className="link-btn backfill-paste" onClick={() => void pasteNow()}>
              粘贴
            </button>
          )}
        </div>
        <textarea
          id={urlId}
          className={errors.url ? 'backfill-url backfill-url-invalid' : 'backfill-url'}
          placeholder="粘贴抖音、快手或视频号的分享链接，整段分享文字也可以"
          value={url}
          onChange={(e) => editUrl(e.target.value)}
          rows={3}
          maxLength={1000}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={`${urlId}-note`}
        />
        <div id={`${urlId}-note`}>
          {errors.url ? (
            <div className="field-error" role="alert">
              {errors.url}
            </div>
          ) : detected.platform ? (
            <div className="backfill-detected">已识别：{platformLabel(detected.platform)}链接</div>
          ) : (
            detected.note && <div className="field-hint">{detected.note}</div>
          )}
        </div>
      </section>

      <div className="backfill-submit">
        <FormAlert message={errors.form} />
        <SubmitButton pending={fill.isPending} pendingText="提交中">
          提交回填
        </SubmitButton>
      </div>
    </form>
  );
}

function AccountOption({
  account,
  checked,
  onChoose,
}: {
  account: MediaAccount;
  checked: boolean;
  onChoose: (id: number) => void;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      className={checked ? 'backfill-account backfill-account-on' : 'backfill-account'}
      onClick={() => onChoose(account.id)}
    >
      <span className="backfill-account-dot" aria-hidden="true" />
      <span className="ellipsis-1 backfill-account-name">{account.nickname}</span>
      <span className="backfill-account-uid">UID {account.uid}</span>
    </button>
  );
}
