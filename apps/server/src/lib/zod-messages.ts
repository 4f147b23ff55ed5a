import { z } from 'zod';

let installed = false;

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: 'true 或 false',
  object: '对象',
  array: '数组',
  null: 'null',
};

/**
 * Plain Chinese for the checks where the zh-CN locale reads like a stack trace ("期望 数字，实际接收
 * 数字" for Infinity, "期望 string" for an array). Schema messages still win: zod consults this only
 * where a schema gave none. Returning undefined falls back to the locale.
 */
function customError(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      const input = issue.input;
      if (typeof input === 'number' && Number.isNaN(input)) return '必须是数字';
      if (typeof input === 'number' && !Number.isFinite(input)) return '数值超出范围';
      const name = TYPE_NAMES[issue.expected];
      return name ? `应为${name}` : '格式不正确';
    }
    case 'too_big':
      // The only bound .int() sets itself is the safe-integer range; past it "超出范围" is the truth.
      if (issue.origin === 'int') return '数值超出范围';
      if (issue.origin === 'number') {
        return issue.inclusive ? `不能大于 ${String(issue.maximum)}` : `必须小于 ${String(issue.maximum)}`;
      }
      if (issue.origin === 'string') return `最多 ${String(issue.maximum)} 个字符`;
      if (issue.origin === 'array') return `最多 ${String(issue.maximum)} 项`;
      return undefined;
    case 'too_small':
      if (issue.origin === 'int') return '数值超出范围';
      if (issue.origin === 'number') {
        return issue.inclusive ? `不能小于 ${String(issue.minimum)}` : `必须大于 ${String(issue.minimum)}`;
      }
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? '不能为空' : `至少 ${String(issue.minimum)} 个字符`;
      if (issue.origin === 'array') return `至少 ${String(issue.minimum)} 项`;
      return undefined;
    case 'invalid_value':
      return `只能是 ${issue.values.map(String).join('、')}`;
    default:
      return undefined;
  }
}

/**
 * Chinese messages for zod's built-in checks, with the field named, so that every
 * validation failure reads like "字段 phone：…" even where a schema gave no message.
 */
export function installZodMessages() {
  if (installed) return;
  installed = true;
  z.config(z.locales.zhCN());
  z.config({ customError });
}

export function describeIssue(issue: { path?: PropertyKey[]; message: string; code?: string; input?: unknown }): string {
  const field = (issue.path ?? []).map(String).join('.');
  const missing = issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined;
  if (missing) return field ? `缺少必填字段 ${field}` : '缺少请求内容';
  // A body that is not an object at all ("[]", "5"): say so of the request, not of a nameless field.
  if (!field) return issue.code === 'invalid_type' ? `请求内容${issue.message}` : issue.message;
  return `${field}：${issue.message}`;
}
