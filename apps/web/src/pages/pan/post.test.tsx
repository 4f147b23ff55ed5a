import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubClipboard } from '../../test/clipboard';
import { fail, installFakeApi, ok } from '../../test/fake-api';
import { aPanPromotion, aPanResourceDetail, aPanUid } from '../../test/factories/pan';
import { currentPath, renderRoute, toastsShown } from '../../test/render-route';

const UID = '/api/pan/GetUid';
const CREATE = '/api/pan/CreatePromotion';
const RESOURCE = '/api/pan/resource/detail';
const PATH = '/pan/post?resourceId=31';

let clipboard: ReturnType<typeof stubClipboard> | null = null;
afterEach(() => clipboard?.remove());

describe('创建推广 (pan/post)', () => {
  it('checks the UID inline (nothing sent), then creates my link and copies the link and the copy text', async () => {
    clipboard = stubClipboard();
    const api = installFakeApi()
      .on('GET', RESOURCE, ok(aPanResourceDetail()))
      .on('GET', UID, ok(aPanUid()))
      .on('POST', CREATE, ok(aPanPromotion()));
    renderRoute(PATH, { user: true });
    const field = await screen.findByLabelText('网盘UID');
    expect(screen.getByRole('region', { name: '推广资源' }).textContent).toContain('闪婚后傅总每天都在追妻 全集');
    await userEvent.click(screen.getByRole('button', { name: '生成推广链接' }));
    expect(await screen.findByText('请填写网盘UID')).toBeTruthy();
    await userEvent.type(field, 'a b');
    await userEvent.click(screen.getByRole('button', { name: '生成推广链接' }));
    expect(await screen.findByText('网盘UID为 4-32 位字母、数字、下划线或短横线')).toBeTruthy();
    expect(api.calls('POST', CREATE)).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '1738402916');
    await userEvent.click(screen.getByRole('button', { name: '生成推广链接' }));
    expect(await screen.findByText('https://pan.quark.cn/s/7c2e9a41f08b?entry=tk&fr=1738402916')).toBeTruthy();
    expect(api.firstCall('POST', CREATE).body).toEqual({ resourceId: 31, uid: '1738402916' });
    expect(api.firstCall('GET', UID).query).toEqual({ taskPlatformId: '7' });
    await userEvent.click(screen.getByRole('button', { name: '复制文案' }));
    await waitFor(() => expect(toastsShown()).toContain('已复制'));
    expect(clipboard.written[0]).toMatch(/^【闪婚后傅总每天都在追妻 全集】短剧资源已整理好/);
    await userEvent.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(clipboard?.written[1]).toBe('https://pan.quark.cn/s/7c2e9a41f08b?entry=tk&fr=1738402916'));
    await userEvent.click(screen.getByRole('link', { name: '去回填' }));
    await waitFor(() => expect(currentPath()).toBe('/pan/addPanUrl?promotionId=51'));
  });

  it('sends no UID once one is bound on the drive', async () => {
    const api = installFakeApi()
      .on('GET', RESOURCE, ok(aPanResourceDetail()))
      .on('GET', UID, ok(aPanUid({ uid: '1738402916' })))
      .on('POST', CREATE, ok(aPanPromotion()));
    renderRoute(PATH, { user: true });
    expect(await screen.findByText('1738402916')).toBeTruthy();
    expect(screen.queryByLabelText('网盘UID')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '生成推广链接' }));
    await screen.findByRole('button', { name: '复制文案' });
    expect(api.firstCall('POST', CREATE).body).toEqual({ resourceId: 31 });
  });

  it('puts the server’s refusal under the UID field and keeps what was typed', async () => {
    installFakeApi()
      .on('GET', RESOURCE, ok(aPanResourceDetail()))
      .on('GET', UID, ok(aPanUid()))
      .on(
        'POST',
        CREATE,
        fail('uid：该网盘UID已被其他推客绑定，请核对后重新填写', { code: 409, errorCode: 'PAN_UID_TAKEN', field: 'uid' }),
      );
    renderRoute(PATH, { user: true });
    const field = await screen.findByLabelText('网盘UID');
    await userEvent.type(field, 'taken0001');
    await userEvent.click(screen.getByRole('button', { name: '生成推广链接' }));
    expect(await screen.findByText('该网盘UID已被其他推客绑定，请核对后重新填写')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('taken0001');
  });

  it('shows a skeleton while the UID loads, and 重试 after a failure', async () => {
    const api = installFakeApi().on('GET', RESOURCE, ok(aPanResourceDetail()));
    const held = api.hold('GET', UID);
    renderRoute(PATH, { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(fail('服务开小差了', { code: 500 }));
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', UID, ok(aPanUid()));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByLabelText('网盘UID')).toBeTruthy();
  });

  it('says a deleted resource is gone', async () => {
    installFakeApi().on('GET', RESOURCE, fail('资源不存在或已删除', { code: 404, errorCode: 'NOT_FOUND', field: 'id' }));
    renderRoute(PATH, { user: true });
    expect(await screen.findByText('资源不存在或已删除，换一个资源看看')).toBeTruthy();
  });

  it('without a resource, sends the promoter to pick one', async () => {
    installFakeApi();
    renderRoute('/pan/post', { user: true });
    await userEvent.click(await screen.findByRole('button', { name: '去选资源' }));
    await waitFor(() => expect(currentPath()).toBe('/pan/panList'));
  });
});
