import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RECHECK_REASON_MAX, RECHECK_REASON_MIN, RECHECK_SCREENSHOTS_MAX } from '@tuike/contract/application-states';
import { ALIAS_LINK_STATE } from '@tuike/contract/enums';
import type { AliasLink } from '@tuike/contract/promotion';
import { to } from '../../../app/route-table';
import { FormAlert, SubmitButton } from '../../../components/form/SubmitRow';
import { fieldOfError, useFieldErrors } from '../../../lib/field-errors';
import { toast } from '../../../lib/toast';
import { useAddRecheck } from '../api/rechecks';
import { ScreenshotPicker, type Shot } from './ScreenshotPicker';
import '../../../components/form/form.css';
import './ApplicationForm.css';
import { FieldError } from '../../../components/form/FieldError';

type Field = 'linkId' | 'reason' | 'screenshotIds';

export interface RecheckFormProps {
  links: AliasLink[];
  /** Back-fills with a re-check already waiting: shown, but not chosen (one open re-check per back-fill). */
  openLinkIds: ReadonlySet<number>;
  initialLinkId: number | null;
}

/**
 * 新增复审: one of my back-fills (a rejected one, or an effective one whose figures look wrong; those
 * still awaiting review cannot be chosen, nor those already in re-check), why, and up to six screenshots.
 */
export function RecheckForm({ links, openLinkIds, initialLinkId }: RecheckFormProps) {
  const listed = links.filter((l) => l.state !== ALIAS_LINK_STATE.pending.value);
  const choosable = listed.filter((l) => !openLinkIds.has(l.id));
  const [linkId, setLinkId] = useState<number | null>(
    choosable.some((l) => l.id === initialLinkId) ? initialLinkId : choosable.length === 1 ? (choosable[0]?.id ?? null) : null,
  );
  const [reason, setReason] = useState('');
  const [shots, setShots] = useState<Shot[]>([]);
  const { errors, clear, replace, show } = useFieldErrors<Field>();
  const add = useAddRecheck();
  const navigate = useNavigate();
  const id = useId();
  const uploading = shots.some((s) => s.state === 'uploading');

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const text = reason.trim();
    const ok = replace({
      linkId: linkId ? null : '请选择要复审的回填记录',
      reason: !text ? '请填写复审理由' : text.length < RECHECK_REASON_MIN ? `复审理由至少 ${RECHECK_REASON_MIN} 个字` : null,
      screenshotIds: uploading ? '截图还在上传，请稍候' : null,
    });
    if (!ok || !linkId) return;
    try {
      await add.mutateAsync({
        linkId,
        reason: text,
        screenshotIds: shots.flatMap((s) => (s.state === 'done' ? [s.upload.id] : [])),
      });
      void toast('已提交，等待运营复审');
      navigate(to('my/shenhe/shenhe'), { replace: true });
    } catch (err) {
      show(
        fieldOfError(err, ['linkId', 'reason', 'screenshotIds'] as const, {
          byCode: { RECHECK_OPEN: 'linkId', RECHECK_LINK_PENDING: 'linkId' },
        }),
      );
    }
  }

  return (
    <form className="app-form" onSubmit={(e) => void submit(e)} noValidate>
      <section className="card app-form-section">
        <div className="app-form-label" id={`${id}-links`}>
          选择回填记录
        </div>
        <div role="radiogroup" aria-labelledby={`${id}-links`} className="app-form-options">
          {listed.map((l) => {
            const open = openLinkIds.has(l.id);
            return (
              <button
                key={l.id}
                type="button"
                role="radio"
                aria-checked={l.id === linkId}
                disabled={open}
                className={l.id === linkId ? 'app-form-option app-form-option-on' : 'app-form-option'}
                onClick={() => {
                  setLinkId(l.id);
                  clear('linkId');
                }}
              >
                <span className="app-form-dot" aria-hidden="true" />
                <span className="app-form-option-main">
                  <span className="ellipsis-1 app-form-option-title">
                    「{l.alias}」{l.workTitle}
                  </span>
                  <span className="ellipsis-1 app-form-option-sub">
                    {l.platformLabel} · {l.accountNickname} · {l.url}
                  </span>
                  {l.reason && <span className="app-form-option-reason">驳回原因：{l.reason}</span>}
                </span>
                {open ? (
                  <span className="app-form-option-state app-form-option-state-open">复审中</span>
                ) : (
                  <span className={`app-form-option-state app-form-option-state-${l.state}`}>{l.stateLabel}</span>
                )}
              </button>
            );
          })}
        </div>
        <FieldError error={errors.linkId} />
      </section>

      <section className="card app-form-section">
        <label className="app-form-label" htmlFor={`${id}-reason`}>
          复审理由
        </label>
        <textarea
          id={`${id}-reason`}
          className={errors.reason ? 'app-form-text app-form-text-invalid' : 'app-form-text'}
          placeholder="说明哪里有误，例如：视频是本账号原创发布，口令已在评论区置顶"
          value={reason}
          maxLength={RECHECK_REASON_MAX}
          rows={4}
          onChange={(e) => {
            setReason(e.target.value);
            clear('reason');
          }}
          aria-invalid={errors.reason ? true : undefined}
        />
        <div className="app-form-count">
          {reason.trim().length}/{RECHECK_REASON_MAX}
        </div>
        <FieldError error={errors.reason} />
      </section>

      <section className="card app-form-section">
        <div className="app-form-label">
          截图证明<span className="app-form-hint">（选填，最多 {RECHECK_SCREENSHOTS_MAX} 张）</span>
        </div>
        <ScreenshotPicker
          shots={shots}
          onChange={(next) => {
            setShots(next);
            clear('screenshotIds');
          }}
        />
        <FieldError error={errors.screenshotIds} />
      </section>

      <div className="app-form-submit">
        <FormAlert message={errors.form} />
        <SubmitButton pending={add.isPending} pendingText="提交中">
          提交复审
        </SubmitButton>
      </div>
    </form>
  );
}
