import { z } from 'zod';

let installed = false;

/**
 * Chinese messages for zod's built-in checks, with the field named, so that every
 * validation failure reads like "字段 phone：…" even where a schema gave no message.
 */
export function installZodMessages() {
  if (installed) return;
  installed = true;
  z.config(z.locales.zhCN());
}

export function describeIssue(issue: { path?: PropertyKey[]; message: string; code?: string; input?: unknown }): string {
  const field = (issue.path ?? []).map(String).join('.');
  const missing = issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined;
  if (missing) return field ? `缺少必填字段 ${field}` : '缺少请求内容';
  if (!field) return issue.message;
  return `${field}：${issue.message}`;
}
