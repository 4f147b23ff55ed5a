import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, type FormInstance } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { FormFooter } from './FormFooter';
import { showSaveError } from './server-errors';

export interface EditFormProps<Values, Saved extends { id: number }> {
  form: FormInstance<Values>;
  /** The row the form edits (EditFrame's); none on a new row's page. */
  row: { id: number } | undefined;
  canWrite: boolean;
  className: string;
  initialValues: Partial<Values>;
  /** The list page: 取消/返回 lead there, and a created row's page is `${back}/${id}`. */
  back: string;
  /** Sends the submitted values; answers the row as saved. */
  save: (values: Values) => Promise<Saved>;
  /** The toast of a save of an existing row, and of a new one. */
  toasts: { saved: string; created: string };
  /** Where the row's detail is cached: set from the answer, so the page shows it without a refetch. */
  detailKey: (id: number) => QueryKey;
  /** The lists the row stands in, refetched after a save. */
  listKeys: readonly QueryKey[];
  /** On an existing row, the form's values from the saved row, for a form whose save may change what was sent. */
  valuesOf?: (saved: Saved) => Partial<Values>;
  /** The API's field path as the form's, where they differ (`showSaveError`). */
  mapField?: (field: string) => (string | number)[] | null;
  /** The form's notes and cards, under a save's error. */
  children: ReactNode;
}

/**
 * The form of a catalogue edit page (EditFrame's child): the save, its spinner and toast, the caches it
 * refreshes, a new row's page replaced by the saved row's, a rejected save's message under its field or above
 * the form, and the footer with save and the way back.
 */
export function EditForm<Values, Saved extends { id: number }>({
  form,
  row,
  canWrite,
  className,
  initialValues,
  back,
  save,
  toasts,
  detailKey,
  listKeys,
  valuesOf,
  mapField,
  children,
}: EditFormProps<Values, Saved>) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setSaving(true);
    setFormError(null);
    try {
      const saved = await save(values);
      toast.success(row ? toasts.saved : toasts.created);
      client.setQueryData(detailKey(saved.id), saved);
      await Promise.all(listKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
      if (!row) void navigate(`${back}/${saved.id}`, { replace: true });
      else if (valuesOf) form.setFieldsValue(valuesOf(saved));
    } catch (err) {
      setFormError(showSaveError(form, err, mapField));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => void submit(v)}
      disabled={!canWrite}
      className={className}
      scrollToFirstError
    >
      {formError && <Alert type="error" showIcon title={formError} />}
      {children}
      <FormFooter saving={saving} back={back} canWrite={canWrite} />
    </Form>
  );
}
