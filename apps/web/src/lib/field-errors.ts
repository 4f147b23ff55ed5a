import { useState } from 'react';

export interface FieldMessage<F extends string> {
  field: F | null;
  text: string;
}

/**
 * Which form field a server message belongs to. Validation failures arrive as `field：text`
 * (or `缺少必填字段 field`); a service's own messages name the field in words, matched by `keywords`.
 * Anything else is a message for the whole form.
 */
export function fieldOfMessage<F extends string>(
  msg: string,
  fields: readonly F[],
  keywords: ReadonlyArray<readonly [RegExp, F]> = [],
): FieldMessage<F> {
  const prefixed = /^([\w.]+)：([\s\S]*)$/.exec(msg);
  if (prefixed && (fields as readonly string[]).includes(prefixed[1])) return { field: prefixed[1] as F, text: prefixed[2] };
  const missing = /^缺少必填字段 (\w+)$/.exec(msg);
  if (missing && (fields as readonly string[]).includes(missing[1])) return { field: missing[1] as F, text: '此项必填' };
  for (const [pattern, field] of keywords) if (pattern.test(msg)) return { field, text: msg };
  return { field: null, text: msg };
}

interface Checkable {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
}

/** The first message of a contract schema for one value, or null when it passes. */
export const firstIssue = (schema: Checkable, value: unknown): string | null => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? '格式不正确');
};

/** Inline errors per field plus one for the whole form (`form`). Typing in a field clears its error. */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F | 'form', string>>>({});
  return {
    errors,
    set: (field: F | 'form', text: string) => setErrors((e) => ({ ...e, [field]: text })),
    clear: (field: F | 'form') => setErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined })),
    /** Replaces every error at once; returns true when there is none (the form may be sent). */
    replace: (next: Partial<Record<F | 'form', string | null>>) => {
      const clean = Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Partial<Record<F | 'form', string>>;
      setErrors(clean);
      return Object.keys(clean).length === 0;
    },
    show: (m: FieldMessage<F>) => setErrors((e) => ({ ...e, [m.field ?? 'form']: m.text })),
  };
}

/** The "type it again" check of every new-password form. */
export const confirmError = (confirm: string, password: string, emptyText: string): string | null =>
  !confirm ? emptyText : confirm !== password ? '两次输入的密码不一致' : null;
