import type { Rule } from 'antd/es/form';

/** One field of a stored setting's schema: what the rule asks of it. */
interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
}

/**
 * An antd rule checking a setting field with the schema the server reads it with, after turning the
 * shown value into the stored one (percent → basis points, yuan → fen). `toStored` returns null for a
 * value finer than the stored unit, which is refused with `tooFine`.
 */
export function settingRule(field: FieldSchema, toStored: (shown: never) => unknown = (v) => v, tooFine = '精度过高'): Rule {
  return {
    validator: async (_rule, shown: unknown) => {
      if (shown === null || shown === undefined || shown === '') throw new Error('请填写');
      const stored = toStored(shown as never);
      if (stored === null) throw new Error(tooFine);
      const result = field.safeParse(stored);
      if (!result.success) throw new Error(result.error?.issues[0]?.message ?? '格式不正确');
    },
  };
}
