import { MEDIA_PLATFORM, type MediaPlatform } from '@tuike/contract/enums';
import { ZAddMediaAccountBody } from '@tuike/contract/promotion';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/navigation';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { FormAlert, SubmitButton } from '../../components/form/SubmitRow';
import { TextField } from '../../components/form/TextField';
import { PlatformIcon } from '../../features/promotion/accounts/PlatformIcon';
import { UID_GUIDE, platformParam } from '../../features/promotion/accounts/platform-guide';
import { useAddMediaAccount } from '../../features/promotion/api/media-accounts';
import { fieldOfError, firstIssue, useFieldErrors } from '../../lib/field-errors';
import { toast } from '../../lib/toast';
import '../../features/promotion/accounts/accounts.css';
import { FieldError } from '../../components/form/FieldError';

type Field = 'platform' | 'uid' | 'nickname';
const FIELDS: readonly Field[] = ['platform', 'uid', 'nickname'];
const PLATFORMS = Object.values(MEDIA_PLATFORM);

/** 添加媒体账号: platform, UID and nickname; a UID already bound by someone else is refused at the UID. */
export default function AddMediaAccountPage() {
  const [params] = useSearchParams();
  const [platform, setPlatform] = useState<MediaPlatform>(platformParam(params.get('platform')) ?? 1);
  const [uid, setUid] = useState('');
  const [nickname, setNickname] = useState('');
  const { errors, clear, replace, show } = useFieldErrors<Field>();
  const add = useAddMediaAccount();
  const goBack = useGoBack();
  const guide = UID_GUIDE[platform];

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const checks = ZAddMediaAccountBody.shape;
    if (!replace({ uid: firstIssue(checks.uid, uid), nickname: firstIssue(checks.nickname, nickname) })) return;
    try {
      await add.mutateAsync({ platform, uid: uid.trim(), nickname: nickname.trim() });
      void toast('绑定成功');
      goBack();
    } catch (err) {
      show(fieldOfError(err, FIELDS, { byCode: { MEDIA_ACCOUNT_TAKEN: 'uid' } }));
    }
  }

  return (
    <PageShell>
      <form className="card media-acc-form" onSubmit={submit} noValidate aria-label="添加媒体账号">
        <fieldset className="media-acc-fieldset">
          <legend className="media-acc-legend">选择平台</legend>
          <div className="media-acc-choices" role="radiogroup" aria-label="平台">
            {PLATFORMS.map((p) => (
              <button
                key={p.value}
                type="button"
                role="radio"
                aria-checked={p.value === platform}
                className="media-acc-choice"
                onClick={() => {
                  setPlatform(p.value);
                  clear('platform');
                }}
              >
                <PlatformIcon platform={p.value} size={32} />
                {p.label}
              </button>
            ))}
          </div>
          <FieldError error={errors.platform} />
        </fieldset>
        <TextField
          label="UID"
          showLabel
          placeholder={guide.placeholder}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={64}
          value={uid}
          onChange={(v) => {
            setUid(v);
            clear('uid');
          }}
          error={errors.uid}
          hint={guide.where}
          right={
            platform !== 3 && (
              <Link className="media-acc-how" to={to('account/uidExample', { platform })}>
                如何查看UID?
              </Link>
            )
          }
        />
        <TextField
          label="昵称"
          showLabel
          placeholder="该账号在平台上的昵称"
          autoComplete="off"
          maxLength={30}
          value={nickname}
          onChange={(v) => {
            setNickname(v);
            clear('nickname');
          }}
          error={errors.nickname}
        />
        <FormAlert message={errors.form} />
        <SubmitButton className="media-acc-send" pending={add.isPending} pendingText="绑定中">
          确认绑定
        </SubmitButton>
      </form>
    </PageShell>
  );
}
