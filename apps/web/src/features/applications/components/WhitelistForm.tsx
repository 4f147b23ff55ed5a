import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { firstLink, mediaPlatformOfLink } from '@tuike/contract/alias-rule';
import { mediaPlatformItems, labelOf } from '@tuike/contract/enums';
import type { CallData } from '@tuike/contract/call-types';
import { to } from '../../../app/route-table';
import { FormAlert, SubmitButton } from '../../../components/form/SubmitRow';
import { fieldOfError, useFieldErrors } from '../../../lib/field-errors';
import { toast } from '../../../lib/toast';
import { useAddWhitelist } from '../api/whitelist';
import '../../../components/form/form.css';
import './ApplicationForm.css';
import { FieldError } from '../../../components/form/FieldError';

type PlatformGroup = CallData<'GET /api/platformAccount/GetPlatfromAndAccountList'>[number];
type Field = 'accountId' | 'workUrl';

/**
 * 添加加白: one of my bound media accounts and a link to one of its works (a whole share text is fine);
 * the link must be of the account's platform.
 */
export function WhitelistForm({ groups }: { groups: PlatformGroup[] }) {
  const accounts = groups.flatMap((g) => g.accounts);
  const [accountId, setAccountId] = useState<number | null>(accounts.length === 1 ? (accounts[0]?.id ?? null) : null);
  const [text, setText] = useState('');
  const { errors, clear, replace, show } = useFieldErrors<Field>();
  const add = useAddWhitelist();
  const navigate = useNavigate();
  const id = useId();
  const account = accounts.find((a) => a.id === accountId) ?? null;

  function linkProblem(): string | null {
    if (!text.trim()) return '请粘贴作品链接';
    const link = firstLink(text);
    if (!link) return '没有找到链接，请粘贴作品的分享链接';
    const platform = mediaPlatformOfLink(link);
    if (!platform) return '只支持抖音、快手、微信视频号的作品链接';
    if (account && platform !== account.platform)
      return `这是${labelOf(mediaPlatformItems, platform)}链接，请填写${labelOf(mediaPlatformItems, account.platform)}作品链接`;
    return null;
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const ok = replace({ accountId: account ? null : '请选择要加白的账号', workUrl: linkProblem() });
    if (!ok || !account) return;
    try {
      await add.mutateAsync({ accountId: account.id, workUrl: text.trim() });
      void toast('已提交，等待运营审核');
      navigate(to('my/jiabai/jiabai'), { replace: true });
    } catch (err) {
      show(
        fieldOfError(err, ['accountId', 'workUrl'] as const, {
          byCode: { WHITELIST_OPEN: 'accountId', WHITELIST_NOT_AUTHOR: 'workUrl' },
        }),
      );
    }
  }

  return (
    <form className="app-form" onSubmit={(e) => void submit(e)} noValidate>
      <section className="card app-form-section">
        <div className="app-form-label" id={`${id}-accounts`}>
          选择媒体账号
        </div>
        <div role="radiogroup" aria-labelledby={`${id}-accounts`} className="app-form-options">
          {accounts.map((a) => (
            <button
              key={a.id}
              type="button"
              role="radio"
              aria-checked={a.id === accountId}
              className={a.id === accountId ? 'app-form-option app-form-option-on' : 'app-form-option'}
              onClick={() => {
                setAccountId(a.id);
                clear('accountId');
                clear('workUrl');
              }}
            >
              <span className="app-form-dot" aria-hidden="true" />
              <span className="app-form-option-main">
                <span className="ellipsis-1 app-form-option-title">{a.nickname}</span>
                <span className="app-form-option-sub">
                  {labelOf(mediaPlatformItems, a.platform)} · UID {a.uid}
                </span>
              </span>
            </button>
          ))}
        </div>
        <FieldError error={errors.accountId} />
        <Link className="link-btn app-form-bind" to={to('account/addMediaAccount')}>
          + 绑定新账号
        </Link>
      </section>

      <section className="card app-form-section">
        <label className="app-form-label" htmlFor={`${id}-url`}>
          作品链接
        </label>
        <textarea
          id={`${id}-url`}
          className={errors.workUrl ? 'app-form-text app-form-text-invalid' : 'app-form-text'}
          placeholder="粘贴该账号已发布作品的分享链接，整段分享文字也可以"
          value={text}
          rows={3}
          maxLength={500}
          onChange={(e) => {
            setText(e.target.value);
            clear('workUrl');
            clear('form');
          }}
          aria-invalid={errors.workUrl ? true : undefined}
        />
        <FieldError error={errors.workUrl} />
        <p className="app-form-note">加白后，该账号发布的作品按机构账号统计结算。已在其他机构报备的账号无法通过。</p>
      </section>

      <div className="app-form-submit">
        <FormAlert message={errors.form} />
        <SubmitButton pending={add.isPending} pendingText="提交中">
          提交申请
        </SubmitButton>
      </div>
    </form>
  );
}
