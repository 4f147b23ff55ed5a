import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';

/** What wholeRule needs of a contract schema: `safeParse` with issues that carry their path. */
interface WholeSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/**
 * A rule for a field whose check depends on the others (a banner's link on its link type, a window's
 * end on its start): the whole form, as `toBody` turns it into the request, through the contract's
 * schema, and the first issue on this field.
 */
export function wholeRule(schema: WholeSchema, field: string, form: FormInstance, toBody: (values: never) => unknown): Rule {
  return {
    validator: async () => {
      const result = schema.safeParse(toBody(form.getFieldsValue(true) as never));
      const issue = result.error?.issues.find((i) => i.path.join('.') === field);
      if (issue) throw new Error(issue.message);
    },
  };
}
