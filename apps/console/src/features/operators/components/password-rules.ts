import type { Rule } from 'antd/es/form';

/** The confirmation field of a new password: the same text as the field it repeats. */
export const sameAs = (field: string): Rule[] => [
  { required: true, message: '请再次输入新密码' },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(field)) throw new Error('两次输入的密码不一致');
    },
  }),
];
