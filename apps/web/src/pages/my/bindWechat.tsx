import { FormAlert, SubmitButton } from '../../components/form/SubmitRow';
import { ZWxId } from '@tuike/contract/user';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useGoBack } from '../../app/navigation';
import { PageShell } from '../../components/PageShell';
import { ErrorState, PageSkeleton } from '../../components/StateViews';
import { TextField } from '../../components/form/TextField';
import { useHomeData } from '../../features/profile/api/home-data';
import { useModifyWxInfo } from '../../features/profile/api/modify-wx-info';
import { type ProfileField, profileFieldOf } from '../../features/profile/messages';
import { firstIssue, useFieldErrors } from '../../lib/field-errors';
import { toast } from '../../lib/toast';
import '../../features/profile/components/SheetForm.css';
import './bindWechat.css';

function BindForm({ current }: { current: string | null }) {
  const [wxId, setWxId] = useState(current ?? '');
  const { errors, clear, replace, show } = useFieldErrors<ProfileField>();
  const save = useModifyWxInfo();
  const goBack = useGoBack();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!replace({ wxId: firstIssue(ZWxId, wxId) })) return;
    try {
      await save.mutateAsync(wxId.trim());
      void toast(current ? '微信号已更新' : '绑定成功');
      goBack();
    } catch (err) {
      show(profileFieldOf(err));
    }
  }

  return (
    <form className="card bind-card" onSubmit={submit} noValidate>
      {current && (
        <div className="bind-current">
          <CheckCircleFill /> 已绑定微信号 <b>{current}</b>
        </div>
      )}
      <TextField
        label="微信号"
        showLabel
        placeholder="请输入你的微信号"
        autoCapitalize="off"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        value={wxId}
        onChange={(v) => {
          setWxId(v);
          clear('wxId');
        }}
        error={errors.wxId}
        hint="在微信「我」页面头像右侧可以看到微信号"
      />
      <FormAlert message={errors.form} />
      <SubmitButton className="sheet-submit" pending={save.isPending} pendingText="保存中">
        {current ? '更新微信号' : '立即绑定'}
      </SubmitButton>
    </form>
  );
}

/** Binds the promoter's WeChat ID, so the mentor and customer service can reach them. */
export default function BindWechatPage() {
  const { data, isPending, isError, error, refetch } = useHomeData();
  let body;
  if (isError) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (isPending) body = <PageSkeleton />;
  else body = <BindForm current={data.user.wxId} />;
  return (
    <PageShell>
      <div className="bind-intro">
        <h2>绑定微信</h2>
        <p>绑定后，专属导师和客服可以通过微信联系你，及时获取推广素材和活动通知。</p>
      </div>
      {body}
    </PageShell>
  );
}
