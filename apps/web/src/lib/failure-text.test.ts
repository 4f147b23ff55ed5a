import { describe, expect, it } from 'vitest';
import { loadFailureText } from './failure-text';
import { NETWORK_ERROR_MESSAGE, RequestError } from './request';

describe('loadFailureText', () => {
  it('names the failure by its kind: network, server, refusal, anything else', () => {
    expect(loadFailureText(new RequestError(0, NETWORK_ERROR_MESSAGE))).toBe('加载失败，请检查网络后重试');
    expect(loadFailureText(new RequestError(503, '服务繁忙'), '素材')).toBe('素材加载失败，服务器暂时出了问题，请稍后重试');
    expect(loadFailureText(new RequestError(404, '公告不存在'))).toBe('加载失败：公告不存在');
    expect(loadFailureText(new Error('boom'))).toBe('加载失败，请重试');
    expect(loadFailureText(undefined)).toBe('加载失败，请重试');
  });
});
