import { App, Form, type FormInstance, Modal, type ModalFuncProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { toast } from '../lib/toast';
import { placeServerError } from '../lib/zod-rule';

export interface FormModalProps<V> {
  /** 新建… or 编辑…. */
  title: string;
  width?: number;
  /** The caller's form, so it can watch its fields. */
  form: FormInstance<V>;
  initialValues: V;
  className?: string;
  /**
   * Sends the values (with `{ toastOnError: false }`): a refusal of one of the form's fields is shown
   * under it, any other as a toast, and the modal stays open with what was typed.
   */
  send: (values: V) => Promise<unknown>;
  /** The toast once saved: 资源已创建. */
  savedText: string;
  /** A question to answer before sending values that want a second thought (a forced update); null sends at once. */
  confirm?: (values: V) => ModalFuncProps | null;
  onClose: () => void;
  /** After the save went through (the caller closes the modal and reads its list again). */
  onSaved: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A modal holding one vertical form that creates or edits a row: 保存 submits it (the fields check
 * themselves first, zodRule), the button spins while it is sent, and the answer is shown.
 */
export function FormModal<V extends object>(props: FormModalProps<V>) {
  const { form, send, onSaved } = props;
  const { modal } = App.useApp();
  const [saving, setSaving] = useState(false);

  const save = async (values: V) => {
    setSaving(true);
    try {
      await send(values);
      toast.success(props.savedText);
      onSaved();
    } catch (err) {
      if (!placeServerError(form, err)) toast.error(err instanceof Error ? err.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  const submit = (values: V) => {
    const question = props.confirm?.(values);
    if (question) modal.confirm({ ...question, onOk: () => save(values) });
    else void save(values);
  };

  return (
    <Modal
      open
      title={props.title}
      width={props.width}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form<V> form={form} layout="vertical" initialValues={props.initialValues} onFinish={submit} className={props.className}>
        {props.children}
      </Form>
    </Modal>
  );
}
