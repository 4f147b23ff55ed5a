import { RequestError } from './request';

/**
 * What a failed load says, by what failed: the person's network (request() rejects with code 0 when
 * no answer came), the server (5xx: retrying later helps, checking the network does not), or what
 * the server refused, in its own words. `subject` names what did not load (素材, 音频…).
 */
export function loadFailureText(error: unknown, subject = ''): string {
  const head = `${subject}加载失败`;
  if (!(error instanceof RequestError)) return `${head}，请重试`;
  if (error.code === 0) return `${head}，请检查网络后重试`;
  if (error.code >= 500) return `${head}，服务器暂时出了问题，请稍后重试`;
  return `${head}：${error.message}`;
}
