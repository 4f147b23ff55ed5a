import { useState } from 'react';
import { FormAlert, SubmitButton } from '../../../components/form/SubmitRow';
import { TextField } from '../../../components/form/TextField';
import { fieldOfError, useFieldErrors } from '../../../lib/field-errors';
import { confirmDialog } from '../../../lib/overlays';
import { toast } from '../../../lib/toast';
import { useSetRealName } from '../api/withdraw-accounts';
import { ID_NUMBER_LENGTH, cleanIdNumber, idNumberIssue } from './input-rules';
import './withdraw.css';

type Field = 'name' | 'idNumber';
const FIELDS: readonly Field[] = ['name', 'idNumber'];

/**
 * 实名认证: name and ID number, set once. The ID number is checked as it is typed (length and check
 * character); the name by the contract's rule, which the page passes in (the schema is a zod file,
 * which only pages load). Age and whether the number is free are the server's to say, at the field.
 */
export function RealNameForm({ nameIssue }: { nameIssue: (name: string) => string | null }) {
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [idLeft, setIdLeft] = useState(false);
  const { errors, clear, replace, show } = useFieldErrors<Field>();
  const save = useSetRealName();

  const idError = errors.idNumber ?? idNumberIssue(idNumber, idLeft);
  const idHint =
    idNumber.length === ID_NUMBER_LENGTH ? '校验通过' : idNumber ? `已输入 ${idNumber.length}/${ID_NUMBER_LENGTH} 位` : undefined;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setIdLeft(true);
    if (!replace({ name: nameIssue(name.trim()), idNumber: idNumberIssue(idNumber, true) })) return;
    // Set once and never changed: the promoter reads it back before it is final.
    const confirmed = await confirmDialog({
      title: '确认实名信息',
      content: (
        <div>
          <div>姓名：{name.trim()}</div>
          <div>身份证号：{idNumber}</div>
          <p>提交后不可修改，请确认与身份证一致。</p>
        </div>
      ),
      cancelText: '返回修改',
      confirmText: '确认提交',
    });
    if (!confirmed) return;
    try {
      await save.mutateAsync({ name: name.trim(), idNumber });
      void toast('实名认证成功');
    } catch (err) {
      show(fieldOfError(err, FIELDS, { byCode: { ID_NUMBER_IN_USE: 'idNumber' } }));
    }
  }

  return (
    <form className="card wd-realname" onSubmit={submit} noValidate aria-label="实名认证">
      <h2 className="wd-section-title">实名认证</h2>
      <p className="wd-note">添加提现账户前需完成实名认证，提交后不可修改，请如实填写。</p>
      <TextField
        label="真实姓名"
        showLabel
        placeholder="请输入身份证上的姓名"
        autoComplete="name"
        maxLength={20}
        value={name}
        onChange={(v) => {
          setName(v);
          clear('name');
        }}
        error={errors.name}
      />
      <TextField
        label="身份证号"
        showLabel
        placeholder="请输入 18 位身份证号"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={idNumber}
        onChange={(v) => {
          setIdNumber(cleanIdNumber(v));
          clear('idNumber');
        }}
        onBlur={() => setIdLeft(idNumber.length > 0)}
        error={idError}
        hint={idHint}
      />
      <FormAlert message={errors.form} />
      <SubmitButton className="wd-submit" pending={save.isPending} pendingText="提交中">
        提交认证
      </SubmitButton>
    </form>
  );
}
