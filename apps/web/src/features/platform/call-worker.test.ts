import { describe, expect, it } from 'vitest';
import { describeRequest, parseWorkerRequest } from './call-worker';

const parse = (qs: string) => parseWorkerRequest(new URLSearchParams(qs));

describe('parseWorkerRequest', () => {
  it('reads each bridge method with its parameters', () => {
    expect(parse('method=saveImage&url=%2Fmedia%2Fqr.svg')).toEqual({ method: 'saveImage', url: '/media/qr.svg' });
    expect(parse('method=openApp&app=kuaishou')).toEqual({ method: 'openApp', app: 'kuaishou' });
    expect(parse('method=installApk&url=https%3A%2F%2Fcdn.example.com%2Fa.apk')).toEqual({
      method: 'installApk',
      url: 'https://cdn.example.com/a.apk',
    });
    expect(parse('method=getAppVersion')).toEqual({ method: 'getAppVersion' });
  });

  it('refuses unknown methods, unknown apps and unsafe or missing URLs', () => {
    expect(parse('')).toBeNull();
    expect(parse('method=deleteEverything')).toBeNull();
    expect(parse('method=openApp&app=taobao')).toBeNull();
    expect(parse('method=openApp&app=toString')).toBeNull();
    expect(parse('method=saveImage')).toBeNull();
    expect(parse('method=saveImage&url=javascript%3Aalert(1)')).toBeNull();
    expect(parse('method=installApk&url=%2F%2Fevil.example%2Fa.apk')).toBeNull();
  });

  it('names the request in plain words', () => {
    expect(describeRequest({ method: 'openApp', app: 'douyin' })).toBe('打开抖音');
    expect(describeRequest({ method: 'saveImage', url: '/x.png' })).toBe('保存图片到相册');
  });
});
