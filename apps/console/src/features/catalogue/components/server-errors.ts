import type { FormInstance } from 'antd';
import { RequestError } from '../../../lib/request';
import { placeServerError } from '../../../lib/zod-rule';

/**
 * Puts a rejected save's message under its field. `mapField` turns the API's field path
 * (`materials.3.url`) into the form's (`['images', 1, 'url']`) where the two differ; a message with no
 * field of the form shows above it (returned).
 */
export function showSaveError(form: FormInstance, err: unknown, mapField?: (field: string) => (string | number)[] | null): string | null {
  if (!(err instanceof RequestError)) throw err;
  if (err.silent) return null;
  const path = err.field && mapField ? mapField(err.field) : null;
  if (path) {
    const message = err.message.startsWith(`${err.field}：`) ? err.message.slice((err.field?.length ?? 0) + 1) : err.message;
    form.setFields([{ name: path, errors: [message] }]);
    form.scrollToField(path);
    return null;
  }
  if (placeServerError(form, err)) {
    if (err.field) form.scrollToField(err.field.split('.'));
    return null;
  }
  return err.message;
}
