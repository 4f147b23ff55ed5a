import type { ErrorCode } from '@tuike/contract/error-codes';
import { useState } from 'react';

export interface FieldMessage<F extends string> {
  field: F | null;
  text: string;
}

/** What a rejected call may carry (RequestError): the envelope's `errorCode` and `field`. */
interface ServerError extends Error {
  errorCode?: string;
  field?: string;
}

export interface FieldRules<F extends string> {
  /** Where an error without a field of this form goes, by its code (CAPTCHA_WRONG → captchaCode). */
  byCode?: Partial<Record<ErrorCode, F>>;
  /** Request fields shown on another form field (the captcha's id on the captcha input). */
  aliases?: Partial<Record<string, F>>;
  /** The text when the rejection is not an error at all. */
  fallback?: string;
}

/**
 * Which form field a rejected call belongs to, decided by the envelope's machine fields, never by
 * the message text: the server's `field` when the form has it (or an alias of it), else the form's
 * table from `errorCode` to field, else the whole form. Inline, the text drops the `field：` prefix
 * that validation messages carry for clients that cannot place them.
 */
export function fieldOfError<F extends string>(err: unknown, fields: readonly F[], rules: FieldRules<F> = {}): FieldMessage<F> {
  if (!(err instanceof Error)) return { field: null, text: rules.fallback ?? '操作失败，请稍后再试' };
  const { message, errorCode, field: sent } = err as ServerError;
  if (sent !== undefined) {
    const field = (fields as readonly string[]).includes(sent) ? (sent as F) : rules.aliases?.[sent];
    if (field !== undefined) {
      const prefix = `${sent}：`;
      return { field, text: message.startsWith(prefix) ? message.slice(prefix.length) : message };
    }
  }
  const coded = errorCode === undefined ? undefined : rules.byCode?.[errorCode as ErrorCode];
  return { field: coded ?? null, text: message };
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
