import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok } from '../../../test/fake-api';
import { aUser, homeData } from '../../../test/factories/user';
import { aMentor } from '../../../test/factories/vip';
import { currentPath, renderRoute, toastsShown } from '../../../test/render-route';

const MENTOR = '/api/user/getMentorInfo';
const HOME = '/api/user/home/data';
const SAVE = '/api/user/modifyWxInfo';

describe('微信导师 (my/wxTeacher/wxTeacher)', () => {
  it('shows a skeleton, then the mentor: copy the wechat id, save the QR code with the save message', async () => {
    const api = installFakeApi().on('GET', HOME, ok(homeData({ user: aUser({ wxId: 'xiaoxing_88' }) })));
    const held = api.hold('GET', MENTOR);
    renderRoute('/my/wxTeacher/wxTeacher', { user: true });
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    held.release(ok(aMentor()));
    expect(await screen.findByText('林晓')).toBeTruthy();
    expect(screen.getByText('linxiao_tkx')).toBeTruthy();
    expect(screen.getByAltText('林晓的微信二维码').getAttribute('src')).toBe('/media/mentor-qr.png');
    expect(await screen.findByText('xiaoxing_88')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(toastsShown()).toContain('已复制'));
    expect(await navigator.clipboard.readText()).toBe('linxiao_tkx');

    // A plain browser downloads through a clicked <a download> (recorded, not performed, as in star/detail).
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(screen.getByRole('button', { name: '保存二维码' }));
      await waitFor(() => expect(toastsShown()).toContain('图片已下载'));
      expect(download).toHaveBeenCalledTimes(1);
    } finally {
      download.mockRestore();
    }
  });

  it('shows the empty view without a mentor, leading to the wechat id form', async () => {
    installFakeApi().on('GET', MENTOR, ok(null)).on('GET', HOME, ok(homeData()));
    renderRoute('/my/wxTeacher/wxTeacher', { user: true });
    expect(await screen.findByText('暂未分配导师，填写微信号后，导师会尽快添加你')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '填写我的微信号' }));
    await waitFor(() => expect(currentPath()).toBe('/my/wxTeacher/setting'));
  });

  it('shows the error view; 重试 loads the mentor', async () => {
    const api = installFakeApi()
      .on('GET', MENTOR, fail('服务繁忙', { code: 500 }))
      .on('GET', HOME, ok(homeData()));
    renderRoute('/my/wxTeacher/wxTeacher', { user: true });
    expect(await screen.findByText('加载失败，服务器暂时出了问题，请稍后重试')).toBeTruthy();
    api.on('GET', MENTOR, ok(aMentor({ qrCode: null })));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('林晓')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存二维码' })).toBeNull();
  });
});

describe('填写微信号 (my/wxTeacher/setting)', () => {
  it('checks the id before sending, then saves it and goes back', async () => {
    const api = installFakeApi()
      .on('GET', HOME, ok(homeData()))
      .on('POST', SAVE, ok(aUser({ wxId: 'tuike_2026' })));
    renderRoute('/my/wxTeacher/setting', { user: true });
    await userEvent.type(await screen.findByLabelText('微信号'), '1abc');
    await userEvent.click(screen.getByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('微信号为 6-20 位，以字母开头，可含字母、数字、下划线和减号')).toBeTruthy();
    expect(api.calls('POST', SAVE)).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('微信号'));
    await userEvent.type(screen.getByLabelText('微信号'), 'tuike_2026');
    await userEvent.click(screen.getByRole('button', { name: '立即绑定' }));
    // Said as the form goes back; the page it goes back to may say its own things over it.
    await waitFor(() => expect(toastsShown()).toContain('绑定成功'));
    expect(api.firstCall('POST', SAVE).body).toEqual({ wxId: 'tuike_2026' });
  });

  it('shows the server refusal at the field', async () => {
    installFakeApi()
      .on('GET', HOME, ok(homeData()))
      .on('POST', SAVE, fail('该微信号已被其他账号绑定', { errorCode: 'VALIDATION_FAILED', field: 'wxId' }));
    renderRoute('/my/wxTeacher/setting', { user: true });
    await userEvent.type(await screen.findByLabelText('微信号'), 'tuike_2026');
    await userEvent.click(screen.getByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('该微信号已被其他账号绑定')).toBeTruthy();
  });
});
