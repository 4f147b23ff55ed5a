import { NICKNAME_MAX, ZNickname } from '@tuike/contract/user';
import { useState } from 'react';
import { TextField } from '../../../components/form/TextField';
import { firstIssue, useFieldErrors } from '../../../lib/field-errors';
import { toast } from '../../../lib/toast';
import { useModifyNickname } from '../api/modify-nickname';
import { type ProfileField, profileFieldOf } from '../messages';
import { SheetForm } from './SheetForm';

/** Edits the nickname in a sheet; the typed text stays when the server refuses it. */
export function NicknameSheet({ current, visible, onClose }: { current: string; visible: boolean; onClose: () => void }) {
  const [nickname, setNickname] = useState(current);
  const { errors, clear, replace, show } = useFieldErrors<ProfileField>();
  const save = useModifyNickname();

  async function submit() {
    if (!replace({ nickname: firstIssue(ZNickname, nickname) })) return;
    try {
      await save.mutateAsync(nickname.trim());
      void toast('昵称已修改');
      onClose();
    } catch (err) {
      show(profileFieldOf(err));
    }
  }

  return (
    <SheetForm
      title="修改昵称"
      visible={visible}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={save.isPending}
      formError={errors.form}
    >
      <TextField
        label="昵称"
        showLabel
        placeholder="请输入昵称"
        autoComplete="nickname"
        value={nickname}
        onChange={(v) => {
          setNickname(v);
          clear('nickname');
        }}
        error={errors.nickname}
        hint={`1-${NICKNAME_MAX} 个字，可使用中文、字母、数字和表情`}
        autoFocus
      />
    </SheetForm>
  );
}
