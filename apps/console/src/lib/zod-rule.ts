import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { RequestError } from './request';

/** What zodRule needs of a contract schema: its fields, each with `safeParse`. Keeps zod a type here. */
interface ObjectSchema<K extends string> {
  shape: Record<K, { safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } } }>;
}

/** The `字段：` prefix validation messages carry for clients that cannot place them; inline it is noise. */
const withoutFieldPrefix = (message: string, field: string) =>
  message.startsWith(`${field}：`) ? message.slice(field.length + 1) : message;

/**
 * An antd Form rule from one field of a contract schema, so a form checks exactly what the server will
 * (the same limits, the same Chinese messages) as the operator types. An empty input counts as left
 * out (`undefined`), as the request will send it; mark required fields required in the schema.
 * The schema is a value the form page imports, so zod loads with that page, never with the login page.
 */
export function zodRule<K extends string>(schema: ObjectSchema<K>, field: K): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.shape[field].safeParse(value === '' || value === null ? undefined : value);
      if (!result.success) throw new Error(withoutFieldPrefix(result.error?.issues[0]?.message ?? '格式不正确', field));
    },
  };
}

/**
 * A rejected save whose `field` is one of the form's: the message goes under that field and true comes
 * back; otherwise false (the request function has already toasted it, or the caller shows it above the
 * form). Call with `toastOnError: false` when this is to be the only place the message shows.
 */
export function placeServerError(form: FormInstance, err: unknown): boolean {
  if (!(err instanceof RequestError) || !err.field) return false;
  const field = err.field;
  const known = Object.prototype.hasOwnProperty.call(form.getFieldsValue(true), field);
  if (!known) return false;
  form.setFields([{ name: field, errors: [withoutFieldPrefix(err.message, field)] }]);
  return true;
}
