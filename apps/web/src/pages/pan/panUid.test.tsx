import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubClipboard } from '../../test/clipboard';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { aDrive, aPanUid } from '../../test/factories/pan';
import { renderRoute, toastsShown } from '../../test/render-route';

const DRIVES = '/api/taskPlatform/getTaskPlatformList';
const UID = '/api/pan/GetUid';

let clipboard: ReturnType<typeof stubClipboard> | null = null;
afterEach(() => clipboard?.remove());

describe('获取UID (pan/panUid)', () => {
  it('shows my UID on the first drive with 复制 and the steps; a tab shows another drive', async () => {
    clipboard = stubClipboard();
    const api = installFakeApi()
      .on('GET', DRIVES, ok([aDrive(), aDrive({ id: 8, name: 'UC网盘' })]))
      .on('GET', UID, (req) =>
        ok(
          req.query.taskPlatformId === '7'
            ? aPanUid({ uid: '1738402916' })
            : aPanUid({ taskPlatformId: 8, taskPlatformName: 'UC网盘' }),
        ),
      );
    renderRoute('/pan/panUid', { user: true });
    expect(await screen.findByText('1738402916')).toBeTruthy();
    expect(screen.getByText('点底部「我的」，再点顶部头像进入个人信息页')).toBeTruthy();
    expect(screen.getByRole('figure', { name: '夸克网盘 个人信息页示意' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(toastsShown()).toContain('已复制'));
    expect(clipboard.written).toEqual(['1738402916']);
    await userEvent.click(screen.getByRole('tab', { name: 'UC网盘' }));
    expect(await screen.findByText(/还没有绑定。首次在UC网盘创建推广时填写 UID 即完成绑定。/)).toBeTruthy();
    expect(api.lastCall('GET', UID).query).toEqual({ taskPlatformId: '8' });
  });

  it('shows a skeleton, then 重试 after a failure', async () => {
    const api = installFakeApi().on('GET', DRIVES, ok([aDrive()]));
    const held = api.hold('GET', UID);
    renderRoute('/pan/panUid?taskPlatformId=7', { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(fail('服务开小差了', { code: 500 }));
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', UID, ok(aPanUid({ uid: 'qk0001' })));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('qk0001')).toBeTruthy();
  });

  it('says when there is no drive at all', async () => {
    installFakeApi().on('GET', DRIVES, ok([]));
    renderRoute('/pan/panUid', { user: true });
    expect(await screen.findByText('暂时没有可推广的网盘任务')).toBeTruthy();
  });
});
