import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';

describe('App 服务 (webview/callWorker)', () => {
  it('says an unknown request cannot be handled', async () => {
    installFakeApi();
    renderRoute('/webview/callWorker?method=formatDisk');
    expect(await screen.findByText('无法识别的请求，请返回后重试')).toBeTruthy();
  });

  it('explains outside the app shell that the request needs the app', async () => {
    const api = installFakeApi();
    renderRoute('/webview/callWorker?method=getAppVersion');
    expect(await screen.findByText(/“读取 App 版本”需要在推客星 App 中完成/)).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });
});
