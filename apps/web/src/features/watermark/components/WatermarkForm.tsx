import { useId, useState } from 'react';
import { WATERMARK_TEXT_MAX, type RemovedWatermark, ZRemoveWatermarkBody } from '@tuike/contract/watermark';
import { FormAlert, SubmitButton } from '../../../components/form/SubmitRow';
import { fieldOfError, firstIssue, useFieldErrors } from '../../../lib/field-errors';
import { toast } from '../../../lib/toast';
import { useRemoveWatermark } from '../api/remove-watermark';
import '../../../components/form/form.css';
import './WatermarkForm.css';

/** Reads the clipboard on a tap; false where the browser has no clipboard API. */
const canPaste = () => typeof navigator.clipboard?.readText === 'function';

/**
 * The share text box, its 粘贴 and 解析. The server's refusals land on the box when they are about the
 * link (unsupported, deleted) and above the button otherwise (quota, the platform's failures).
 */
export function WatermarkForm({ onResult, usedUp }: { onResult: (work: RemovedWatermark | null) => void; usedUp: boolean }) {
  const [text, setText] = useState('');
  const { errors, clear, replace, show } = useFieldErrors<'text'>();
  const erase = useRemoveWatermark();
  const id = useId();

  const edit = (value: string) => {
    setText(value);
    clear('text');
    clear('form');
  };

  async function paste() {
    try {
      const pasted = await navigator.clipboard.readText();
      if (pasted.trim()) edit(pasted.trim());
      else void toast('剪贴板是空的，请先在抖音或快手复制分享链接');
    } catch {
      void toast('无法读取剪贴板，请长按输入框粘贴');
    }
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!replace({ text: firstIssue(ZRemoveWatermarkBody.shape.text, text) })) return;
    // The card below belongs to the previous link: it goes while this one is read, so an error never sits beside it.
    onResult(null);
    try {
      onResult(await erase.mutateAsync(text.trim()));
    } catch (err) {
      show(fieldOfError(err, ['text'] as const));
    }
  }

  return (
    <form className="card water-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="water-form-head">
        <label className="water-form-label" htmlFor={id}>
          分享链接
        </label>
        {canPaste() && (
          <button type="button" className="link-btn water-form-paste" onClick={() => void paste()}>
            粘贴
          </button>
        )}
      </div>
      <textarea
        id={id}
        className={errors.text ? 'water-form-text water-form-text-invalid' : 'water-form-text'}
        placeholder="粘贴抖音或快手作品的分享文案，整段文字也可以"
        value={text}
        onChange={(e) => edit(e.target.value)}
        rows={4}
        maxLength={WATERMARK_TEXT_MAX}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={`${id}-note`}
      />
      <div id={`${id}-note`}>
        {errors.text ? (
          <div className="field-error" role="alert">
            {errors.text}
          </div>
        ) : (
          <div className="field-hint">在抖音、快手点「分享」→「复制链接」，回到这里粘贴</div>
        )}
      </div>
      <FormAlert message={errors.form} />
      <SubmitButton className="water-form-submit" pending={erase.isPending} pendingText="解析中" disabled={usedUp}>
        {usedUp ? '今日次数已用完' : '解析'}
      </SubmitButton>
    </form>
  );
}
