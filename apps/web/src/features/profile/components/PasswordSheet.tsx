import { ZPassword } from '@tuike/contract/user';
import { useState } from 'react';
import { NewPasswordField, PasswordField } from '../../../components/form/TextField';
import { firstIssue, useFieldErrors, confirmError } from '../../../lib/field-errors';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { type ProfileField, profileFieldOf } from '../messages';
import { SheetForm } from './SheetForm';

const EMPTY = { oldPassword: '', newPassword: '', confirm: '' };

/** Changes the password; the server signs out every other device and keeps this one. */
export function PasswordSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const { errors, clear, replace, show } = useFieldErrors<ProfileField>();
  const change = useChangePassword();
  const edit = (field: keyof typeof EMPTY) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };

  async function submit() {
    const ok = replace({
      oldPassword: form.oldPassword ? null : '请输入原密码',
      newPassword: firstIssue(ZPassword, form.newPassword),
      confirm: confirmError(form.confirm, form.newPassword, '请再次输入新密码'),
    });
    if (!ok) return;
    try {
      await change.mutateAsync({ oldPassword: form.oldPassword, newPassword: form.newPassword });
      void toast('密码已修改，其他设备已退出登录');
      setForm(EMPTY);
      onClose();
    } catch (err) {
      show(profileFieldOf(err));
    }
  }

  return (
    <SheetForm
      title="修改密码"
      visible={visible}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={change.isPending}
      formError={errors.form}
    >
      <PasswordField
        label="原密码"
        showLabel
        placeholder="请输入原密码"
        autoComplete="current-password"
        maxLength={32}
        value={form.oldPassword}
        onChange={edit('oldPassword')}
        error={errors.oldPassword}
      />
      <NewPasswordField
        label="新密码"
        showLabel
        placeholder="8-32 位，需包含字母和数字"
        value={form.newPassword}
        onChange={edit('newPassword')}
        error={errors.newPassword}
      />
      <NewPasswordField
        label="确认新密码"
        showLabel
        placeholder="请再次输入新密码"
        value={form.confirm}
        onChange={edit('confirm')}
        error={errors.confirm}
      />
    </SheetForm>
  );
}
