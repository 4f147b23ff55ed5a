import { FormAlert, SubmitButton } from '../../../components/form/SubmitRow';
import { Sheet } from '../../../components/Sheet';
import type { FormEvent, ReactNode } from 'react';
import './SheetForm.css';

interface Props {
  title: string;
  visible: boolean;
  onClose: () => void;
  onSubmit: () => void;
  submitting: boolean;
  formError?: string;
  children: ReactNode;
}

/** A bottom sheet holding one small form (nickname, password), with its own save button. */
export function SheetForm({ title, visible, onClose, onSubmit, submitting, formError, children }: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Sheet visible={visible} onClose={onClose} bodyClassName="sheet-popup-body" destroyOnClose>
      <form className="sheet-form" onSubmit={submit} noValidate aria-label={title}>
        <div className="sheet-head">
          <button type="button" className="sheet-cancel" onClick={onClose}>
            取消
          </button>
          <h2>{title}</h2>
          <span className="sheet-spacer" />
        </div>
        {children}
        <FormAlert message={formError} />
        <SubmitButton className="sheet-submit" pending={submitting} pendingText="保存中">
          保存
        </SubmitButton>
      </form>
    </Sheet>
  );
}
